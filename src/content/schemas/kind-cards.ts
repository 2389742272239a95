import { z } from 'astro/zod';
import { both, icon, oneOf, picture, slug, type SchemaHelpers } from './fields';

/**
 * The cards of a venture page (testing.yaml, construction.yaml): each item is one of a few kinds of card,
 * with an optional icon and an optional picture.
 */
export const kindCardSchema =
  <const K extends readonly [string, ...string[]]>(kinds: K, pictureNote: string) =>
  ({ image }: SchemaHelpers) =>
    z.strictObject({
      id: slug,
      kind: oneOf(kinds, 'kind').describe(`Which section the card is shown in; one of: ${kinds.join(', ')}`),
      icon: icon.optional(),
      title: both(3, 70, 'title').describe('Heading of the card'),
      description: both(10, 300, 'description').describe('One or two sentences'),
      image: picture(image).optional().describe(pictureNote),
    });
