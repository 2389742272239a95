/**
 * The content schemas, without Astro: every collection rejects a broken entry with a message that names the
 * field and says what is wrong, and every file editors own passes its schema (with image paths that exist).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'astro/zod';
import * as s from '../../src/content/schemas';
import type { ImageFn, ReferenceFn, SchemaHelpers } from '../../src/content/schemas';
import en from '../../src/i18n/en/content.json';

const ROOT = resolve(import.meta.dirname, '../..');
const CONTENT = join(ROOT, 'src/content');

/** image() for tests: a path that must exist relative to the content file (like Astro checks at build). */
const imageFor = (file: string) =>
  (() =>
    z
      .string()
      .refine((p) => existsSync(resolve(dirname(file), p)), { error: 'image file not found' })) as unknown as ImageFn;
const reference: ReferenceFn = (collection) =>
  z.string().transform((id) => ({ collection, id })) as unknown as ReturnType<ReferenceFn>;
const helpers = (file = join(CONTENT, 'x/entry.yaml')): SchemaHelpers => ({ image: imageFor(file), reference });

/** Parse and return the "field: message" lines, or [] when the data is valid. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

const IMG = '../../assets/content/therapies/varmam-1.jpg';
const pic = { src: IMG, alt: 'A practitioner at work' };

const valid = {
  therapy: { title: 'Siddha', order: 2, summary: 'x'.repeat(60), images: [pic, pic] },
  service: {
    title: 'Varma Therapy',
    order: 1,
    icon: 'hand',
    description: 'd'.repeat(60),
    image: { src: IMG, alt: '' },
  },
  trustee: { name: 'Dr. A. Sample', role: 'Trustee', order: 1, bio: 'b'.repeat(60), photo: pic, sample: true },
  event: { title: 'Camp', date: '2024-02-04', location: 'Dindigul', summary: 's'.repeat(60), photos: [pic] },
  gallery: { title: 'Camp', order: 1, event: 'camp', main: pic, side: [pic], rows: [[pic], [pic]] },
  property: {
    title: '3BHK villa',
    order: 1,
    deal: 'buy',
    area: 'Kodaikanal',
    type: 'Villa',
    bedrooms: '3BHK',
    sizeSqFt: 2000,
    description: 'A quiet villa with a garden.',
    image: pic,
  },
  tour: {
    id: 'ooty',
    kind: 'destination',
    title: 'Ooty',
    region: 'Tamil Nadu',
    image: { src: '../assets/content/tours/ooty.jpg', alt: 'Tea gardens' },
  },
  webService: {
    id: 'static',
    category: 'Static',
    icon: 'code',
    title: 'Static Websites',
    description: 'Fast sites of a few pages.',
  },
  faq: { id: 'q', question: 'How long?', answer: 'One to two weeks.' },
  showcase: { id: 'a', title: 'Clinic', category: 'Static', description: 'Five pages.', image: pic },
  plan: {
    id: 'p',
    name: 'Static',
    category: 'Static',
    summary: 'For a clinic.',
    features: ['5–8 pages', 'Mobile', 'Maps'],
  },
  technology: { id: 'html', name: 'HTML', logo: '../../assets/content/webdesign/tech-html.png' },
  testing: { id: 't', kind: 'service', icon: 'code', title: 'Web testing', description: 'Functional testing.' },
  construction: { id: 'c', kind: 'service', icon: 'brick', title: 'Building', description: 'Homes built well.' },
  expenditure: { id: 'e', title: 'Body Care', description: 'Herbal soaps.', image: pic },
  testimonial: {
    title: 'Walking again',
    order: 1,
    therapy: 'varmam',
    before: pic,
    after: pic,
    caption: 'c'.repeat(40),
  },
  habit: { id: 'h', startHour: 5, label: '05–07 am', organ: 'Large intestine', habit: 'Wake and drink warm water.' },
};

describe('each collection accepts a well-formed entry', () => {
  const file = join(CONTENT, 'therapies/x.md');
  it.each([
    ['therapies', s.therapySchema(helpers(file)), valid.therapy],
    ['services', s.serviceSchema(helpers(file)), valid.service],
    ['trustees', s.trusteeSchema(helpers(file)), valid.trustee],
    ['events', s.eventSchema(helpers(file)), valid.event],
    ['galleries', s.gallerySchema(helpers(file)), valid.gallery],
    ['properties', s.propertySchema(helpers(file)), valid.property],
    ['tours', s.tourSchema(helpers(join(CONTENT, 'tours.yaml'))), valid.tour],
    ['webServices', s.webServiceSchema(), valid.webService],
    ['faq', s.faqSchema(), valid.faq],
    ['showcase', s.showcaseSchema(helpers(file)), valid.showcase],
    ['plans', s.planSchema(), valid.plan],
    ['technologies', s.technologySchema(helpers(join(CONTENT, 'webdesign/technologies.yaml'))), valid.technology],
    ['testing', s.testingSchema(helpers(file)), valid.testing],
    ['construction', s.constructionSchema(helpers(file)), valid.construction],
    ['expenditures', s.expenditureSchema(helpers(file)), valid.expenditure],
    ['testimonials', s.testimonialSchema(helpers(file)), valid.testimonial],
    ['habits', s.habitSchema(), valid.habit],
  ] as const)('%s', (_name, schema, data) => {
    expect(problems(schema, data)).toEqual([]);
  });
});

describe('a broken entry fails with the field named and a clear message', () => {
  const file = join(CONTENT, 'therapies/x.md');
  const h = helpers(file);

  it('therapies: exactly two pictures, no misspelled fields, alt text required', () => {
    expect(problems(s.therapySchema(h), { ...valid.therapy, images: [pic] })).toEqual([
      'images: images must list exactly two pictures',
    ]);
    expect(problems(s.therapySchema(h), { ...valid.therapy, titel: 'Siddha' })).toEqual([
      expect.stringMatching(/Unrecognized key.*titel/),
    ]);
    expect(problems(s.therapySchema(h), { ...valid.therapy, images: [pic, { src: IMG, alt: '' }] })).toEqual([
      'images.1.alt: alt is too short (at least 5 characters)',
    ]);
  });

  it('therapies: an image that does not exist', () => {
    expect(
      problems(s.therapySchema(h), { ...valid.therapy, images: [pic, { ...pic, src: '../../assets/nope.jpg' }] }),
    ).toEqual(['images.1.src: image file not found']);
  });

  it('services: the icon must come from the list', () => {
    expect(problems(s.serviceSchema(h), { ...valid.service, icon: 'rocket' })).toEqual([
      expect.stringMatching(/^icon: icon must be one of: leaf, hand, pulse/),
    ]);
  });

  it('trustees: the bio has a minimum length', () => {
    expect(problems(s.trusteeSchema(h), { ...valid.trustee, bio: 'Kind.' })).toEqual([
      'bio: bio is too short (at least 40 characters)',
    ]);
  });

  it('events: the date is YYYY-MM-DD (a YAML date is accepted and kept as that day)', () => {
    expect(problems(s.eventSchema(h), { ...valid.event, date: '04-02-2024' })).toEqual([
      'date: date must be written YYYY-MM-DD, e.g. 2024-02-04',
    ]);
    expect(s.eventSchema(h).parse({ ...valid.event, date: new Date('2024-02-04') }).date).toBe('2024-02-04');
    expect(problems(s.eventSchema(h), { ...valid.event, photos: Array(9).fill(pic) })).toEqual([
      'photos: photos can hold at most 8 photos',
    ]);
  });

  it('galleries: at most six side pictures and exactly two rows', () => {
    expect(problems(s.gallerySchema(h), { ...valid.gallery, side: Array(7).fill(pic) })).toEqual([
      'side: side can hold at most 6 pictures',
    ]);
    expect(problems(s.gallerySchema(h), { ...valid.gallery, rows: [[pic], [pic], [pic]] })).toEqual([
      'rows: rows must be exactly two rows of pictures',
    ]);
  });

  it('properties: area, type and deal come from fixed lists; size is a whole number', () => {
    expect(problems(s.propertySchema(h), { ...valid.property, area: 'Madurai' })).toEqual([
      'area: area must be one of: Kodaikanal, Chennai, Dindigul, Kallakurichi',
    ]);
    expect(problems(s.propertySchema(h), { ...valid.property, deal: 'sell' })).toEqual([
      'deal: deal must be one of: buy, rent',
    ]);
    expect(problems(s.propertySchema(h), { ...valid.property, sizeSqFt: 'big' })).toEqual([
      'sizeSqFt: sizeSqFt must be a whole number of square feet',
    ]);
    expect(s.propertySchema(h).parse(valid.property).price).toBe('On Call');
  });

  it('tours: kind is destination or moment', () => {
    const schema = s.tourSchema(helpers(join(CONTENT, 'tours.yaml')));
    expect(problems(schema, { ...valid.tour, kind: 'trip' })).toEqual([
      'kind: kind must be one of: destination, moment',
    ]);
  });

  it('web design: categories are Static, Dynamic or E-Commerce; plans list at least three features', () => {
    expect(problems(s.showcaseSchema(h), { ...valid.showcase, category: 'Blog' })).toEqual([
      'category: category must be one of: Static, Dynamic, E-Commerce',
    ]);
    expect(problems(s.webServiceSchema(), { ...valid.webService, category: 'static' })).toEqual([
      'category: category must be one of: Static, Dynamic, E-Commerce',
    ]);
    expect(problems(s.planSchema(), { ...valid.plan, features: ['one'] })).toEqual([
      'features: features needs at least 3 items',
    ]);
    expect(problems(s.faqSchema(), { ...valid.faq, answer: 'Yes.' })).toEqual([
      'answer: answer is too short (at least 10 characters)',
    ]);
    expect(
      problems(s.technologySchema(helpers(join(CONTENT, 'webdesign/technologies.yaml'))), { id: 'xml', name: 'XML' }),
    ).toEqual([expect.stringMatching(/^logo: /)]);
  });

  it('testing and construction: kind comes from a fixed list', () => {
    expect(problems(s.testingSchema(h), { ...valid.testing, kind: 'work' })).toEqual([
      'kind: kind must be one of: service, feature, project',
    ]);
    expect(problems(s.constructionSchema(h), { ...valid.construction, kind: 'feature' })).toEqual([
      'kind: kind must be one of: service, work, project',
    ]);
  });

  it('expenditures: no unknown fields', () => {
    expect(problems(s.expenditureSchema(h), { ...valid.expenditure, price: 10 })).toEqual([
      expect.stringMatching(/Unrecognized key.*price/),
    ]);
  });

  it('testimonials: a caption is required', () => {
    const { caption: _caption, ...rest } = valid.testimonial;
    expect(problems(s.testimonialSchema(h), rest)).toEqual(['caption: caption must be text']);
  });

  it('habits: blocks start on an odd hour between 0 and 23', () => {
    expect(problems(s.habitSchema(), { ...valid.habit, startHour: 6 })).toEqual([
      'startHour: startHour must be odd: blocks run 05–07, 07–09, …',
    ]);
    expect(problems(s.habitSchema(), { ...valid.habit, startHour: 25 })).toEqual([
      expect.stringMatching(/^startHour: /),
    ]);
  });

  it('explain() names the file and the field', () => {
    expect(() => s.explain(s.faqSchema(), { ...valid.faq, question: '' }, 'src/content/webdesign/faq.yaml')).toThrow(
      /src\/content\/webdesign\/faq\.yaml → question: question is too short/,
    );
  });
});

/* ------------------------------------------------------------------------------------------------ */
/* The editors' files themselves                                                                     */
/* ------------------------------------------------------------------------------------------------ */

function frontMatter(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  return { data: parseYaml(match[1]!), body: match[2]! };
}

const folder = (name: string, ext: string) =>
  readdirSync(join(CONTENT, name))
    .filter((f) => f.endsWith(ext))
    .map((f) => join(CONTENT, name, f));

describe("the editors' content files pass their schemas", () => {
  it('15 therapies, each with a Read More body, unique order 1–15', () => {
    const files = folder('therapies', '.md');
    expect(files).toHaveLength(15);
    const orders = files.map((f) => {
      const { data, body } = frontMatter(f) as { data: unknown; body: string };
      const parsed = s.explain(s.therapySchema(helpers(f)), data, f);
      expect(body.trim().length, f).toBeGreaterThan(40);
      return parsed.order;
    });
    expect(orders.sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
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
    const items = parseYaml(readFileSync(file, 'utf8')) as unknown[];
    expect(items).toHaveLength(count);
    const schema = (factory as (h: SchemaHelpers) => z.ZodType)(helpers(file));
    const ids = items.map((item, i) => (s.explain(schema, item, `${file} #${i + 1}`) as { id: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tours: 4 destinations and 6 travel moments; habits: 12 blocks from 05–07 am covering the day', () => {
    const tours = parseYaml(readFileSync(join(CONTENT, 'tours.yaml'), 'utf8')) as { kind: string; title: string }[];
    expect(tours.filter((t) => t.kind === 'destination').map((t) => t.title)).toEqual([
      'Kodaikanal',
      'Ooty',
      'Munnar',
      'Alleppey',
    ]);
    expect(tours.filter((t) => t.kind === 'moment').map((t) => t.title)).toEqual([
      'Wayanad',
      'Alleppey',
      'Coonoor',
      'Kutralam',
      'Yercaud',
      'Valparai',
    ]);
    const habits = parseYaml(readFileSync(join(CONTENT, 'habits.yaml'), 'utf8')) as {
      startHour: number;
      label: string;
    }[];
    expect(habits.map((h) => h.startHour)).toEqual([5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 1, 3]);
    expect(habits[0]!.label).toBe('05–07 am');
  });

  it('showcase: 6 samples across the three categories', () => {
    const items = parseYaml(readFileSync(join(CONTENT, 'webdesign/showcase.yaml'), 'utf8')) as { category: string }[];
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(s.WEB_CATEGORIES));
  });
});

describe('microcopy dictionary', () => {
  it('the English dictionary passes: every value is non-empty text', () => {
    expect(problems(s.copySchema, en)).toEqual([]);
  });

  it('rejects an empty string or a non-text value, naming the key', () => {
    expect(problems(s.copySchema, { common: { readMore: '' } })).not.toEqual([]);
    expect(problems(s.copySchema, { common: { readMore: 3 } })).not.toEqual([]);
  });

  it('missingKeys lists the keys a translation lacks', () => {
    expect(s.missingKeys({ a: 'x', b: { c: 'y', d: 'z' } }, { a: 'x', b: { c: 'y' } })).toEqual(['b.d']);
    expect(s.missingKeys(en, en)).toEqual([]);
  });
});
