/**
 * Read the content collections in the order editors set (src/content/registry.ts says which), in one language, and check what a schema cannot
 * see on its own: references that point at an existing entry, unique `order` values, a "Read More" body for
 * every therapy and a Tamil article for each. Each failure names the file and the field.
 *
 * Every getter takes the page's language and hands back entries whose `data` holds that language's texts
 * (see src/lib/localized.ts): components never pick a language field themselves.
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { spec, type ListName, type ShownName } from './registry';
import { POSITION } from './schemas/fields';
import { inLocale, type InLocale } from '../lib/localized';
import type { Locale } from '../lib/locale';

/** An entry with its texts in one language. */
export type Entry<C extends CollectionKey> = Omit<CollectionEntry<C>, 'data'> & {
  data: InLocale<CollectionEntry<C>['data']>;
};

function localized<C extends CollectionKey>(entries: CollectionEntry<C>[], locale: Locale): Entry<C>[] {
  return entries.map((e) => ({ ...e, data: inLocale(e.data, locale) }) as Entry<C>);
}

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

/**
 * A collection's entries, at least one, in the order the registry gives it (`sort`): by their `order`
 * field, newest `date` first, or (a one-file list) as written in the file (see src/content/loaders.ts).
 */
async function ordered<C extends ShownName>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = nonEmpty((await getCollection(collection)) as CollectionEntry<C>[], collection);
  const it = spec(collection);
  const data = (e: CollectionEntry<C>) => e.data as unknown as Record<string, unknown>;
  if (it.files.kind === 'list') {
    return [...entries].sort((a, b) => (data(a)[POSITION] as number) - (data(b)[POSITION] as number));
  }
  if ('sort' in it && it.sort === 'newest') {
    return [...entries].sort((a, b) => (data(b).date as string).localeCompare(data(a).date as string));
  }
  return byOrder(entries as unknown as Ordered[], collection) as unknown as CollectionEntry<C>[];
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

/** A therapy in one language: its data, and the entry whose Markdown body is the "Read More" text. */
export interface Therapy {
  id: string;
  data: { title: string; order: number; summary: string; images: { src: ImageMetadata; alt: string }[] };
  /** The entry to `render()` for the body: the English file (therapies/en/), or its Tamil one (therapies/ta/). */
  article: CollectionEntry<'therapies'> | CollectionEntry<'therapiesTa'>;
}

function checkBody(entry: { id: string; filePath?: string; body?: string }): void {
  if (!entry.body || entry.body.trim().length < 40) {
    throw new Error(
      `${where(entry)} → body: write the "Read More" text below the front matter (at least 40 characters)`,
    );
  }
}

export async function getTherapies(locale: Locale): Promise<Therapy[]> {
  const all = await ordered('therapies');
  const tamil = new Map((await getCollection('therapiesTa')).map((t) => [t.id, t]));
  for (const t of all) {
    checkBody(t);
    const ta = tamil.get(t.id);
    if (!ta) {
      throw new Error(
        `${where(t)} has no Tamil article: create src/content/therapies/ta/${t.id}.md (title, summary, images and the Tamil text)`,
      );
    }
    checkBody(ta);
    ta.data.images.forEach((img, n) => {
      if (img.src.src !== t.data.images[n]?.src.src) {
        throw new Error(
          `${where(ta)} → images.${n}.src: the Tamil article shows the English file's pictures; write the same src as images.${n} of ${where(t)}`,
        );
      }
    });
  }
  for (const ta of tamil.values()) {
    if (!all.some((t) => t.id === ta.id)) {
      throw new Error(`${where(ta)} has no English article src/content/therapies/en/${ta.id}.md: rename or remove it`);
    }
  }
  return all.map((t) => {
    if (locale === 'en') return { id: t.id, data: t.data, article: t };
    const ta = tamil.get(t.id)!;
    return {
      id: t.id,
      data: {
        ...t.data,
        title: ta.data.title,
        summary: ta.data.summary,
        images: t.data.images.map((img, n) => ({ ...img, alt: ta.data.images[n]!.alt })),
      },
      article: ta,
    };
  });
}

export const getServices = async (locale: Locale) => localized<'services'>(await ordered('services'), locale);
export const getTrustees = async (locale: Locale) => localized<'trustees'>(await ordered('trustees'), locale);
export const getProperties = async (locale: Locale) => localized<'properties'>(await ordered('properties'), locale);

/** The events, newest first. */
export const getPastEvents = async (locale: Locale): Promise<Entry<'events'>[]> =>
  localized<'events'>(await ordered('events'), locale);

export async function getGalleries(locale: Locale) {
  const all = await ordered('galleries');
  return Promise.all(
    localized<'galleries'>(all, locale).map(async (g) => ({
      ...g,
      event: localized<'events'>([await resolve(g.data.event, 'events', g, 'event')], locale)[0]!,
    })),
  );
}

export async function getTestimonials(locale: Locale) {
  const all = await ordered('testimonials');
  const therapies = await getTherapies(locale);
  return Promise.all(
    localized<'testimonials'>(all, locale).map(async (t) => {
      const ref = t.data.therapy ? await resolve(t.data.therapy, 'therapies', t, 'therapy') : undefined;
      return { ...t, therapy: ref ? therapies.find((th) => th.id === ref.id) : undefined };
    }),
  );
}

/** Lists kept in one YAML file are shown in the order they are written (see src/content/loaders.ts). */
export const getList = async <C extends ListName>(collection: C, locale: Locale): Promise<Entry<C>[]> =>
  localized<C>(await ordered(collection), locale);
