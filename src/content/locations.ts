/**
 * Where each content collection's files are: read by src/content.config.ts (the build) and src/cms/config.ts
 * (the browser CMS), so both always edit and validate the same files. Paths are from the project root.
 */
import type { CollectionName } from './schemas/fields';

export type Location =
  /** One file per entry, named after it (the file name is the entry's id). */
  | { kind: 'folder'; dir: string; ext: 'md' | 'yaml' }
  /** One YAML file whose `items:` list holds the entries, in the order they are shown. */
  | { kind: 'list'; file: string };

const folder = (dir: string, ext: 'md' | 'yaml'): Location => ({ kind: 'folder', dir: `src/content/${dir}`, ext });
const list = (file: string): Location => ({ kind: 'list', file: `src/content/${file}` });

export const LOCATIONS: Record<CollectionName, Location> = {
  // Each therapy's English article and, under the same file name, its Tamil one (the CMS edits them side by side).
  therapies: folder('therapies/en', 'md'),
  therapiesTa: folder('therapies/ta', 'md'),
  services: folder('services', 'yaml'),
  trustees: folder('trustees', 'yaml'),
  events: folder('events', 'yaml'),
  galleries: folder('galleries', 'yaml'),
  properties: folder('properties', 'yaml'),
  testimonials: folder('testimonials', 'yaml'),
  tours: list('tours.yaml'),
  webServices: list('webdesign/services.yaml'),
  faq: list('webdesign/faq.yaml'),
  showcase: list('webdesign/showcase.yaml'),
  plans: list('webdesign/plans.yaml'),
  technologies: list('webdesign/technologies.yaml'),
  testing: list('testing.yaml'),
  construction: list('construction.yaml'),
  expenditures: list('expenditures.yaml'),
  habits: list('habits.yaml'),
};

/** The key of the list in a one-file collection (`items:`): the CMS edits a file's fields, not a bare list. */
export const LIST_KEY = 'items';
