/**
 * The files editors own pass their content schemas (with image paths that exist): every collection's
 * entries, in the expected numbers, each therapy with its Tamil article.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { listItems } from '../../src/content/loaders';
import type { z } from 'astro/zod';
import * as s from '../../src/content/schemas';
import type { SchemaHelpers } from '../../src/content/schemas';
import { CONTENT, helpers } from '../helpers/content-schemas';

/* Astro reads Markdown front matter with js-yaml (a dependency of Astro; it ships no types, hence the require). */
const jsYaml = createRequire(import.meta.url)('js-yaml') as { load(source: string): unknown };

/** The front matter (parsed with js-yaml, as Astro does) and the Markdown body of a .md file. */
function frontMatter(file: string): { data: unknown; body: string } {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  return { data: jsYaml.load(match[1]!), body: match[2]! };
}

const folder = (name: string, ext: string) =>
  readdirSync(join(CONTENT, name))
    .filter((f) => f.endsWith(ext))
    .map((f) => join(CONTENT, name, f));

describe("the editors' content files pass their schemas", () => {
  it('15 therapies, each with a Read More body, unique order 1–15', () => {
    const files = folder('therapies/en', '.md');
    expect(files).toHaveLength(15);
    const orders = files.map((f) => {
      const { data, body } = frontMatter(f);
      const parsed = s.explain(s.therapySchema(helpers(f)), data, f);
      expect(body.trim().length, f).toBeGreaterThan(40);
      return parsed.order;
    });
    expect(orders.sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('every therapy has its Tamil article (therapies/ta/, same file name), with a Tamil Read More body', () => {
    const english = folder('therapies/en', '.md').map((f) => basename(f));
    const tamil = folder('therapies/ta', '.md').map((f) => basename(f));
    expect(
      english.filter((n) => !tamil.includes(n)),
      'English therapies without a Tamil file',
    ).toEqual([]);
    expect(
      tamil.filter((n) => !english.includes(n)),
      'Tamil files without an English therapy',
    ).toEqual([]);
    expect(tamil).toHaveLength(15);
    for (const name of tamil) {
      const f = join(CONTENT, 'therapies/ta', name);
      const { data, body } = frontMatter(f);
      const parsed = s.explain(s.therapyTamilSchema(helpers(f)), data, f);
      const english = frontMatter(join(CONTENT, 'therapies/en', name)).data as { images: { src: string }[] };
      expect(
        parsed.images.map((i) => i.src),
        f,
      ).toEqual(english.images.map((i) => i.src));
      expect(body.trim().length, f).toBeGreaterThan(40);
    }
  });

  it.each([
    ['services', s.serviceSchema, 16],
    ['trustees', s.trusteeSchema, 7],
    ['events', s.eventSchema, 2],
    ['galleries', s.gallerySchema, 2],
    ['properties', s.propertySchema, 9],
    ['testimonials', s.testimonialSchema, 2],
  ] as const)('%s', (name, schema, count) => {
    const files = folder(name, '.yaml');
    expect(files).toHaveLength(count);
    for (const f of files)
      s.explain((schema as (h: SchemaHelpers) => z.ZodType)(helpers(f)), parseYaml(readFileSync(f, 'utf8')), f);
  });

  it('properties: buy 6 (4 listed, with the spec areas and sizes), rent 3', () => {
    const all = folder('properties', '.yaml').map((f) =>
      s.propertySchema(helpers(f)).parse(parseYaml(readFileSync(f, 'utf8'))),
    );
    expect(all.filter((p) => p.deal === 'buy')).toHaveLength(6);
    expect(all.filter((p) => p.deal === 'rent')).toHaveLength(3);
    const listed = all.filter((p) => p.featured).map((p) => `${p.area} ${p.bedrooms} ${p.type} ${p.sizeSqFt}`);
    expect(listed.sort()).toEqual([
      'Chennai 2BHK Apartment 1200',
      'Dindigul 3BHK House 1800',
      'Kallakurichi 2BHK Villa 1500',
      'Kodaikanal 3BHK Villa 2000',
    ]);
    expect(all.every((p) => p.price?.en === 'On Call')).toBe(true);
  });

  it.each([
    ['tours.yaml', s.tourSchema, 10],
    ['webdesign/services.yaml', s.webServiceSchema, 3],
    ['webdesign/faq.yaml', s.faqSchema, 5],
    ['webdesign/showcase.yaml', s.showcaseSchema, 6],
    ['webdesign/plans.yaml', s.planSchema, 3],
    ['webdesign/technologies.yaml', s.technologySchema, 6],
    ['testing.yaml', s.testingSchema, 12],
    ['construction.yaml', s.constructionSchema, 13],
    ['expenditures.yaml', s.expenditureSchema, 4],
    ['habits.yaml', s.habitSchema, 12],
  ] as const)('%s', (name, factory, count) => {
    const file = join(CONTENT, name);
    const items = listItems(readFileSync(file, 'utf8'));
    expect(items).toHaveLength(count);
    const schema = (factory as (h: SchemaHelpers) => z.ZodType)(helpers(file));
    const ids = items.map((item, i) => (s.explain(schema, item, `${file} #${i + 1}`) as { id: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tours: 4 destinations and 6 travel moments; habits: 12 blocks from 05–07 am covering the day', () => {
    const tours = listItems(readFileSync(join(CONTENT, 'tours.yaml'), 'utf8')) as unknown as {
      kind: string;
      title: { en: string; ta: string };
    }[];
    expect(tours.filter((t) => t.kind === 'destination').map((t) => t.title.en)).toEqual([
      'Kodaikanal',
      'Ooty',
      'Munnar',
      'Alleppey',
    ]);
    expect(tours.filter((t) => t.kind === 'moment').map((t) => t.title.en)).toEqual([
      'Wayanad',
      'Alleppey',
      'Coonoor',
      'Kutralam',
      'Yercaud',
      'Valparai',
    ]);
    const habits = listItems(readFileSync(join(CONTENT, 'habits.yaml'), 'utf8')) as unknown as {
      startHour: number;
      label: { en: string; ta: string };
    }[];
    expect(habits.map((h) => h.startHour)).toEqual([5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 1, 3]);
    expect(habits[0]!.label.en).toBe('05–07 am');
  });

  it('showcase: 6 samples across the three categories', () => {
    const items = listItems(readFileSync(join(CONTENT, 'webdesign/showcase.yaml'), 'utf8')) as unknown as {
      category: string;
    }[];
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(s.WEB_CATEGORIES));
  });
});
