/**
 * Shared by the content-schema tests (tests/unit/content-schemas-*.test.ts): the schema helpers Astro would
 * pass (image() that checks the file exists, reference()), problems() that lists a parse's "field: message"
 * lines, and one well-formed entry of every collection.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'astro/zod';
import type { ImageFn, ReferenceFn, SchemaHelpers } from '../../src/content/schemas';

const ROOT = resolve(import.meta.dirname, '../..');
export const CONTENT = join(ROOT, 'src/content');

/** image() for tests: a path that must exist relative to the content file (like Astro checks at build). */
const imageFor = (file: string) =>
  (() =>
    z
      .string()
      .refine((p) => existsSync(resolve(dirname(file), p)), { error: 'image file not found' })) as unknown as ImageFn;
const reference: ReferenceFn = (collection) => z.string().transform((id) => ({ collection, id }));
export const helpers = (file = join(CONTENT, 'x/entry.yaml')): SchemaHelpers => ({ image: imageFor(file), reference });

/** Parse and return the "field: message" lines, or [] when the data is valid. */
export function problems(schema: z.ZodType, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

export const IMG = '../../assets/content/therapies/varmam-1.jpg';
/** A picture of the YAML collections: its text alternative in both languages. */
export const pic = { src: IMG, alt: { en: 'A practitioner at work', ta: 'பணியில் ஈடுபட்டுள்ள ஒரு மருத்துவர்' } };
/** A photo of a photo set, with its caption in both languages. */
export const captioned = { ...pic, caption: { en: 'Pulse reading', ta: 'நாடி பார்த்தல்' } };
/** A picture of a therapy's (English) front matter: the alt is English only; the Tamil file has the Tamil one. */
export const therapyPic = { src: IMG, alt: 'A practitioner at work' };

export const valid = {
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
