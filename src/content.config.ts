/**
 * Content collections: the files editors change (src/content/**) and the schemas they must satisfy
 * (src/content/schemas/). A broken entry fails `astro build` with the collection, the entry and the field.
 */
import { defineCollection, reference } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import type { BaseSchema } from 'astro/content/config';
import { strictFile as file } from './content/loaders';
import { LOCATIONS } from './content/locations';
import * as s from './content/schemas';
import type { ReferenceFn, SchemaHelpers } from './content/schemas';

/** A collection whose schema gets Astro's image() and reference() helpers. */
const collection = <S extends BaseSchema>(loader: Loader, schema: (helpers: SchemaHelpers) => S) =>
  defineCollection({
    loader,
    schema: ({ image }) => schema({ image, reference: reference as unknown as ReferenceFn }),
  });

/** Where the collection's files are (./content/locations.ts, shared with the browser CMS). */
const at = (name: keyof typeof LOCATIONS): Loader => {
  const where = LOCATIONS[name];
  return where.kind === 'folder' ? glob({ pattern: `*.${where.ext}`, base: `./${where.dir}` }) : file(where.file);
};

export const collections = {
  therapies: collection(at('therapies'), s.therapySchema),
  therapiesTa: collection(at('therapiesTa'), s.therapyTamilSchema),
  services: collection(at('services'), s.serviceSchema),
  trustees: collection(at('trustees'), s.trusteeSchema),
  events: collection(at('events'), s.eventSchema),
  galleries: collection(at('galleries'), s.gallerySchema),
  properties: collection(at('properties'), s.propertySchema),
  testimonials: collection(at('testimonials'), s.testimonialSchema),
  tours: collection(at('tours'), s.tourSchema),
  webServices: collection(at('webServices'), s.webServiceSchema),
  faq: collection(at('faq'), s.faqSchema),
  showcase: collection(at('showcase'), s.showcaseSchema),
  plans: collection(at('plans'), s.planSchema),
  technologies: collection(at('technologies'), s.technologySchema),
  testing: collection(at('testing'), s.testingSchema),
  construction: collection(at('construction'), s.constructionSchema),
  expenditures: collection(at('expenditures'), s.expenditureSchema),
  habits: collection(at('habits'), s.habitSchema),
};
