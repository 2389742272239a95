import { z } from 'astro/zod';
import { both, order, photo, sample, type SchemaHelpers } from './fields';

/** testimonials/*.yaml — before/after cards. */
export const testimonialSchema = ({ image, reference }: SchemaHelpers) =>
  z.strictObject({
    title: both(3, 80, 'title').describe('Heading of the card'),
    order,
    therapy: reference('therapies').optional().describe('File name (without .md) of the therapy concerned'),
    before: photo(image).describe('Photo before the treatment'),
    after: photo(image).describe('Photo after the treatment'),
    caption: both(20, 400, 'caption').describe("The patient's story in a few calm sentences, no promises of cure"),
    sample,
  });
