/**
 * The content schemas, without Astro: every collection accepts a well-formed entry, and rejects a broken one
 * with a message that names the field and says what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import * as s from '../../src/content/schemas';
import { CONTENT, IMG, helpers, pic, problems, therapyPic, valid } from '../helpers/content-schemas';

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
