/**
 * The browser CMS's configuration (Decap CMS, served at /admin/content/), made from the same collections the
 * build validates with: src/content/registry.ts (schemas, files, names, pictures' folders) for the
 * collections, src/lib/site.ts for the site settings and navigation. `npm run build` writes it to
 * dist/admin/content/config.yml; `astro dev` serves it (src/cms/integration.ts).
 */
import { posix } from 'node:path';
import { z } from 'astro/zod';
import {
  COLLECTIONS,
  LIST_KEY,
  picturesDir,
  PICTURES_DIR,
  spec,
  translation,
  type CollectionName,
  type CollectionSpec,
  type Folder,
} from '../content/registry';
import type { SchemaHelpers } from '../content/schemas';
import { legalSchema } from '../content/schemas/legal';
import { navigationSchema, siteSchema } from '../lib/site';
import { humanize, objectFields, type CmsField, type Markers } from './fields';

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

/**
 * A Markdown file's body. Its preview is HTML made from what the file says, shown in the editor's browser
 * (beside the backend that reads and writes the working tree): `sanitize_preview` runs it through Decap's
 * DOMPurify, so a <script>, an onerror= or a javascript: link in a content file never runs there. Decap 3
 * defaults to it; said here so no upgrade or edit turns it off unnoticed (tests/unit/cms-config.test.ts).
 */
const markdownBody = (label: string, options: Partial<CmsField> = {}): CmsField => ({
  name: 'body',
  label,
  widget: 'markdown',
  sanitize_preview: true,
  ...options,
});

/** The fields of one collection's entries, from its schema (and a Markdown body for .md files). */
export function collectionFields(name: CollectionName): CmsField[] {
  const { helpers, markers } = cmsHelpers();
  const { schema, files } = spec(name);
  const fields = objectFields(schema(helpers), markers);
  if (files.kind === 'folder' && files.ext === 'md') {
    fields.push(markdownBody('Article (Markdown)', { required: false }));
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
 * An English collection and its Tamil side (the therapies: therapies/en/ and therapies/ta/, same file name)
 * as one entry in two languages, edited side by side (Decap's i18n, multiple_folders). Texts are per language
 * with each language's limits (the `localized` widget picks them by the pane's language); what only the
 * English schema has (the order) is set in English only; the pictures are the English file's, copied into the
 * Tamil file with Tamil alt texts.
 */
function bilingualFields(name: CollectionName, tamilSide: CollectionName): CmsField[] {
  const { helpers, markers } = cmsHelpers();
  const en = objectFields(spec(name).schema(helpers), markers);
  const ta = objectFields(spec(tamilSide).schema(helpers), markers);
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
  const { files } = spec(name);
  if (files.kind === 'folder' && files.ext === 'md') {
    fields.push(markdownBody('Article (Markdown)', { i18n: true }));
  }
  return linkReferences(fields);
}

/** The CMS's collection for a registry entry (a Tamil side is edited with its English collection). */
function collection(name: CollectionName, it: Exclude<CollectionSpec, { translates: string }>) {
  const { label, singular, files } = it;
  const media = (dir: string) => ({
    media_folder: `/${picturesDir(name)}`,
    public_folder: posix.relative(dir, picturesDir(name)),
  });
  if (files.kind === 'list') {
    const fields = linkReferences(collectionFields(name));
    return {
      name,
      label,
      files: [
        {
          name,
          label: singular,
          file: files.file,
          ...media(posix.dirname(files.file)),
          fields: [{ name: LIST_KEY, label: 'Entries (shown in this order)', widget: 'list', fields }],
        },
      ],
    };
  }
  const tamil = translation(name);
  const fields = tamil ? bilingualFields(name, tamil) : linkReferences(collectionFields(name));
  const id = identifier(fields);
  const byOrder = 'sort' in it && it.sort === 'order';
  if (byOrder && !fields.some((f) => f.name === 'order')) {
    throw new Error(`${name} is shown by its order field, but its schema has none`);
  }
  return {
    name,
    label,
    label_singular: singular,
    folder: tamil ? languagesFolder(files, spec(tamil).files as Folder) : files.dir,
    ...(tamil ? { i18n: true } : {}),
    extension: files.ext,
    format: files.ext === 'md' ? 'frontmatter' : 'yaml',
    create: true,
    slug: '{{slug}}',
    identifier_field: id,
    summary: `{{${id}}}`,
    ...(byOrder ? { sortable_fields: ['order', id] } : {}),
    ...media(files.dir),
    fields,
  };
}

/** The folder holding an English collection's en/ and its Tamil side's ta/ (Decap's multiple_folders). */
function languagesFolder(english: Folder, tamil: Folder): string {
  const folder = posix.dirname(english.dir);
  if (english.dir !== `${folder}/en` || tamil.dir !== `${folder}/ta`) {
    throw new Error(`${english.dir} and ${tamil.dir} must be the en/ and ta/ folders of one folder`);
  }
  return folder;
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
      fields: [...objectFields(legalSchema, markers), markdownBody('Text (Markdown)')],
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
    media_folder: PICTURES_DIR,
    public_folder: `/${PICTURES_DIR}`,
    editor: { preview: true },
    // Only the therapies use Decap's languages (one entry, two files); every other text is a { en, ta } pair.
    i18n: { structure: 'multiple_folders', locales: ['en', 'ta'], default_locale: 'en' },
    collections: [
      ...COLLECTIONS.flatMap((name) => {
        const it = spec(name);
        return 'translates' in it ? [] : [collection(name, it)];
      }),
      ...settings(),
    ],
  };
}

export { humanize };
