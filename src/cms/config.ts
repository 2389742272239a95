/**
 * The browser CMS's configuration (Decap CMS, served at /admin/content/), made from the same schemas and file
 * locations the build validates with: src/content/schemas/ + src/content/locations.ts for the collections,
 * src/lib/site.ts for the site settings and navigation. `npm run build` writes it to
 * dist/admin/content/config.yml; `astro dev` serves it (src/cms/integration.ts).
 */
import { posix } from 'node:path';
import { z } from 'astro/zod';
import type { $ZodType } from 'zod/v4/core';
import { LIST_KEY, LOCATIONS, type Location } from '../content/locations';
import * as s from '../content/schemas';
import type { CollectionName, SchemaHelpers } from '../content/schemas';
import { legalSchema } from '../content/schemas/legal';
import { navigationSchema, siteSchema } from '../lib/site';
import { humanize, objectFields, type CmsField, type Markers } from './fields';

/** Which schema each collection is checked with (as in src/content.config.ts). */
export const SCHEMAS: Record<CollectionName, (helpers: SchemaHelpers) => $ZodType> = {
  therapies: s.therapySchema,
  therapiesTa: s.therapyTamilSchema,
  services: s.serviceSchema,
  trustees: s.trusteeSchema,
  events: s.eventSchema,
  galleries: s.gallerySchema,
  properties: s.propertySchema,
  testimonials: s.testimonialSchema,
  tours: s.tourSchema,
  webServices: s.webServiceSchema,
  faq: s.faqSchema,
  showcase: s.showcaseSchema,
  plans: s.planSchema,
  technologies: s.technologySchema,
  testing: s.testingSchema,
  construction: s.constructionSchema,
  expenditures: s.expenditureSchema,
  habits: s.habitSchema,
};

/** Names editors see in the CMS's sidebar. */
const LABELS: Record<CollectionName, { label: string; singular: string }> = {
  therapies: { label: 'Therapies', singular: 'Therapy' },
  // Edited with the English article, as its Tamil side (see therapies() below).
  therapiesTa: { label: 'Therapies', singular: 'Therapy' },
  services: { label: 'Services', singular: 'Service' },
  trustees: { label: 'Trustees', singular: 'Trustee' },
  events: { label: 'Events', singular: 'Event' },
  galleries: { label: 'Galleries', singular: 'Gallery' },
  properties: { label: 'Properties', singular: 'Property' },
  testimonials: { label: 'Testimonials', singular: 'Testimonial' },
  tours: { label: 'Tours', singular: 'Tours' },
  webServices: { label: 'Web design: services', singular: 'Web design services' },
  faq: { label: 'Web design: FAQ', singular: 'FAQ' },
  showcase: { label: 'Web design: showcase', singular: 'Showcase' },
  plans: { label: 'Web design: plans', singular: 'Plans' },
  technologies: { label: 'Web design: technologies', singular: 'Technologies' },
  testing: { label: 'Testing', singular: 'Testing' },
  construction: { label: 'Construction', singular: 'Construction' },
  expenditures: { label: 'Expenditures', singular: 'Expenditures' },
  habits: { label: 'Harmonizing habits', singular: 'Habits' },
};

/** Pictures of a collection live in src/assets/content/<folder>/ (the build makes AVIF and WebP copies). */
const MEDIA: Partial<Record<CollectionName, string>> = {
  webServices: 'webdesign',
  faq: 'webdesign',
  showcase: 'webdesign',
  plans: 'webdesign',
  technologies: 'webdesign',
  therapiesTa: 'therapies',
};
const mediaDir = (name: CollectionName) => `src/assets/content/${MEDIA[name] ?? name}`;

/** The schemas' image() and reference() as the CMS sees them: a picture file, an entry of a collection. */
function cmsHelpers(): { helpers: SchemaHelpers; markers: Markers } {
  const markers: Markers = { images: new WeakSet(), references: new WeakMap() };
  const helpers: SchemaHelpers = {
    image: (() => {
      const schema = z.string();
      markers.images.add(schema._zod.def);
      return schema;
    }) as unknown as SchemaHelpers['image'],
    reference: (collection) => {
      const schema = z.string();
      markers.references.set(schema._zod.def, collection);
      return schema as unknown as ReturnType<SchemaHelpers['reference']>;
    },
  };
  return { helpers, markers };
}

/** The schemas' helpers as the CMS config reads them (for tests that walk a schema beside its fields). */
export const helpersForTest = (): SchemaHelpers => cmsHelpers().helpers;

/** The fields of one collection's entries, from its schema (and a Markdown body for .md files). */
export function collectionFields(name: CollectionName): CmsField[] {
  const { helpers, markers } = cmsHelpers();
  const fields = objectFields(SCHEMAS[name](helpers), markers);
  const where = LOCATIONS[name];
  if (where.kind === 'folder' && where.ext === 'md') {
    fields.push({ name: 'body', label: 'Article (Markdown)', widget: 'markdown', required: false });
  }
  return fields;
}

/** The field an entry is named by in lists and slugs: its English title or name. */
function identifier(fields: CmsField[]): string {
  const named = fields.find((f) => f.name === 'title' || f.name === 'name');
  if (!named) throw new Error(`no title or name field among ${fields.map((f) => f.name).join(', ')}`);
  return named.widget === 'bilingual' ? `${named.name}.en` : named.name;
}

/** A reference to another collection is searched and shown by that collection's title. */
function linkReferences(fields: CmsField[]): CmsField[] {
  return fields.map((f) => {
    if (f.widget === 'relation') {
      const shown = identifier(collectionFields(f.collection as CollectionName));
      return { ...f, search_fields: [shown], display_fields: [shown] };
    }
    if (Array.isArray(f.fields)) return { ...f, fields: linkReferences(f.fields as CmsField[]) };
    return f;
  });
}

/**
 * The therapies: each English article (therapies/en/) and its Tamil one (therapies/ta/, same file name) as
 * one entry in two languages, edited side by side (Decap's i18n, multiple_folders). Texts are per language
 * with each language's limits (the `localized` widget picks them by the pane's language); the order is set
 * in English only; the pictures are the English file's, copied into the Tamil file with Tamil alt texts.
 */
function therapies() {
  const { helpers, markers } = cmsHelpers();
  const en = objectFields(SCHEMAS.therapies(helpers), markers);
  const ta = objectFields(SCHEMAS.therapiesTa(helpers), markers);
  const localize = (english: CmsField, tamil: CmsField | undefined): CmsField => {
    if (!tamil) return english; // English only (i18n none)
    if (english.widget === 'string' || english.widget === 'text') {
      const { pattern: _pattern, ...rest } = english;
      return {
        ...rest,
        widget: 'localized',
        i18n: true,
        multiline: english.widget === 'text',
        limits: { en: english.limits, ta: tamil.limits },
      };
    }
    if (english.widget === 'list' && Array.isArray(english.fields)) {
      const tamilFields = tamil.fields as CmsField[];
      return {
        ...english,
        i18n: true,
        fields: (english.fields as CmsField[]).map((f) => {
          const t = tamilFields.find((x) => x.name === f.name);
          return f.widget === 'image' ? { ...f, i18n: 'duplicate' } : localize(f, t);
        }),
      };
    }
    return { ...english, i18n: true };
  };
  const fields = en.map((f) =>
    localize(
      f,
      ta.find((t) => t.name === f.name),
    ),
  );
  fields.push({ name: 'body', label: 'Article (Markdown)', widget: 'markdown', i18n: true });
  const dir = LOCATIONS.therapies.kind === 'folder' ? LOCATIONS.therapies.dir : '';
  return {
    name: 'therapies',
    label: LABELS.therapies.label,
    label_singular: LABELS.therapies.singular,
    folder: posix.dirname(dir),
    i18n: true,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    sortable_fields: ['order', 'title'],
    media_folder: `/${mediaDir('therapies')}`,
    public_folder: posix.relative(dir, mediaDir('therapies')),
    fields,
  };
}

function collection(name: CollectionName) {
  if (name === 'therapies') return therapies();
  const where: Location = LOCATIONS[name];
  const fields = linkReferences(collectionFields(name));
  const { label, singular } = LABELS[name];
  const dir = where.kind === 'folder' ? where.dir : posix.dirname(where.file);
  const media = {
    media_folder: `/${mediaDir(name)}`,
    public_folder: posix.relative(dir, mediaDir(name)),
  };
  if (where.kind === 'folder') {
    const id = identifier(fields);
    return {
      name,
      label,
      label_singular: singular,
      folder: where.dir,
      extension: where.ext === 'md' ? 'md' : 'yaml',
      format: where.ext === 'md' ? 'frontmatter' : 'yaml',
      create: true,
      slug: '{{slug}}',
      identifier_field: id,
      summary: `{{${id}}}`,
      ...(fields.some((f) => f.name === 'order') ? { sortable_fields: ['order', id] } : {}),
      ...media,
      fields,
    };
  }
  return {
    name,
    label,
    files: [
      {
        name,
        label: singular,
        file: where.file,
        ...media,
        fields: [{ name: LIST_KEY, label: 'Entries (shown in this order)', widget: 'list', fields }],
      },
    ],
  };
}

/** The site settings, the navigation and the legal pages: one file each. */
function settings() {
  const { markers } = cmsHelpers();
  const legal = (page: 'privacy' | 'terms', locale: 'en' | 'ta') => {
    const file = `src/data/legal/${locale === 'en' ? '' : 'ta/'}${page}.md`;
    return {
      name: `${page}-${locale}`,
      label: `${page === 'privacy' ? 'Privacy Policy' : 'Terms & Conditions'} (${locale === 'en' ? 'English' : 'தமிழ்'})`,
      file,
      fields: [...objectFields(legalSchema, markers), { name: 'body', label: 'Text (Markdown)', widget: 'markdown' }],
    };
  };
  return [
    {
      name: 'settings',
      label: 'Site settings',
      editor: { preview: false },
      files: [
        { name: 'site', label: 'Site settings', file: 'src/data/site.json', fields: objectFields(siteSchema, markers) },
        {
          name: 'navigation',
          label: 'Navigation',
          file: 'src/data/navigation.json',
          fields: objectFields(navigationSchema, markers),
        },
      ],
    },
    {
      name: 'legal',
      label: 'Legal pages',
      files: [legal('privacy', 'en'), legal('privacy', 'ta'), legal('terms', 'en'), legal('terms', 'ta')],
    },
  ];
}

export interface CmsOptions {
  /** Edit the working tree through `decap-server` (npm run cms) instead of GitHub. */
  local: boolean;
  /** owner/name of the site's GitHub repository (production). */
  repo: string;
  branch: string;
  /** The public site, for "view live" links. */
  siteUrl: string;
}

/** The whole Decap configuration. */
export function cmsConfig(options: CmsOptions) {
  return {
    backend: options.local
      ? { name: 'proxy', proxy_url: '/admin/content/api/v1', branch: options.branch }
      : { name: 'github', repo: options.repo, branch: options.branch, base_url: 'https://api.netlify.com' },
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    locale: 'en',
    media_folder: 'src/assets/content',
    public_folder: '/src/assets/content',
    editor: { preview: true },
    // Only the therapies use Decap's languages (one entry, two files); every other text is a { en, ta } pair.
    i18n: { structure: 'multiple_folders', locales: ['en', 'ta'], default_locale: 'en' },
    collections: [...s.COLLECTIONS.filter((c) => c !== 'therapiesTa').map(collection), ...settings()],
  };
}

export { humanize };
