import { z } from 'astro/zod';
import { TAMIL_STRETCH } from '../../lib/editor-data';
import { imageFile, order, text, type SchemaHelpers } from './fields';

/** therapies/en/*.md — the English front matter; the Markdown body is the "Read More" text. */
export const therapySchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    title: text(3, 80, 'title').describe('Name of the therapy, shown as the heading of its article'),
    order,
    summary: text(40, 700, 'summary').describe(
      'The paragraph always shown; the Markdown below the front matter is revealed by "Read More"',
    ),
    images: z
      .array(
        z.strictObject({
          src: imageFile(image),
          alt: text(5, 200, 'alt').describe('What the photo shows, in English (the Tamil file has the Tamil one)'),
        }),
        { error: 'images must be a list of two pictures' },
      )
      .length(2, { error: 'images must list exactly two pictures' })
      .describe('Two pictures shown beside the article; each opens full size in a new tab'),
  });

/**
 * therapies/ta/*.md — the Tamil article of the English file with the same name (therapies/en/): its title,
 * summary, the same two pictures with Tamil text alternatives and, below the front matter, the Tamil "Read
 * More" text. The order is set in the English file only; the pictures must be the English file's.
 */
export const therapyTamilSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    title: text(3, 80 * TAMIL_STRETCH, 'Tamil title').describe('The Tamil name of the therapy'),
    summary: text(40, 700 * TAMIL_STRETCH, 'Tamil summary').describe('The Tamil paragraph always shown'),
    images: z
      .array(
        z.strictObject({
          src: imageFile(image),
          alt: text(5, 200 * TAMIL_STRETCH, 'Tamil alt').describe('What the photo shows, in Tamil'),
        }),
        { error: 'images must be a list of two pictures' },
      )
      .length(2, { error: "images must list exactly two pictures, the English file's, in the same order" })
      .describe("The English file's two pictures, in the same order, each with its Tamil text alternative"),
  });
