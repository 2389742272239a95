import { z } from 'astro/zod';
import { both, isoDay, photo, sample, type SchemaHelpers } from './fields';

/** events/*.yaml — past events with their photo sets. */
export const eventSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    title: both(3, 90, 'title').describe('Name of the event'),
    date: isoDay.describe('Day of the event, written YYYY-MM-DD (e.g. 2024-02-04)'),
    location: both(2, 90, 'location').describe('Town or venue'),
    summary: both(40, 600, 'summary').describe('What happened, in a few sentences'),
    photos: z
      .array(photo(image))
      .min(1, { error: 'photos needs at least one photo' })
      .max(8, { error: 'photos can hold at most 8 photos' })
      .describe('The photo set shown on the Events page (1 to 8)'),
    sample,
  });
