/**
 * The pieces every content schema is built from. Rules for every field: described for editors, bounded in
 * length, strict objects (a misspelled field is an error, not silently ignored), categories as fixed lists,
 * references only to known collections. Astro reports a broken entry with the collection, the entry (file
 * name or id) and the field; image paths are checked to exist when the site builds.
 *
 * Nothing here imports Astro's virtual modules, so unit tests can check the schemas directly:
 * `src/content.config.ts` binds the factories to Astro's `image()` and `reference()`.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro/content/config';
import { bilingualRule, textRule, type TextRule, type TextWording } from '../../lib/editor-data';
import type { CollectionName } from '../collection-names';

export type ImageFn = SchemaContext['image'];

/** A reference to an entry of another collection; resolved (and checked to exist) by src/content/queries.ts. */
export type ReferenceFn = (collection: CollectionName) => z.ZodType<{ collection: string; id: string }>;

export interface SchemaHelpers {
  image: ImageFn;
  reference: ReferenceFn;
}

/** Field the list loader adds to each entry of a one-file list: its position in the file (0, 1, …). */
export const POSITION = 'position';

/* Texts ------------------------------------------------------------------------------------------- */

/** Editors are told which field is wrong and how: "English title is too short (at least 3 characters)". */
const named = (what: string): TextWording => ({
  type: (issue) => (issue.input === undefined ? `${what} is missing` : `${what} must be text`),
  tooShort: (min) => `${what} is too short (at least ${min} characters)`,
  tooLong: (max) => `${what} is too long (at most ${max} characters)`,
});

const fromRule = (rule: TextRule) => z.string(rule.params).check(...rule.checks);

/** A text in one language, trimmed, between `min` and `max` characters. */
export const text = (min: number, max: number, what: string) =>
  fromRule(textRule({ min, max, trim: true, wording: named(what) }));

/**
 * A visitor-facing text in both languages, `{ en: …, ta: … }`: a missing Tamil (or English) text fails the
 * build with the file and field named (e.g. "title.ta: Tamil title is missing").
 */
export const both = (min: number, max: number, what: string) => {
  const rule = bilingualRule({
    min,
    max,
    trim: true,
    wording: {
      en: named(`English ${what}`),
      ta: named(`Tamil ${what}`),
      pair: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${what} has an unknown language (${issue.keys.join(', ')}): only "en:" (English) and "ta:" (Tamil)`
          : typeof issue.input === 'string'
            ? `${what} needs both languages: write it as "en:" (English) and "ta:" (Tamil) on two lines below it`
            : `${what} is missing`,
    },
  });
  return z.strictObject({ en: fromRule(rule.en), ta: fromRule(rule.ta) }, rule.params);
};

/** A list of texts in both languages: `{ en: [...], ta: [...] }`, the same number of items in each. */
export const bothList = (item: { min: number; max: number }, count: { min: number; max: number }, what: string) => {
  const rule = bilingualRule({
    ...item,
    trim: true,
    wording: { en: named(`English ${what}`), ta: named(`Tamil ${what}`) },
  });
  const list = (one: TextRule) =>
    z
      .array(fromRule(one))
      .min(count.min, { error: `list at least ${count.min} ${what}s` })
      .max(count.max, { error: `list at most ${count.max} ${what}s` });
  return z.strictObject({ en: list(rule.en), ta: list(rule.ta) }).refine((l) => l.en.length === l.ta.length, {
    error: `the English and Tamil lists of ${what}s must have the same number of items`,
  });
};

/* Other fields ------------------------------------------------------------------------------------ */

/** The id of an item in a one-file list. */
export const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: 'id must be lowercase letters, digits and dashes' })
  .describe('Unique name of the item in this file: lowercase letters, digits and dashes');

/** A whole number from `min` to `max`; `error` explains every way it can be wrong. */
export const wholeNumber = (min: number, max: number, error: string) => z.int({ error }).min(min).max(max);

export const order = z
  .int({ error: 'order must be a whole number' })
  .min(1, { error: 'order starts at 1' })
  .max(999)
  .describe('Position in the list: 1 comes first');

export const sample = z
  .boolean()
  .default(false)
  .describe('true while this entry is a stand-in (invented name, number or photo); shows a "Sample" tag');

/**
 * A calendar day as "YYYY-MM-DD" text. YAML turns an unquoted 2024-02-04 into a date, so both are accepted
 * and normalised to the text form (no time zone can shift the day).
 */
export const isoDay = z
  .union([z.date(), z.string()], { error: 'date must be written YYYY-MM-DD, e.g. 2024-02-04' })
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.iso.date({ error: 'date must be written YYYY-MM-DD, e.g. 2024-02-04' }));

/** An enum whose error message lists the allowed values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

/* Pictures ---------------------------------------------------------------------------------------- */

export const imageFile = (image: ImageFn) =>
  image().describe('Path of the image file, relative to this file (e.g. ../../assets/content/x.jpg)');

/** A picture: the image file (relative to the content file) and its text alternative. */
export const picture = (image: ImageFn, altRequired = true) =>
  z.strictObject({
    src: imageFile(image),
    alt: altRequired
      ? both(5, 200, 'alt').describe('What the photo shows, for people who cannot see it (one sentence, en and ta)')
      : z
          .union([z.literal(''), both(5, 200, 'alt')], {
            error: 'alt must be empty ("") for a decorative picture, or en: and ta: texts',
          })
          .describe('What the photo shows (en and ta); leave empty ("") only if the picture is pure decoration'),
  });

/** A photo in a photo set: a picture plus an optional caption shown under it. */
export const photo = (image: ImageFn) =>
  picture(image).extend({
    caption: both(2, 120, 'caption').optional().describe('Short caption shown with the photo (optional)'),
  });

/* Icons ------------------------------------------------------------------------------------------- */

export const ICONS = [
  'leaf',
  'hand',
  'pulse',
  'bone',
  'oil',
  'steam',
  'bowl',
  'yoga',
  'needle',
  'cup',
  'foot',
  'heart',
  'tent',
  'phone',
  'mortar',
  'sun',
  'home',
  'code',
  'server',
  'cart',
  'check',
  'device',
  'bug',
  'gauge',
  'shield',
  'brick',
  'hammer',
  'ruler',
  'sofa',
  'wrench',
  'brush',
] as const;
export type IconName = (typeof ICONS)[number];
export const icon = oneOf(ICONS, 'icon').describe(`Icon shown on the card; one of: ${ICONS.join(', ')}`);
