/**
 * Content collections: the files editors change (src/content/**) and the schemas they must satisfy, one
 * collection for each entry of src/content/registry.ts (shared with the browser CMS). A broken entry fails
 * `astro build` with the collection, the entry and the field.
 */
import { defineCollection, reference } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import type { BaseSchema } from 'astro/content/config';
import { strictFile as file } from './content/loaders';
import { COLLECTIONS, REGISTRY, type CollectionName, type Registry } from './content/registry';
import type { SchemaHelpers } from './content/schemas';

/** A collection whose schema gets Astro's image() and reference() helpers. */
const collection = <S extends BaseSchema>(loader: Loader, schema: (helpers: SchemaHelpers) => S) =>
  defineCollection({
    loader,
    schema: ({ image }) => schema({ image, reference }),
  });

/** Where the collection's files are: a folder of entries, or a one-file list. */
const at = (name: CollectionName): Loader => {
  const where = REGISTRY[name].files;
  return where.kind === 'folder' ? glob({ pattern: `*.${where.ext}`, base: `./${where.dir}` }) : file(where.file);
};

/** Each collection with its own schema's type (what `getCollection()` hands back). */
type Schema<K extends CollectionName> = ReturnType<Registry[K]['schema']>;
type Collections = {
  [K in CollectionName]: Schema<K> extends BaseSchema ? ReturnType<typeof collection<Schema<K>>> : never;
};

export const collections = Object.fromEntries(
  COLLECTIONS.map((name) => [name, collection(at(name), REGISTRY[name].schema as (h: SchemaHelpers) => BaseSchema)]),
) as Collections;
