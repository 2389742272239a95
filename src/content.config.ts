/**
 * Content collections: the files editors change (src/content/**) and the schemas they must satisfy
 * (src/content/schemas/). A broken entry fails `astro build` with the collection, the entry and the field.
 */
import { defineCollection, reference } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import type { BaseSchema } from 'astro/content/config';
import { strictFile as file } from './content/loaders';
import * as s from './content/schemas';
import type { ReferenceFn, SchemaHelpers } from './content/schemas';

/** A collection whose schema gets Astro's image() and reference() helpers. */
const collection = <S extends BaseSchema>(loader: Loader, schema: (helpers: SchemaHelpers) => S) =>
  defineCollection({
    loader,
    schema: ({ image }) => schema({ image, reference: reference as unknown as ReferenceFn }),
  });

/** One Markdown or YAML file per entry, named after the entry (the file name is its id). */
const folder = (name: string, ext: 'md' | 'yaml') => glob({ pattern: `*.${ext}`, base: `./src/content/${name}` });

export const collections = {
  therapies: collection(folder('therapies', 'md'), s.therapySchema),
  /* The Tamil article of each therapy: src/content/therapies/ta/<same file name>.md */
  therapiesTa: collection(folder('therapies/ta', 'md'), s.therapyTamilSchema),
  services: collection(folder('services', 'yaml'), s.serviceSchema),
  trustees: collection(folder('trustees', 'yaml'), s.trusteeSchema),
  events: collection(folder('events', 'yaml'), s.eventSchema),
  galleries: collection(folder('galleries', 'yaml'), s.gallerySchema),
  properties: collection(folder('properties', 'yaml'), s.propertySchema),
  testimonials: collection(folder('testimonials', 'yaml'), s.testimonialSchema),
  /* Short lists: one YAML file each, entries in the order they are shown. */
  tours: collection(file('src/content/tours.yaml'), s.tourSchema),
  webServices: collection(file('src/content/webdesign/services.yaml'), s.webServiceSchema),
  faq: collection(file('src/content/webdesign/faq.yaml'), s.faqSchema),
  showcase: collection(file('src/content/webdesign/showcase.yaml'), s.showcaseSchema),
  plans: collection(file('src/content/webdesign/plans.yaml'), s.planSchema),
  technologies: collection(file('src/content/webdesign/technologies.yaml'), s.technologySchema),
  testing: collection(file('src/content/testing.yaml'), s.testingSchema),
  construction: collection(file('src/content/construction.yaml'), s.constructionSchema),
  expenditures: collection(file('src/content/expenditures.yaml'), s.expenditureSchema),
  habits: collection(file('src/content/habits.yaml'), s.habitSchema),
};
