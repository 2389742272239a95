/**
 * The shape of every editor-owned content file, in one module that imports nothing from Astro's virtual
 * modules (so unit tests can check the schemas directly). `src/content.config.ts` binds these factories to
 * Astro's `image()` and `reference()` helpers.
 *
 * Rules for every field: described for editors, bounded in length, strict objects (a misspelled field is an
 * error, not silently ignored), categories as fixed lists. Astro reports a broken entry with the collection,
 * the entry (file name or id) and the field; image paths are checked to exist when the site builds.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro/content/config';

export type ImageFn = SchemaContext['image'];
/** A reference to an entry of another collection; resolved (and checked to exist) by src/content/queries.ts. */
export type ReferenceFn = (collection: CollectionName) => z.ZodType<{ collection: string; id: string }>;

export interface SchemaHelpers {
  image: ImageFn;
  reference: ReferenceFn;
}

/** Field the list loader adds to each entry of a one-file list: its position in the file (0, 1, …). */
export const POSITION = 'position';

export const COLLECTIONS = [
  'therapies',
  'therapiesTa',
  'services',
  'trustees',
  'events',
  'galleries',
  'properties',
  'tours',
  'webServices',
  'faq',
  'showcase',
  'plans',
  'technologies',
  'testing',
  'construction',
  'expenditures',
  'testimonials',
  'habits',
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/* ------------------------------------------------------------------------------------------------ */
/* Shared pieces                                                                                     */
/* ------------------------------------------------------------------------------------------------ */

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is missing` : `${what} must be text`) })
    .trim()
    .min(min, { error: `${what} is too short (at least ${min} characters)` })
    .max(max, { error: `${what} is too long (at most ${max} characters)` });

/** Tamil words run longer in characters than English ones: a Tamil text may be up to this many times the limit. */
export const TAMIL_STRETCH = 2;

/**
 * A visitor-facing text in both languages, `{ en: …, ta: … }`: a missing Tamil (or English) text fails the
 * build with the file and field named (e.g. "title.ta: Tamil title is missing").
 */
const both = (min: number, max: number, what: string) =>
  z.strictObject(
    { en: text(min, max, `English ${what}`), ta: text(min, max * TAMIL_STRETCH, `Tamil ${what}`) },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${what} has an unknown language (${issue.keys.join(', ')}): only "en:" (English) and "ta:" (Tamil)`
          : typeof issue.input === 'string'
            ? `${what} needs both languages: write it as "en:" (English) and "ta:" (Tamil) on two lines below it`
            : `${what} is missing`,
    },
  );

/** A list of texts in both languages: `{ en: [...], ta: [...] }`, the same number of items in each. */
const bothList = (item: { min: number; max: number }, count: { min: number; max: number }, what: string) =>
  z
    .strictObject({
      en: z
        .array(text(item.min, item.max, `English ${what}`))
        .min(count.min, { error: `list at least ${count.min} ${what}s` })
        .max(count.max, { error: `list at most ${count.max} ${what}s` }),
      ta: z
        .array(text(item.min, item.max * TAMIL_STRETCH, `Tamil ${what}`))
        .min(count.min, { error: `list at least ${count.min} ${what}s` })
        .max(count.max, { error: `list at most ${count.max} ${what}s` }),
    })
    .refine((l) => l.en.length === l.ta.length, {
      error: `the English and Tamil lists of ${what}s must have the same number of items`,
    });

const order = z
  .int({ error: 'order must be a whole number' })
  .min(1, { error: 'order starts at 1' })
  .max(999)
  .describe('Position in the list: 1 comes first');

const sample = z
  .boolean()
  .default(false)
  .describe('true while this entry is a stand-in (invented name, number or photo); shows a "Sample" tag');

/**
 * A calendar day as "YYYY-MM-DD" text. YAML turns an unquoted 2024-02-04 into a date, so both are accepted
 * and normalised to the text form (no time zone can shift the day).
 */
const isoDay = z
  .union([z.date(), z.string()], { error: 'date must be written YYYY-MM-DD, e.g. 2024-02-04' })
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.iso.date({ error: 'date must be written YYYY-MM-DD, e.g. 2024-02-04' }));

/** An enum whose error message lists the allowed values. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

/** A picture: the image file (relative to the content file) and its text alternative. */
const picture = (image: ImageFn, altRequired = true) =>
  z.strictObject({
    src: image().describe('Path of the image file, relative to this file (e.g. ../../assets/content/x.jpg)'),
    alt: altRequired
      ? both(5, 200, 'alt').describe('What the photo shows, for people who cannot see it (one sentence, en and ta)')
      : z
          .union([z.literal(''), both(5, 200, 'alt')], {
            error: 'alt must be empty ("") for a decorative picture, or en: and ta: texts',
          })
          .describe('What the photo shows (en and ta); leave empty ("") only if the picture is pure decoration'),
  });

/** A photo in a photo set: a picture plus an optional caption shown under it. */
const photo = (image: ImageFn) =>
  picture(image).extend({
    caption: both(2, 120, 'caption').optional().describe('Short caption shown with the photo (optional)'),
  });

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
const icon = oneOf(ICONS, 'icon').describe(`Icon shown on the card; one of: ${ICONS.join(', ')}`);

/* ------------------------------------------------------------------------------------------------ */
/* Collections                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

/** therapies/*.md — the front matter; the Markdown body is the "Read More" text. */
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
          src: image().describe('Path of the image file, relative to this file'),
          alt: text(5, 200, 'alt').describe('What the photo shows, in English (the Tamil file has the Tamil one)'),
        }),
        { error: 'images must be a list of two pictures' },
      )
      .length(2, { error: 'images must list exactly two pictures' })
      .describe('Two pictures shown beside the article; each opens full size in a new tab'),
  });

/**
 * therapies/ta/*.md — the Tamil article of the English file with the same name: its title, summary, the
 * two pictures' text alternatives (in the English file's order) and, below the front matter, the Tamil
 * "Read More" text. Order and pictures are set in the English file only.
 */
export const therapyTamilSchema = () =>
  z.strictObject({
    title: text(3, 80 * TAMIL_STRETCH, 'Tamil title'),
    summary: text(40, 700 * TAMIL_STRETCH, 'Tamil summary'),
    alt: z
      .array(text(5, 200 * TAMIL_STRETCH, 'Tamil alt'), { error: 'alt must be a list of two texts' })
      .length(2, { error: 'alt must list exactly two texts, one per picture of the English file' }),
  });

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

/** trustees/*.yaml — one person each. */
export const trusteeSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    name: both(3, 80, 'name').describe('Full name with title, e.g. "Dr. S. Kumar"'),
    role: both(3, 80, 'role').describe('Role in the trust, e.g. "Managing Trustee"'),
    order,
    bio: both(40, 420, 'bio').describe('Two or three sentences about the person'),
    photo: picture(image).describe('Portrait photo (shown 4:5, upright)'),
    sample,
  });

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

export const PROPERTY_AREAS = ['Kodaikanal', 'Chennai', 'Dindigul', 'Kallakurichi'] as const;
export const PROPERTY_TYPES = ['Villa', 'Apartment', 'House', 'Plot'] as const;
export const PROPERTY_DEALS = ['buy', 'rent'] as const;

/** properties/*.yaml — one property each. */
export const propertySchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    title: both(3, 80, 'title').describe('Short heading, e.g. "3BHK villa with a valley view"'),
    order,
    deal: oneOf(PROPERTY_DEALS, 'deal').describe('Listed under the Buy tab ("buy") or the Rent tab ("rent")'),
    area: oneOf(PROPERTY_AREAS, 'area').describe(`Where it is; one of: ${PROPERTY_AREAS.join(', ')}`),
    type: oneOf(PROPERTY_TYPES, 'type').describe(`Kind of property; one of: ${PROPERTY_TYPES.join(', ')}`),
    bedrooms: z
      .enum(['1BHK', '2BHK', '3BHK', '4BHK'], { error: 'bedrooms must be one of: 1BHK, 2BHK, 3BHK, 4BHK' })
      .optional()
      .describe('1BHK to 4BHK; leave out for a plot'),
    sizeSqFt: z
      .int({ error: 'sizeSqFt must be a whole number of square feet' })
      .min(100)
      .max(200000)
      .describe('Built-up area (or plot area) in square feet'),
    description: both(20, 300, 'description').describe('One or two sentences'),
    price: both(2, 30, 'price')
      .optional()
      .describe('Shown as the price (en and ta); leave out to show "On Call": the trust quotes prices by phone'),
    featured: z.boolean().default(false).describe('true to show it in the listing of four (/propertlist)'),
    image: picture(image),
    sample,
  });

/** tours.yaml — destination cards and the Travel Moments grid. */
export const tourSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, { error: 'id must be lowercase letters, digits and dashes' }),
    kind: oneOf(['destination', 'moment'], 'kind').describe('"destination" card or a "moment" in the photo grid'),
    title: both(2, 60, 'title').describe('Place name'),
    region: both(2, 60, 'region').describe('State or district, e.g. "Tamil Nadu"'),
    description: both(10, 260, 'description').optional().describe('One or two sentences (destinations)'),
    image: picture(image),
  });

export const WEB_CATEGORIES = ['Static', 'Dynamic', 'E-Commerce'] as const;
export type WebCategory = (typeof WEB_CATEGORIES)[number];

/** webdesign/services.yaml — the three kinds of site the trust builds. */
export const webServiceSchema = () =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    category: oneOf(WEB_CATEGORIES, 'category'),
    icon,
    title: both(3, 60, 'title'),
    description: both(20, 300, 'description'),
  });

/** webdesign/faq.yaml — questions and answers. */
export const faqSchema = () =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    question: both(5, 160, 'question').describe('The question, as a visitor would ask it'),
    answer: both(10, 700, 'answer').describe('The answer, in plain sentences'),
  });

/** webdesign/showcase.yaml — sample sites for the filterable showcase. */
export const showcaseSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: both(3, 60, 'title'),
    category: oneOf(WEB_CATEGORIES, 'category').describe(`One of: ${WEB_CATEGORIES.join(', ')}`),
    description: both(10, 200, 'description'),
    image: picture(image),
    sample,
  });

/** webdesign/plans.yaml — price plans (no fees are published: the button leads to a call or the contact page). */
export const planSchema = () =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: both(3, 40, 'name'),
    category: oneOf(WEB_CATEGORIES, 'category'),
    summary: both(10, 160, 'summary'),
    features: bothList({ min: 2, max: 90 }, { min: 3, max: 10 }, 'feature').describe(
      'What the plan includes: en: a list of 3 to 10 items, ta: the same items in Tamil, in the same order',
    ),
    highlighted: z.boolean().default(false).describe('true to draw attention to this plan'),
  });

/** webdesign/technologies.yaml — logos of the tools used. */
export const technologySchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text(2, 40, 'name'),
    logo: image().describe('Logo file (wide, about 2:1)'),
  });

/** testing.yaml — the quality-assurance page. */
export const testingSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    kind: oneOf(['service', 'feature', 'project'], 'kind'),
    icon: icon.optional(),
    title: both(3, 70, 'title'),
    description: both(10, 300, 'description'),
    image: picture(image).optional().describe('Picture (projects only)'),
  });

/** construction.yaml — the construction page. */
export const constructionSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    kind: oneOf(['service', 'work', 'project'], 'kind'),
    icon: icon.optional(),
    title: both(3, 70, 'title'),
    description: both(10, 300, 'description'),
    image: picture(image).optional().describe('Picture (works and projects)'),
  });

/** expenditures.yaml — groceries and medicines ordered by phone. */
export const expenditureSchema = ({ image }: SchemaHelpers) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: both(3, 50, 'title'),
    description: both(10, 200, 'description'),
    image: picture(image),
  });

/** testimonials/*.yaml — before/after cards. */
export const testimonialSchema = ({ image, reference }: SchemaHelpers) =>
  z.strictObject({
    title: both(3, 80, 'title').describe('Heading of the card'),
    order,
    therapy: reference('therapies').optional().describe('File name (without .md) of the therapy concerned'),
    before: photo(image),
    after: photo(image),
    caption: both(20, 400, 'caption').describe("The patient's story in a few calm sentences, no promises of cure"),
    sample,
  });

/** habits.yaml — the 'Harmonizing Habits' day, twelve two-hour blocks. */
export const habitSchema = () =>
  z
    .strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/),
      startHour: z
        .int({ error: 'startHour must be a whole hour, 0 to 23' })
        .min(0)
        .max(23)
        .describe('Hour the block starts, 24-hour clock (5 = 05 am, 17 = 05 pm)'),
      label: both(5, 20, 'label').describe('How the time is shown, e.g. "05–07 am"'),
      organ: both(3, 40, 'organ').describe('The organ the traditional body clock links with this time'),
      habit: both(10, 240, 'habit').describe('What to do in these two hours'),
    })
    .refine((h) => h.startHour % 2 === 1, {
      error: 'startHour must be odd: blocks run 05–07, 07–09, …',
      path: ['startHour'],
    });

/** For unit tests and scripts: parse data and explain every problem as "file → field: message". */
export function explain<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${file} → ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid content:\n${problems.join('\n')}`);
}

/* ------------------------------------------------------------------------------------------------ */
/* Microcopy dictionary (src/i18n/<lang>/content.json)                                               */
/* ------------------------------------------------------------------------------------------------ */

type CopyTree = string | CopyTree[] | { [key: string]: CopyTree };
const copyLeaf = z
  .string({ error: 'must be text' })
  .min(1, { error: 'must not be empty' })
  .max(700, { error: 'is too long (at most 700 characters)' });
/** Every value is non-empty text (or a list or group of them); keys are camelCase. */
export const copySchema: z.ZodType<CopyTree> = z.lazy(() =>
  z.union([
    copyLeaf,
    z.array(copySchema).max(20),
    z.record(
      z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, { error: 'keys are camelCase words (or an enum value)' }),
      copySchema,
    ),
  ]),
);

/** Keys present in `a` but missing from `b` (dotted paths): the Tamil dictionary must have every English key. */
export function missingKeys(a: unknown, b: unknown, prefix = ''): string[] {
  if (a === null || typeof a !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(a)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const other = (b as Record<string, unknown> | null | undefined)?.[key];
    if (other === undefined) out.push(path);
    else out.push(...missingKeys(value, other, path));
  }
  return out;
}
