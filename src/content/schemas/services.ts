import { z } from 'astro/zod';
import { both, icon, order, picture, type SchemaHelpers } from './fields';

/** services/*.yaml — one card each. */
export const serviceSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    title: both(3, 60, 'title').describe('Name of the service, shown as the card heading'),
    order,
    icon,
    description: both(40, 320, 'description').describe('Two or three sentences about the service'),
    image: picture(image, false).describe('Background picture of the card (decorative: alt may be empty)'),
    featured: z.boolean().default(false).describe('true to show this card among the four on the home page'),
  });
