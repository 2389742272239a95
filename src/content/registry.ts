/**
 * The content collections, one entry each: its schema, where its files are, how the site orders it, what the
 * browser CMS calls it and where its pictures go. Everything else is made from this list:
 * src/content.config.ts (the build's collections and loaders), src/cms/config.ts (the CMS's collections),
 * src/content/queries.ts (the order entries are shown in). Adding a collection is one entry here plus its
 * schema (src/content/schemas/). Nothing here imports Astro's virtual modules: the CMS config is made in Node.
 */
import type { $ZodType } from 'zod/v4/core';
import type { CollectionName } from './collection-names';
import type { SchemaHelpers } from './schemas/fields';
import { therapySchema, therapyTamilSchema } from './schemas/therapies';
import { serviceSchema } from './schemas/services';
import { trusteeSchema } from './schemas/trustees';
import { eventSchema } from './schemas/events';
import { gallerySchema } from './schemas/galleries';
import { propertySchema } from './schemas/properties';
import { testimonialSchema } from './schemas/testimonials';
import { tourSchema } from './schemas/tours';
import { faqSchema, planSchema, showcaseSchema, technologySchema, webServiceSchema } from './schemas/webdesign';
import { testingSchema } from './schemas/testing';
import { constructionSchema } from './schemas/construction';
import { expenditureSchema } from './schemas/expenditures';
import { habitSchema } from './schemas/habits';
import { campSchema } from './schemas/camps';

/** Where editors' content files are, and their pictures (paths from the project root). */
const CONTENT_DIR = 'src/content';
export const PICTURES_DIR = 'src/assets/content';

/** One file per entry, named after it (the file name is the entry's id). */
export interface Folder {
  kind: 'folder';
  dir: string;
  ext: 'md' | 'yaml';
}
/** One YAML file whose `items:` list (LIST_KEY) holds the entries, shown in the order they are written. */
export interface List {
  kind: 'list';
  file: string;
}
export type Location = Folder | List;

/** The key of the list in a one-file collection (`items:`): the CMS edits a file's fields, not a bare list. */
export const LIST_KEY = 'items';

interface Named {
  /** The shape of one entry: checked by the build, turned into the CMS's form. */
  schema: (helpers: SchemaHelpers) => $ZodType;
  /** The collection's name in the CMS's sidebar. */
  label: string;
  /** One entry's name in the CMS (for a one-file list: the file's). */
  singular: string;
  /** Its pictures' folder under PICTURES_DIR, where the CMS uploads them (default: the collection's name). */
  pictures?: string;
}

/** A folder of entries, ordered by their `order` field (1 first, each value once) or newest `date` first. */
export interface FolderCollection extends Named {
  files: Folder;
  sort: 'order' | 'newest';
}

/** A one-file list (shown as written). */
export interface ListCollection extends Named {
  files: List;
}

/**
 * The Tamil side of a folder collection written in English: the same file names in a sibling `ta/` folder
 * (the English one is `en/`), shown in the English entries' order, with their pictures. The CMS edits both
 * as one entry in two languages (Decap's i18n, multiple_folders).
 */
export interface TranslationCollection {
  schema: (helpers: SchemaHelpers) => $ZodType;
  files: Folder;
  /** The English collection. */
  translates: string;
}

export type CollectionSpec = FolderCollection | ListCollection | TranslationCollection;

const folder = (dir: string, ext: Folder['ext']): Folder => ({ kind: 'folder', dir: `${CONTENT_DIR}/${dir}`, ext });
const list = (file: string): List => ({ kind: 'list', file: `${CONTENT_DIR}/${file}` });

/** The collections, in the order of the CMS's sidebar: one entry per CollectionName, no other. */
export const REGISTRY = {
  therapies: {
    schema: therapySchema,
    files: folder('therapies/en', 'md'),
    sort: 'order',
    label: 'Therapies',
    singular: 'Therapy',
  },
  therapiesTa: { schema: therapyTamilSchema, files: folder('therapies/ta', 'md'), translates: 'therapies' },
  services: {
    schema: serviceSchema,
    files: folder('services', 'yaml'),
    sort: 'order',
    label: 'Services',
    singular: 'Service',
  },
  trustees: {
    schema: trusteeSchema,
    files: folder('trustees', 'yaml'),
    sort: 'order',
    label: 'Trustees',
    singular: 'Trustee',
  },
  events: { schema: eventSchema, files: folder('events', 'yaml'), sort: 'newest', label: 'Events', singular: 'Event' },
  galleries: {
    schema: gallerySchema,
    files: folder('galleries', 'yaml'),
    sort: 'order',
    label: 'Galleries',
    singular: 'Gallery',
  },
  properties: {
    schema: propertySchema,
    files: folder('properties', 'yaml'),
    sort: 'order',
    label: 'Properties',
    singular: 'Property',
  },
  tours: { schema: tourSchema, files: list('tours.yaml'), label: 'Tours', singular: 'Tours' },
  webServices: {
    schema: webServiceSchema,
    files: list('webdesign/services.yaml'),
    label: 'Web design: services',
    singular: 'Web design services',
    pictures: 'webdesign',
  },
  faq: {
    schema: faqSchema,
    files: list('webdesign/faq.yaml'),
    label: 'Web design: FAQ',
    singular: 'FAQ',
    pictures: 'webdesign',
  },
  showcase: {
    schema: showcaseSchema,
    files: list('webdesign/showcase.yaml'),
    label: 'Web design: showcase',
    singular: 'Showcase',
    pictures: 'webdesign',
  },
  plans: {
    schema: planSchema,
    files: list('webdesign/plans.yaml'),
    label: 'Web design: plans',
    singular: 'Plans',
    pictures: 'webdesign',
  },
  technologies: {
    schema: technologySchema,
    files: list('webdesign/technologies.yaml'),
    label: 'Web design: technologies',
    singular: 'Technologies',
    pictures: 'webdesign',
  },
  testing: { schema: testingSchema, files: list('testing.yaml'), label: 'Testing', singular: 'Testing' },
  construction: {
    schema: constructionSchema,
    files: list('construction.yaml'),
    label: 'Construction',
    singular: 'Construction',
  },
  expenditures: {
    schema: expenditureSchema,
    files: list('expenditures.yaml'),
    label: 'Expenditures',
    singular: 'Expenditures',
  },
  testimonials: {
    schema: testimonialSchema,
    files: folder('testimonials', 'yaml'),
    sort: 'order',
    label: 'Testimonials',
    singular: 'Testimonial',
  },
  habits: { schema: habitSchema, files: list('habits.yaml'), label: 'Harmonizing habits', singular: 'Habits' },
  camps: { schema: campSchema, files: list('camps.json'), label: 'Free camps', singular: 'Camps' },
} as const satisfies Record<CollectionName, CollectionSpec>;

export type Registry = typeof REGISTRY;
export type { CollectionName };
export const COLLECTIONS = Object.keys(REGISTRY) as CollectionName[];

type NamesOf<T> = { [K in CollectionName]: Registry[K] extends T ? K : never }[CollectionName];
/** The collections kept as one-file lists. */
export type ListName = NamesOf<{ files: List }>;
/** The collections shown in an order of their own (not the Tamil side of another). */
export type ShownName = NamesOf<FolderCollection | ListCollection>;

/** The registry's entry for `name`, under its common type. */
export const spec = (name: CollectionName): CollectionSpec => REGISTRY[name];

/** The collection a translation is the Tamil side of (see TranslationCollection). */
export function original(name: CollectionName): CollectionName {
  const it = spec(name);
  if (!('translates' in it)) return name;
  if (!(it.translates in REGISTRY)) throw new Error(`${name} translates "${it.translates}", not a collection`);
  return it.translates as CollectionName;
}

/** The Tamil side of `name`, if it has one. */
export const translation = (name: CollectionName): CollectionName | undefined =>
  COLLECTIONS.find((other) => other !== name && original(other) === name);

/** Where the CMS uploads a collection's pictures (a translation's are its original's). */
export function picturesDir(name: CollectionName): string {
  const it = spec(original(name));
  return `${PICTURES_DIR}/${('pictures' in it && it.pictures) || original(name)}`;
}
