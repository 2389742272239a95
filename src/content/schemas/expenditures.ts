import { z } from 'astro/zod';
import { both, picture, slug, type SchemaHelpers } from './fields';

/** expenditures.yaml — groceries and medicines ordered by phone. */
export const expenditureSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: slug,
    title: both(3, 50, 'title').describe('Name of the kind of goods, e.g. "Body Care"'),
    description: both(10, 200, 'description').describe('What can be ordered, in one sentence'),
    image: picture(image).describe('Photo of the goods'),
  });
