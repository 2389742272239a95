/**
 * The schemas of the site settings and navigation (src/data/site.json, navigation.json): what editors may
 * write, with the field named when something is wrong. ./site.ts checks both files with them when the site
 * builds; the functions read the settings through ./site-settings.ts, which the check has already passed.
 */
import * as z from 'zod/mini';
import { ROUTES } from './routes';
import type { InLocale } from './localized';
import { bilingualRule, explain, type TextRule } from './editor-data';

const fromRule = (rule: TextRule) => z.string(rule.params).check(...rule.checks);

/**
 * A text visitors read, in both languages: `{ "en": "…", "ta": "…" }` (the rule shared with the content
 * collections: Tamil may run twice as long and is never empty). The settings keep the wording they have
 * always had: nothing is trimmed, English lengths get zod's own messages, and the Tamil text's one message
 * also covers its lengths (a message on the string applies to every check that has none of its own).
 */
const both = (max: number, min = 0) => {
  const rule = bilingualRule({
    min,
    max,
    trim: false,
    wording: {
      en: {},
      ta: { type: (i) => (i.input === undefined ? 'the Tamil text ("ta") is missing' : 'must be text') },
      pair: 'must be written in both languages: { "en": "English text", "ta": "Tamil text" }',
    },
  });
  return z.strictObject({ en: fromRule(rule.en), ta: fromRule(rule.ta) }, rule.params);
};

const described = <T extends z.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description));

const pattern = (re: RegExp, message?: string) => z.string().check(z.regex(re, message));
/** A date written YYYY-MM-DD (`message`: what it must be, where a plain date says too little). */
const isoDate = (message = 'must be a date written YYYY-MM-DD') => pattern(/^\d{4}-\d{2}-\d{2}$/, message);
const maxText = (max: number) => z.string().check(z.maxLength(max));
const phoneDigits = pattern(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number, digits only');
const list = <T extends z.ZodMiniType>(item: T, { min, max }: { min?: number; max?: number }) =>
  z
    .array(item)
    .check(...(min === undefined ? [] : [z.minLength(min)]), ...(max === undefined ? [] : [z.maxLength(max)]));

const link = z.object({
  label: described(both(40, 1), 'Text shown for the link, in English and Tamil'),
  href: described(
    z
      .string()
      .check(z.refine((h) => ROUTES.some((r) => r.path === h), 'must be a site path listed in src/lib/routes.ts')),
    'Site path, e.g. /about',
  ),
});

export const siteSchema = z.strictObject({
  _editorNote: z.optional(z.string()),
  trustName: described(both(80, 3), "The trust's full name, shown in the header and footer"),
  shortName: described(both(30, 2), 'Short name for small screens'),
  tagline: described(both(120), 'One line under the name'),
  description: described(both(200, 50), 'Default meta description for search engines'),
  address: z.strictObject({
    line1: both(100),
    line2: both(100),
    city: both(60),
    state: both(60),
    postalCode: pattern(/^\d{6}$/, 'must be a 6-digit PIN code'),
    country: z.literal('IN'),
  }),
  landmarks: described(list(both(120), { max: 6 }), 'Directions that help people find the clinic'),
  mapUrl: described(z.url(), 'A link that opens the map (always works, even without the embedded map)'),
  mapEmbedUrl: described(z.url(), 'Address of the embeddable map, loaded only when a visitor asks for it'),
  phones: list(
    z.strictObject({
      label: both(30),
      number: phoneDigits,
      sample: described(z.optional(z.boolean()), 'true while this is a stand-in number'),
    }),
    { min: 1, max: 3 },
  ),
  email: z.email(),
  whatsapp: z.strictObject({
    number: pattern(/^91[6-9]\d{9}$/, 'must be 91 followed by the 10-digit mobile number'),
    message: described(both(200), 'Text prefilled in the WhatsApp chat'),
    sample: z.optional(z.boolean()),
  }),
  hours: z.strictObject({
    days: both(40),
    open: pattern(/^\d{2}:\d{2}$/),
    close: pattern(/^\d{2}:\d{2}$/),
    label: both(60),
  }),
  camps: list(z.strictObject({ when: both(60), where: both(60) }), { max: 6 }),
  upcomingEvent: described(
    z.nullable(
      z.strictObject({
        title: both(60),
        text: both(240),
        link: z.optional(z.string().check(z.startsWith('/'))),
      }),
    ),
    'The notice shown by the Event button and on arrival at the home page; null when there is none',
  ),
  bank: z.strictObject({
    accountName: maxText(80),
    accountNumber: maxText(30),
    ifsc: pattern(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an 11-character IFSC code'),
    bankName: maxText(60),
    branch: maxText(60),
  }),
  upi: z.strictObject({
    id: pattern(/^[\w.-]{2,64}@[a-zA-Z]{2,32}$/, 'must look like name@bank'),
    payeeName: maxText(60),
  }),
  receipts: described(
    z.strictObject({
      pan: pattern(/^[A-Z]{5}[0-9]{4}[A-Z]$/, "must be the trust's PAN: five capitals, four digits, one capital"),
      registration80G: described(
        pattern(/^[A-Z0-9]{5,30}$/, 'must be the URN as the approval order writes it: capitals and digits'),
        'The 80G registration: the Unique Registration Number (URN) of the approval order',
      ),
      registeredOn: isoDate('must be the date the URN was issued, written YYYY-MM-DD'),
      validFrom: isoDate(),
      validTo: isoDate(),
      approval354: described(
        pattern(/^[A-Z0-9]{5,30}$/, 'must be the number as the approval order writes it: capitals and digits'),
        'The approval under section 354 of the Income-tax Act, 2025 (donations from 1 April 2026)',
      ),
      approvedOn: isoDate('must be the date of the approval, written YYYY-MM-DD'),
      approvalFrom: isoDate(),
      approvalTo: isoDate(),
      registration12AB: described(
        pattern(/^[A-Z0-9]{5,30}$/, 'must be the registration number: capitals and digits'),
        "The trust's registration under section 12A/12AB",
      ),
      csr1: described(
        pattern(/^CSR[0-9]{8}$/, 'must be the CSR-1 registration number, like CSR00012345'),
        'The CSR-1 registration number (companies giving CSR funds ask for it)',
      ),
      signatory: z.strictObject({
        name: described(maxText(80), 'Who signs the receipts'),
        title: described(both(60, 2), 'Their title, e.g. Managing Trustee'),
      }),
      sample: described(z.optional(z.boolean()), 'true while these are stand-in details'),
    }),
    "The trust's details printed on every donation receipt and shown on the donation page",
  ),
  privacy: described(
    z.strictObject({
      contact: z.strictObject({
        name: described(both(80, 2), 'The person who answers questions about personal data, in both scripts'),
        role: described(both(100, 2), 'Their role, as visitors read it'),
        phone: phoneDigits,
        email: z.email(),
        sample: described(z.optional(z.boolean()), 'true while these are stand-in details'),
      }),
      responseDays: described(
        z.int().check(z.minimum(1), z.maximum(90)),
        'Days within which a rights request or grievance is answered (the law allows at most 90)',
      ),
      boardUrl: described(z.url(), "The Data Protection Board of India's page for complaints"),
    }),
    'Who answers for personal data (named in every answer to a rights request), and how fast',
  ),
  socials: list(
    z.strictObject({
      network: z.enum(['facebook', 'instagram', 'youtube', 'x', 'linkedin']),
      label: maxText(30),
      url: described(z.union([z.url(), z.literal('')]), 'Leave empty to hide the icon'),
    }),
    { max: 5 },
  ),
  stats: z.strictObject({
    yearsOfExperience: z.int().check(z.minimum(0)),
    traditionalDoctors: z.int().check(z.minimum(0)),
  }),
  siteUrl: described(z.url(), 'The public address of the site, used for canonical links and the sitemap'),
});

export const navigationSchema = z.strictObject({
  _editorNote: z.optional(z.string()),
  primary: list(link, { min: 1, max: 9 }),
  menus: list(z.strictObject({ id: pattern(/^[a-z-]+$/), label: both(30), items: list(link, { min: 1 }) }), {
    max: 3,
  }),
  footer: list(link, { max: 8 }),
});

/** The settings as written: visitor-facing texts in both languages. */
export type SiteData = z.infer<typeof siteSchema>;
/** The settings in one language (what pages and the server use). */
export type SiteSettings = InLocale<SiteData>;
export type Navigation = InLocale<z.infer<typeof navigationSchema>>;

/** Parse a settings file, or fail naming the file and every field that is wrong. */
export const parseOrExplain = <T>(schema: z.ZodMiniType<T>, data: unknown, file: string): T =>
  explain(schema, data, file, 'Invalid editor data');
