import { z } from 'astro/zod';
import { both, order, photo, type SchemaHelpers } from './fields';

/** galleries/*.yaml — the event highlights layout: a main image, up to 6 side images, two rows. */
export const gallerySchema = ({ image, reference }: SchemaHelpers) =>
  z.strictObject({
    title: both(3, 90, 'title').describe('Heading of the gallery, e.g. "Free Medical Campaign"'),
    order,
    event: reference('events').describe('File name (without .yaml) of the event in src/content/events'),
    main: photo(image).describe('The large picture'),
    side: z
      .array(photo(image))
      .max(6, { error: 'side can hold at most 6 pictures' })
      .default([])
      .describe('Up to 6 pictures beside the large one'),
    rows: z
      .array(z.array(photo(image)).min(1).max(6, { error: 'a row can hold at most 6 pictures' }))
      .length(2, { error: 'rows must be exactly two rows of pictures' })
      .describe('Two rows of pictures under the main one'),
  });
