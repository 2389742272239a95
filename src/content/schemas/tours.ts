import { z } from 'astro/zod';
import { both, oneOf, picture, slug, type SchemaHelpers } from './fields';

/** tours.yaml — destination cards and the Travel Moments grid. */
export const tourSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: slug,
    kind: oneOf(['destination', 'moment'], 'kind').describe('"destination" card or a "moment" in the photo grid'),
    title: both(2, 60, 'title').describe('Place name'),
    region: both(2, 60, 'region').describe('State or district, e.g. "Tamil Nadu"'),
    description: both(10, 260, 'description').optional().describe('One or two sentences (destinations)'),
    image: picture(image).describe('Photo of the place'),
  });
