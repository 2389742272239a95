/**
 * The shape of every editor-owned content file, one module per collection; src/content/registry.ts binds
 * them to their collections and files. Each field is described (`.describe()`) for editors where it is
 * declared.
 */
export { TAMIL_STRETCH, explain } from '../../lib/editor-data';
export { ICONS, POSITION, type IconName, type ImageFn, type ReferenceFn, type SchemaHelpers } from './fields';
export { therapySchema, therapyTamilSchema } from './therapies';
export { serviceSchema } from './services';
export { trusteeSchema } from './trustees';
export { eventSchema } from './events';
export { gallerySchema } from './galleries';
export { PROPERTY_AREAS, PROPERTY_DEALS, PROPERTY_TYPES, propertySchema } from './properties';
export { tourSchema } from './tours';
export {
  WEB_CATEGORIES,
  type WebCategory,
  faqSchema,
  planSchema,
  showcaseSchema,
  technologySchema,
  webServiceSchema,
} from './webdesign';
export { testingSchema } from './testing';
export { constructionSchema } from './construction';
export { expenditureSchema } from './expenditures';
export { testimonialSchema } from './testimonials';
export { habitSchema } from './habits';
export { campSchema } from './camps';
export { copySchema, missingKeys } from './microcopy';
