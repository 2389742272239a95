/**
 * Content collections: the files editors change (src/content/**) and the schemas they must satisfy
 * (src/content/schemas.ts). A broken entry fails `astro build` with the collection, the entry and the field.
 */
import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { strictFile as file } from './content/loaders';
import * as s from './content/schemas';
import type { ImageFn, ReferenceFn, SchemaHelpers } from './content/schemas';

const helpers = (image: ImageFn): SchemaHelpers => ({ image, reference: reference as unknown as ReferenceFn });

/** One Markdown or YAML file per entry, named after the entry (the file name is its id). */
const folder = (name: string, ext: 'md' | 'yaml') => glob({ pattern: `*.${ext}`, base: `./src/content/${name}` });

export const collections = {
  therapies: defineCollection({
    loader: folder('therapies', 'md'),
    schema: ({ image }) => s.therapySchema(helpers(image)),
  }),
  /* The Tamil article of each therapy: src/content/therapies/ta/<same file name>.md */
  therapiesTa: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/therapies/ta' }),
    schema: s.therapyTamilSchema(),
  }),
  services: defineCollection({
    loader: folder('services', 'yaml'),
    schema: ({ image }) => s.serviceSchema(helpers(image)),
  }),
  trustees: defineCollection({
    loader: folder('trustees', 'yaml'),
    schema: ({ image }) => s.trusteeSchema(helpers(image)),
  }),
  events: defineCollection({
    loader: folder('events', 'yaml'),
    schema: ({ image }) => s.eventSchema(helpers(image)),
  }),
  galleries: defineCollection({
    loader: folder('galleries', 'yaml'),
    schema: ({ image }) => s.gallerySchema(helpers(image)),
  }),
  properties: defineCollection({
    loader: folder('properties', 'yaml'),
    schema: ({ image }) => s.propertySchema(helpers(image)),
  }),
  testimonials: defineCollection({
    loader: folder('testimonials', 'yaml'),
    schema: ({ image }) => s.testimonialSchema(helpers(image)),
  }),
  /* Short lists: one YAML file each, entries in the order they are shown. */
  tours: defineCollection({
    loader: file('src/content/tours.yaml'),
    schema: ({ image }) => s.tourSchema(helpers(image)),
  }),
  webServices: defineCollection({
    loader: file('src/content/webdesign/services.yaml'),
    schema: s.webServiceSchema(),
  }),
  faq: defineCollection({
    loader: file('src/content/webdesign/faq.yaml'),
    schema: s.faqSchema(),
  }),
  showcase: defineCollection({
    loader: file('src/content/webdesign/showcase.yaml'),
    schema: ({ image }) => s.showcaseSchema(helpers(image)),
  }),
  plans: defineCollection({
    loader: file('src/content/webdesign/plans.yaml'),
    schema: s.planSchema(),
  }),
  technologies: defineCollection({
    loader: file('src/content/webdesign/technologies.yaml'),
    schema: ({ image }) => s.technologySchema(helpers(image)),
  }),
  testing: defineCollection({
    loader: file('src/content/testing.yaml'),
    schema: ({ image }) => s.testingSchema(helpers(image)),
  }),
  construction: defineCollection({
    loader: file('src/content/construction.yaml'),
    schema: ({ image }) => s.constructionSchema(helpers(image)),
  }),
  expenditures: defineCollection({
    loader: file('src/content/expenditures.yaml'),
    schema: ({ image }) => s.expenditureSchema(helpers(image)),
  }),
  habits: defineCollection({
    loader: file('src/content/habits.yaml'),
    schema: s.habitSchema(),
  }),
};
