/**
 * The content schemas, without Astro: every collection rejects a broken entry with a message that names the
 * field and says what is wrong, every visitor-facing text needs both languages (`{ en, ta }`), and every file
 * editors own passes its schema (with image paths that exist), each therapy with its Tamil article.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { listItems } from '../../src/content/loaders';
import { z } from 'astro/zod';
import * as s from '../../src/content/schemas';
import type { ImageFn, ReferenceFn, SchemaHelpers } from '../../src/content/schemas';
import en from '../../src/i18n/en/content.json';

/* Astro reads Markdown front matter with js-yaml (a dependency of Astro; it ships no types, hence the require). */
const jsYaml = createRequire(import.meta.url)('js-yaml') as { load(source: string): unknown };

const ROOT = resolve(import.meta.dirname, '../..');
const CONTENT = join(ROOT, 'src/content');

/** image() for tests: a path that must exist relative to the content file (like Astro checks at build). */
const imageFor = (file: string) =>
  (() =>
    z
      .string()
      .refine((p) => existsSync(resolve(dirname(file), p)), { error: 'image file not found' })) as unknown as ImageFn;
const reference: ReferenceFn = (collection) => z.string().transform((id) => ({ collection, id }));
const helpers = (file = join(CONTENT, 'x/entry.yaml')): SchemaHelpers => ({ image: imageFor(file), reference });

/** Parse and return the "field: message" lines, or [] when the data is valid. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

const IMG = '../../assets/content/therapies/varmam-1.jpg';
/** A picture of the YAML collections: its text alternative in both languages. */
const pic = { src: IMG, alt: { en: 'A practitioner at work', ta: 'பணியில் ஈடுபட்டுள்ள ஒரு மருத்துவர்' } };
/** A photo of a photo set, with its caption in both languages. */
const captioned = { ...pic, caption: { en: 'Pulse reading', ta: 'நாடி பார்த்தல்' } };
/** A picture of a therapy's (English) front matter: the alt is English only; the Tamil file has the Tamil one. */
const therapyPic = { src: IMG, alt: 'A practitioner at work' };

const valid = {
  therapy: { title: 'Siddha', order: 2, summary: 'x'.repeat(60), images: [therapyPic, therapyPic] },
  therapyTa: {
    title: 'சித்த மருத்துவம்',
    summary: 'சித்த மருத்துவம் தமிழ்நாட்டின் செவ்வியல் மருத்துவ முறை; மூன்று உயிர்த் தாதுக்களின் சமநிலையே ஆரோக்கியம்.',
    images: [
      { src: IMG, alt: 'நோயாளியின் நாடி பார்க்கும் சித்த மருத்துவர்' },
      { src: IMG, alt: 'உலர்ந்த மூலிகைகளும் கல் உரலும்' },
    ],
  },
  service: {
    title: { en: 'Varma Therapy', ta: 'வர்ம சிகிச்சை' },
    order: 1,
    icon: 'hand',
    description: {
      en: 'Pressure on the vital points of the body to ease pain and stiffness.',
      ta: 'உடலின் வர்மப் புள்ளிகளில் அழுத்தம் கொடுத்து வலியும் இறுக்கமும் குறைக்கப்படுகின்றன.',
    },
    image: { src: IMG, alt: '' },
  },
  trustee: {
    name: { en: 'Dr. A. Sample', ta: 'டாக்டர் ஏ. சாம்பிள்' },
    role: { en: 'Trustee', ta: 'அறங்காவலர்' },
    order: 1,
    bio: {
      en: 'A Siddha physician who has run free medical camps for twenty years.',
      ta: 'இருபது ஆண்டுகளாக இலவச மருத்துவ முகாம்களை நடத்திவரும் சித்த மருத்துவர்.',
    },
    photo: pic,
    sample: true,
  },
  event: {
    title: { en: 'Camp', ta: 'முகாம்' },
    date: '2024-02-04',
    location: { en: 'Dindigul', ta: 'திண்டுக்கல்' },
    summary: {
      en: 'A free medical camp with pulse reading, varmam and herbal medicines.',
      ta: 'நாடி பார்த்தல், வர்மம், மூலிகை மருந்துகளுடன் கூடிய இலவச மருத்துவ முகாம்.',
    },
    photos: [captioned],
  },
  gallery: {
    title: { en: 'Camp', ta: 'முகாம்' },
    order: 1,
    event: 'camp',
    main: captioned,
    side: [pic],
    rows: [[pic], [captioned]],
  },
  property: {
    title: { en: '3BHK villa', ta: '3BHK வில்லா' },
    order: 1,
    deal: 'buy',
    area: 'Kodaikanal',
    type: 'Villa',
    bedrooms: '3BHK',
    sizeSqFt: 2000,
    description: { en: 'A quiet villa with a garden.', ta: 'தோட்டத்துடன் கூடிய அமைதியான வில்லா.' },
    image: pic,
  },
  tour: {
    id: 'ooty',
    kind: 'destination',
    title: { en: 'Ooty', ta: 'ஊட்டி' },
    region: { en: 'Tamil Nadu', ta: 'தமிழ்நாடு' },
    image: { src: '../assets/content/tours/ooty.jpg', alt: { en: 'Tea gardens', ta: 'தேயிலைத் தோட்டங்கள்' } },
  },
  webService: {
    id: 'static',
    category: 'Static',
    icon: 'code',
    title: { en: 'Static Websites', ta: 'நிலையான இணையதளங்கள்' },
    description: { en: 'Fast sites of a few pages.', ta: 'சில பக்கங்களைக் கொண்ட வேகமான தளங்கள்.' },
  },
  faq: {
    id: 'q',
    question: { en: 'How long?', ta: 'எவ்வளவு நாள் ஆகும்?' },
    answer: { en: 'One to two weeks.', ta: 'ஒன்று முதல் இரண்டு வாரங்கள்.' },
  },
  showcase: {
    id: 'a',
    title: { en: 'Clinic', ta: 'மருத்துவமனை' },
    category: 'Static',
    description: { en: 'Five pages.', ta: 'ஐந்து பக்கங்கள்.' },
    image: pic,
  },
  plan: {
    id: 'p',
    name: { en: 'Static', ta: 'ஸ்டாடிக்' },
    category: 'Static',
    summary: { en: 'For a clinic.', ta: 'ஒரு மருத்துவமனைக்கு.' },
    features: { en: ['5–8 pages', 'Mobile', 'Maps'], ta: ['5–8 பக்கங்கள்', 'மொபைல்', 'வரைபடங்கள்'] },
  },
  technology: { id: 'html', name: 'HTML', logo: '../../assets/content/webdesign/tech-html.png' },
  testing: {
    id: 't',
    kind: 'service',
    icon: 'code',
    title: { en: 'Web testing', ta: 'இணையச் சோதனை' },
    description: { en: 'Functional testing.', ta: 'செயல்பாட்டுச் சோதனை.' },
  },
  construction: {
    id: 'c',
    kind: 'service',
    icon: 'brick',
    title: { en: 'Building', ta: 'கட்டுமானம்' },
    description: { en: 'Homes built well.', ta: 'நன்கு கட்டப்பட்ட வீடுகள்.' },
  },
  expenditure: {
    id: 'e',
    title: { en: 'Body Care', ta: 'உடல் பராமரிப்பு' },
    description: { en: 'Herbal soaps.', ta: 'மூலிகை சோப்புகள்.' },
    image: pic,
  },
  testimonial: {
    title: { en: 'Walking again', ta: 'மீண்டும் நடக்கிறார்' },
    order: 1,
    therapy: 'varmam',
    before: pic,
    after: captioned,
    caption: {
      en: 'After six weeks of varmam she walks to the market on her own.',
      ta: 'ஆறு வார வர்ம சிகிச்சைக்குப் பிறகு அவர் தானே சந்தைக்கு நடந்து செல்கிறார்.',
    },
  },
  habit: {
    id: 'h',
    startHour: 5,
    label: { en: '05–07 am', ta: 'காலை 05–07' },
    organ: { en: 'Large intestine', ta: 'பெருங்குடல்' },
    habit: { en: 'Wake and drink warm water.', ta: 'எழுந்து வெதுவெதுப்பான நீர் அருந்துங்கள்.' },
  },
};

describe('each collection accepts a well-formed entry', () => {
  const file = join(CONTENT, 'therapies/x.md');
  it.each([
    ['therapies', s.therapySchema(helpers(file)), valid.therapy],
    ['therapiesTa', s.therapyTamilSchema(helpers(file)), valid.therapyTa],
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
    expect(problems(s.therapySchema(h), { ...valid.therapy, images: [therapyPic] })).toEqual([
      'images: images must list exactly two pictures',
    ]);
    expect(problems(s.therapySchema(h), { ...valid.therapy, titel: 'Siddha' })).toEqual([
      expect.stringMatching(/Unrecognized key.*titel/),
    ]);
    expect(problems(s.therapySchema(h), { ...valid.therapy, images: [therapyPic, { src: IMG, alt: '' }] })).toEqual([
      'images.1.alt: alt is too short (at least 5 characters)',
    ]);
  });

  it('therapies: the front matter stays English (the Tamil texts live in therapies/ta/)', () => {
    expect(problems(s.therapySchema(h), { ...valid.therapy, title: { en: 'Siddha', ta: 'சித்தா' } })).toEqual([
      'title: title must be text',
    ]);
    expect(problems(s.therapySchema(h), { ...valid.therapy, images: [therapyPic, pic] })).toEqual([
      'images.1.alt: alt must be text',
    ]);
  });

  it('therapies: an image that does not exist', () => {
    expect(
      problems(s.therapySchema(h), {
        ...valid.therapy,
        images: [therapyPic, { ...therapyPic, src: '../../assets/nope.jpg' }],
      }),
    ).toEqual(['images.1.src: image file not found']);
  });

  it('services: the icon must come from the list', () => {
    expect(problems(s.serviceSchema(h), { ...valid.service, icon: 'rocket' })).toEqual([
      expect.stringMatching(/^icon: icon must be one of: leaf, hand, pulse/),
    ]);
  });

  it('trustees: the bio has a minimum length, in each language', () => {
    expect(problems(s.trusteeSchema(h), { ...valid.trustee, bio: { ...valid.trustee.bio, en: 'Kind.' } })).toEqual([
      'bio.en: English bio is too short (at least 40 characters)',
    ]);
    expect(problems(s.trusteeSchema(h), { ...valid.trustee, bio: { ...valid.trustee.bio, ta: 'அன்பானவர்.' } })).toEqual([
      'bio.ta: Tamil bio is too short (at least 40 characters)',
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
    // No price: the page shows "On Call" (the trust quotes prices by phone); a price is given in both languages.
    expect(s.propertySchema(h).parse(valid.property).price).toBeUndefined();
    const price = { en: '₹ 85 lakh', ta: '₹ 85 லட்சம்' };
    expect(s.propertySchema(h).parse({ ...valid.property, price }).price).toEqual(price);
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
    expect(problems(s.planSchema(), { ...valid.plan, features: { en: ['Mobile'], ta: ['மொபைல்'] } })).toEqual([
      expect.stringMatching(/^features\.en: .*3/),
      expect.stringMatching(/^features\.ta: .*3/),
    ]);
    expect(problems(s.faqSchema(), { ...valid.faq, answer: { ...valid.faq.answer, en: 'Yes.' } })).toEqual([
      'answer.en: English answer is too short (at least 10 characters)',
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
    expect(problems(s.testimonialSchema(h), rest)).toEqual(['caption: caption is missing']);
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
    expect(() =>
      s.explain(
        s.faqSchema(),
        { ...valid.faq, question: { ...valid.faq.question, en: '' } },
        'src/content/webdesign/faq.yaml',
      ),
    ).toThrow(/src\/content\/webdesign\/faq\.yaml → question\.en: English question is too short/);
  });
});

describe('every visitor-facing text is written in English and Tamil', () => {
  const h = helpers(join(CONTENT, 'therapies/x.md'));
  const title = valid.service.title;

  it.each([
    ['a text', s.serviceSchema(h), { ...valid.service, title: { en: title.en } }, 'title.ta: Tamil title is missing'],
    [
      "a picture's alt",
      s.trusteeSchema(h),
      { ...valid.trustee, photo: { ...pic, alt: { en: pic.alt.en } } },
      'photo.alt.ta: Tamil alt is missing',
    ],
    [
      "a photo's caption",
      s.eventSchema(h),
      { ...valid.event, photos: [pic, { ...captioned, caption: { en: captioned.caption.en } }] },
      'photos.1.caption.ta: Tamil caption is missing',
    ],
    [
      'a price, when one is given',
      s.propertySchema(h),
      { ...valid.property, price: { en: 'On Call' } },
      'price.ta: Tamil price is missing',
    ],
  ] as const)('a missing Tamil text fails, naming the .ta field: %s', (_what, schema, data, expected) => {
    const result = schema.safeParse(data);
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path.at(-1)).toBe('ta');
    expect(issues[0]!.message).toMatch(/Tamil/);
    expect(issues[0]!.message).toMatch(/missing/);
    expect(problems(schema, data)).toEqual([expected]);
  });

  it('a missing English text fails the same way', () => {
    expect(problems(s.serviceSchema(h), { ...valid.service, title: { ta: title.ta } })).toEqual([
      'title.en: English title is missing',
    ]);
  });

  it('a plain string where both languages are needed tells the editor to write en: and ta:', () => {
    const needsBoth = (what: string) =>
      `${what} needs both languages: write it as "en:" (English) and "ta:" (Tamil) on two lines below it`;
    expect(problems(s.serviceSchema(h), { ...valid.service, title: 'Varma Therapy' })).toEqual([
      `title: ${needsBoth('title')}`,
    ]);
    expect(problems(s.trusteeSchema(h), { ...valid.trustee, photo: { ...pic, alt: 'A portrait' } })).toEqual([
      `photo.alt: ${needsBoth('alt')}`,
    ]);
    expect(problems(s.propertySchema(h), { ...valid.property, price: 'On Call' })).toEqual([
      `price: ${needsBoth('price')}`,
    ]);
    expect(problems(s.habitSchema(), { ...valid.habit, habit: 'Wake and drink warm water.' })).toEqual([
      expect.stringMatching(/^habit: .*"en:".*"ta:"/),
    ]);
    // A decorative picture may have an empty alt; any other plain text is asked for in both languages.
    expect(problems(s.serviceSchema(h), { ...valid.service, image: { src: IMG, alt: 'Hands on a back' } })).toEqual([
      'image.alt: alt must be empty ("") for a decorative picture, or en: and ta: texts',
    ]);
  });

  it('a misspelled language key is an error, not silently ignored', () => {
    // Rejected at the field; the wording ("title is missing") comes from both()'s catch-all message.
    expect(problems(s.serviceSchema(h), { ...valid.service, title: { ...title, tm: title.ta } })).toEqual([
      expect.stringMatching(/^title: /),
    ]);
  });

  it(`a Tamil text may be up to ${s.TAMIL_STRETCH} times the English limit, no longer`, () => {
    expect(s.TAMIL_STRETCH).toBe(2);
    const limit = 60; // a service title: at most 60 characters in English
    const ta = (n: number) => 'த'.repeat(n);
    expect(problems(s.serviceSchema(h), { ...valid.service, title: { en: 'e'.repeat(limit), ta: ta(limit) } })).toEqual(
      [],
    );
    expect(problems(s.serviceSchema(h), { ...valid.service, title: { ...title, ta: ta(limit + 1) } })).toEqual([]);
    expect(problems(s.serviceSchema(h), { ...valid.service, title: { ...title, ta: ta(2 * limit) } })).toEqual([]);
    expect(problems(s.serviceSchema(h), { ...valid.service, title: { ...title, ta: ta(2 * limit + 1) } })).toEqual([
      `title.ta: Tamil title is too long (at most ${2 * limit} characters)`,
    ]);
    expect(problems(s.serviceSchema(h), { ...valid.service, title: { ...title, en: 'e'.repeat(limit + 1) } })).toEqual([
      `title.en: English title is too long (at most ${limit} characters)`,
    ]);
    // The same stretch for list items: a plan feature is at most 90 characters in English.
    const features = (item: string) => ({ en: valid.plan.features.en, ta: [item, ...valid.plan.features.ta.slice(1)] });
    expect(problems(s.planSchema(), { ...valid.plan, features: features(ta(180)) })).toEqual([]);
    expect(problems(s.planSchema(), { ...valid.plan, features: features(ta(181)) })).toEqual([
      'features.ta.0: Tamil feature is too long (at most 180 characters)',
    ]);
  });

  it('plan features: the English and Tamil lists have the same number of items', () => {
    const { en, ta } = valid.plan.features;
    const message = 'features: the English and Tamil lists of features must have the same number of items';
    expect(problems(s.planSchema(), { ...valid.plan, features: { en, ta: [...ta, 'ஹோஸ்டிங்'] } })).toEqual([message]);
    expect(problems(s.planSchema(), { ...valid.plan, features: { en: [...en, 'Hosting'], ta } })).toEqual([message]);
  });

  it('explain() names the file and the .ta field of a missing translation', () => {
    expect(() =>
      s.explain(s.serviceSchema(h), { ...valid.service, title: { en: title.en } }, 'src/content/services/varmam.yaml'),
    ).toThrow(/src\/content\/services\/varmam\.yaml → title\.ta: Tamil title is missing/);
    expect(() =>
      s.explain(
        s.trusteeSchema(h),
        { ...valid.trustee, photo: { ...pic, alt: { en: pic.alt.en } } },
        'src/content/trustees/sample.yaml',
      ),
    ).toThrow(/src\/content\/trustees\/sample\.yaml → photo\.alt\.ta: Tamil alt is missing/);
  });
});

describe('therapies/ta/*.md: the Tamil article of a therapy', () => {
  const schema = s.therapyTamilSchema(helpers(join(CONTENT, 'therapies/x.md')));

  it('accepts a Tamil title, summary and the two pictures with Tamil alt texts', () => {
    expect(problems(schema, valid.therapyTa)).toEqual([]);
    // Tamil texts may run past the English limits (title: 80 characters), up to twice them.
    expect(problems(schema, { ...valid.therapyTa, title: 'த'.repeat(160) })).toEqual([]);
    expect(problems(schema, { ...valid.therapyTa, title: 'த'.repeat(161) })).toEqual([
      'title: Tamil title is too long (at most 160 characters)',
    ]);
  });

  it("needs exactly the English file's two pictures, each with a Tamil alt", () => {
    expect(problems(schema, { ...valid.therapyTa, images: [valid.therapyTa.images[0]] })).toEqual([
      "images: images must list exactly two pictures, the English file's, in the same order",
    ]);
    expect(problems(schema, { ...valid.therapyTa, images: valid.therapyTa.images[0] })).toContain(
      'images: images must be a list of two pictures',
    );
    expect(
      problems(schema, { ...valid.therapyTa, images: [{ src: IMG, alt: '' }, valid.therapyTa.images[1]] }),
    ).toEqual(['images.0.alt: Tamil alt is too short (at least 5 characters)']);
  });

  it('rejects unknown keys: the order is set in the English file only', () => {
    expect(problems(schema, { ...valid.therapyTa, order: 2 })).toEqual([
      expect.stringMatching(/Unrecognized key.*order/),
    ]);
  });

  it('a missing Tamil summary is named', () => {
    const { summary: _summary, ...rest } = valid.therapyTa;
    expect(problems(schema, rest)).toEqual(['summary: Tamil summary is missing']);
  });
});

/* ------------------------------------------------------------------------------------------------ */
/* The editors' files themselves                                                                     */
/* ------------------------------------------------------------------------------------------------ */

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
