/**
 * Read the content collections in the order editors set, and check what a schema cannot see on its own:
 * references that point at an existing entry, unique `order` values, and a "Read More" body for every
 * therapy. Each failure names the file and the field.
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { POSITION } from './schemas';

type Ordered = { id: string; filePath?: string; data: { order: number } };

function where(entry: { id: string; filePath?: string }): string {
  return entry.filePath ?? entry.id;
}

function byOrder<T extends Ordered>(entries: T[], collection: string): T[] {
  const seen = new Map<number, T>();
  for (const e of entries) {
    const other = seen.get(e.data.order);
    if (other) {
      throw new Error(
        `${collection}: ${where(e)} → order: ${e.data.order} is also used by ${where(other)}; each entry needs its own position`,
      );
    }
    seen.set(e.data.order, e);
  }
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

function nonEmpty<T>(entries: T[], collection: string): T[] {
  if (entries.length === 0)
    throw new Error(`${collection}: the collection is empty; the page needs at least one entry`);
  return entries;
}

/** Resolve a reference, failing with the file and field when it points nowhere. */
export async function resolve<C extends CollectionKey>(
  ref: { collection: string; id: string },
  collection: C,
  from: { id: string; filePath?: string },
  field: string,
): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(collection, ref.id)) as CollectionEntry<C> | undefined;
  if (!entry) {
    throw new Error(`${where(from)} → ${field}: "${ref.id}" is not an entry of ${collection} (check the file name)`);
  }
  return entry;
}

export async function getTherapies(): Promise<CollectionEntry<'therapies'>[]> {
  const all = byOrder(nonEmpty(await getCollection('therapies'), 'therapies'), 'therapies');
  for (const t of all) {
    if (!t.body || t.body.trim().length < 40) {
      throw new Error(`${where(t)} → body: write the "Read More" text below the front matter (at least 40 characters)`);
    }
  }
  return all;
}

export const getServices = async () => byOrder(nonEmpty(await getCollection('services'), 'services'), 'services');
export const getTrustees = async () => byOrder(nonEmpty(await getCollection('trustees'), 'trustees'), 'trustees');
export const getProperties = async () =>
  byOrder(nonEmpty(await getCollection('properties'), 'properties'), 'properties');

export async function getPastEvents(): Promise<CollectionEntry<'events'>[]> {
  const all = nonEmpty(await getCollection('events'), 'events');
  return all.sort((a, b) => b.data.date.localeCompare(a.data.date));
}

export async function getGalleries() {
  const all = byOrder(nonEmpty(await getCollection('galleries'), 'galleries'), 'galleries');
  return Promise.all(all.map(async (g) => ({ ...g, event: await resolve(g.data.event, 'events', g, 'event') })));
}

export async function getTestimonials() {
  const all = byOrder(nonEmpty(await getCollection('testimonials'), 'testimonials'), 'testimonials');
  return Promise.all(
    all.map(async (t) => ({
      ...t,
      therapy: t.data.therapy ? await resolve(t.data.therapy, 'therapies', t, 'therapy') : undefined,
    })),
  );
}

type ListCollection =
  | 'tours'
  | 'webServices'
  | 'faq'
  | 'showcase'
  | 'plans'
  | 'technologies'
  | 'testing'
  | 'construction'
  | 'expenditures'
  | 'habits';

/** Lists kept in one YAML file are shown in the order they are written (see src/content/loaders.ts). */
export async function getList<C extends ListCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = nonEmpty((await getCollection(collection)) as CollectionEntry<C>[], collection);
  const position = (e: CollectionEntry<C>) => (e.data as unknown as Record<string, unknown>)[POSITION] as number;
  return [...entries].sort((a, b) => position(a) - position(b));
}
