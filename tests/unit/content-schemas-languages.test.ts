/**
 * The content schemas' two languages: every visitor-facing text needs both (`{ en, ta }`), a Tamil text may
 * run longer than the English one, each therapy's Tamil article (therapies/ta/*.md) has its own schema, and
 * the microcopy dictionary is complete.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import * as s from '../../src/content/schemas';
import en from '../../src/i18n/en/content.json';
import { CONTENT, IMG, captioned, helpers, pic, problems, valid } from '../helpers/content-schemas';

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
