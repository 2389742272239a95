/**
 * Site settings and navigation: editors' data files, checked against strict schemas when the site builds
 * (and when a function imports them). A misspelled field or a bad phone number fails with the field named.
 */
import { z } from 'zod';
import siteJson from '../data/site.json';
import navJson from '../data/navigation.json';
import { ROUTES } from './routes';
import { inLocale, type InLocale } from './localized';
import { LOCALES, localizePath, type Locale } from './locale';

/** A text visitors read, in both languages: `{ "en": "…", "ta": "…" }`. Tamil may run twice as long. */
const both = (max: number, min = 0) =>
  z.strictObject(
    {
      en: z.string().min(min).max(max),
      ta: z
        .string({ error: (i) => (i.input === undefined ? 'the Tamil text ("ta") is missing' : 'must be text') })
        .min(Math.max(min, 1))
        .max(max * 2),
    },
    { error: 'must be written in both languages: { "en": "English text", "ta": "Tamil text" }' },
  );

const phoneDigits = z.string().regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number, digits only');

const link = z.object({
  label: both(40, 1).describe('Text shown for the link, in English and Tamil'),
  href: z
    .string()
    .refine((h) => ROUTES.some((r) => r.path === h), 'must be a site path listed in src/lib/routes.ts')
    .describe('Site path, e.g. /about'),
});

export const siteSchema = z.strictObject({
  _editorNote: z.string().optional(),
  trustName: both(80, 3).describe("The trust's full name, shown in the header and footer"),
  shortName: both(30, 2).describe('Short name for small screens'),
  tagline: both(120).describe('One line under the name'),
  description: both(200, 50).describe('Default meta description for search engines'),
  address: z.strictObject({
    line1: both(100),
    line2: both(100),
    city: both(60),
    state: both(60),
    postalCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit PIN code'),
    country: z.literal('IN'),
  }),
  landmarks: z.array(both(120)).max(6).describe('Directions that help people find the clinic'),
  mapUrl: z.url().describe('A link that opens the map (always works, even without the embedded map)'),
  mapEmbedUrl: z.url().describe('Address of the embeddable map, loaded only when a visitor asks for it'),
  phones: z
    .array(
      z.strictObject({
        label: both(30),
        number: phoneDigits,
        sample: z.boolean().optional().describe('true while this is a stand-in number'),
      }),
    )
    .min(1)
    .max(3),
  email: z.email(),
  whatsapp: z.strictObject({
    number: z.string().regex(/^91[6-9]\d{9}$/, 'must be 91 followed by the 10-digit mobile number'),
    message: both(200).describe('Text prefilled in the WhatsApp chat'),
    sample: z.boolean().optional(),
  }),
  hours: z.strictObject({
    days: both(40),
    open: z.string().regex(/^\d{2}:\d{2}$/),
    close: z.string().regex(/^\d{2}:\d{2}$/),
    label: both(60),
  }),
  camps: z.array(z.strictObject({ when: both(60), where: both(60) })).max(6),
  upcomingEvent: z
    .strictObject({
      title: both(60),
      text: both(240),
      link: z.string().startsWith('/').optional(),
    })
    .nullable()
    .describe('The notice shown by the Event button and on arrival at the home page; null when there is none'),
  bank: z.strictObject({
    accountName: z.string().max(80),
    accountNumber: z.string().max(30),
    ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an 11-character IFSC code'),
    bankName: z.string().max(60),
    branch: z.string().max(60),
  }),
  upi: z.strictObject({
    id: z.string().regex(/^[\w.-]{2,64}@[a-zA-Z]{2,32}$/, 'must look like name@bank'),
    payeeName: z.string().max(60),
  }),
  socials: z
    .array(
      z.strictObject({
        network: z.enum(['facebook', 'instagram', 'youtube', 'x', 'linkedin']),
        label: z.string().max(30),
        url: z.union([z.url(), z.literal('')]).describe('Leave empty to hide the icon'),
      }),
    )
    .max(5),
  stats: z.strictObject({ yearsOfExperience: z.int().min(0), traditionalDoctors: z.int().min(0) }),
  siteUrl: z.url().describe('The public address of the site, used for canonical links and the sitemap'),
});

export const navigationSchema = z.strictObject({
  _editorNote: z.string().optional(),
  primary: z.array(link).min(1).max(9),
  menus: z
    .array(z.strictObject({ id: z.string().regex(/^[a-z-]+$/), label: both(30), items: z.array(link).min(1) }))
    .max(3),
  footer: z.array(link).max(8),
});

/** The settings as written: visitor-facing texts in both languages. */
export type SiteData = z.infer<typeof siteSchema>;
/** The settings in one language (what pages and the server use). */
export type SiteSettings = InLocale<SiteData>;
export type Navigation = InLocale<z.infer<typeof navigationSchema>>;

function parseOrExplain<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${file} → ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid editor data:\n${problems.join('\n')}`);
}

const siteData: SiteData = parseOrExplain(siteSchema, siteJson, 'src/data/site.json');
const navigationData = parseOrExplain(navigationSchema, navJson, 'src/data/navigation.json');

/** The menus in a language, their links pointing at that language's pages. */
function menusIn(locale: Locale): Navigation {
  const nav = inLocale(navigationData, locale);
  const local = <T extends { href: string }>(l: T): T => ({ ...l, href: localizePath(l.href, locale) });
  return {
    ...nav,
    primary: nav.primary.map(local),
    menus: nav.menus.map((m) => ({ ...m, items: m.items.map(local) })),
    footer: nav.footer.map(local),
  };
}

// Every component of every page asks for these: each language's view is made once.
const sites = Object.fromEntries(LOCALES.map((l) => [l, inLocale(siteData, l)])) as Record<Locale, SiteSettings>;
const menus = Object.fromEntries(LOCALES.map((l) => [l, menusIn(l)])) as Record<Locale, Navigation>;

/** The site settings in a language. */
export const siteIn = (locale: Locale): SiteSettings => sites[locale];
/** The menus in a language, their links pointing at that language's pages. */
export const navigationIn = (locale: Locale): Navigation => menus[locale];

/** English settings: for the server and for code that has no page language. */
export const site: SiteSettings = siteIn('en');
export const navigation: Navigation = navigationIn('en');

export { parseOrExplain };

/** tel: href for a 10-digit Indian mobile. */
export const telHref = (digits: string): string => `tel:+91${digits}`;
/** Display form: 90000 00001. */
export const formatPhone = (digits: string): string => `${digits.slice(0, 5)} ${digits.slice(5)}`;
export const whatsappHref = (s: SiteSettings = site): string =>
  `https://wa.me/${s.whatsapp.number}?text=${encodeURIComponent(s.whatsapp.message)}`;
