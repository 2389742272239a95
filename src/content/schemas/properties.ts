import { z } from 'astro/zod';
import { both, oneOf, order, picture, sample, wholeNumber, type SchemaHelpers } from './fields';

export const PROPERTY_AREAS = ['Kodaikanal', 'Chennai', 'Dindigul', 'Kallakurichi'] as const;
export const PROPERTY_TYPES = ['Villa', 'Apartment', 'House', 'Plot'] as const;
export const PROPERTY_DEALS = ['buy', 'rent'] as const;
const BEDROOMS = ['1BHK', '2BHK', '3BHK', '4BHK'] as const;

/** properties/*.yaml — one property each. */
export const propertySchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    title: both(3, 80, 'title').describe('Short heading, e.g. "3BHK villa with a valley view"'),
    order,
    deal: oneOf(PROPERTY_DEALS, 'deal').describe('Listed under the Buy tab ("buy") or the Rent tab ("rent")'),
    area: oneOf(PROPERTY_AREAS, 'area').describe(`Where it is; one of: ${PROPERTY_AREAS.join(', ')}`),
    type: oneOf(PROPERTY_TYPES, 'type').describe(`Kind of property; one of: ${PROPERTY_TYPES.join(', ')}`),
    bedrooms: oneOf(BEDROOMS, 'bedrooms').optional().describe('1BHK to 4BHK; leave out for a plot'),
    sizeSqFt: wholeNumber(100, 200000, 'sizeSqFt must be a whole number of square feet').describe(
      'Built-up area (or plot area) in square feet',
    ),
    description: both(20, 300, 'description').describe('One or two sentences'),
    price: both(2, 30, 'price')
      .optional()
      .describe('Shown as the price (en and ta); leave out to show "On Call": the trust quotes prices by phone'),
    featured: z.boolean().default(false).describe('true to show it in the listing of four (/propertlist)'),
    image: picture(image).describe('Photo of the property'),
    sample,
  });
