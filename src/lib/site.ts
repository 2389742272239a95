/**
 * Site settings and navigation: editors' data files, checked against strict schemas when the site builds
 * (and when a function imports them). A misspelled field or a bad phone number fails with the field named.
 */
import { z } from 'zod';
import siteJson from '../data/site.json';
import navJson from '../data/navigation.json';
import { ROUTES } from './routes';

const phoneDigits = z.string().regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number, digits only');

const link = z.object({
  label: z.string().min(1).max(40).describe('Text shown for the link'),
  href: z
    .string()
    .refine((h) => ROUTES.some((r) => r.path === h), 'must be a site path listed in src/lib/routes.ts')
    .describe('Site path, e.g. /about'),
});

export const siteSchema = z.strictObject({
  _editorNote: z.string().optional(),
  trustName: z.string().min(3).max(80).describe("The trust's full name, shown in the header and footer"),
  shortName: z.string().min(2).max(30).describe('Short name for small screens'),
  tagline: z.string().max(120).describe('One line under the name'),
  description: z.string().min(50).max(200).describe('Default meta description for search engines'),
  address: z.strictObject({
    line1: z.string().max(100),
    line2: z.string().max(100),
    city: z.string().max(60),
    state: z.string().max(60),
    postalCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit PIN code'),
    country: z.literal('IN'),
  }),
  landmarks: z.array(z.string().max(120)).max(6).describe('Directions that help people find the clinic'),
  mapUrl: z.url().describe('A link that opens the map (always works, even without the embedded map)'),
  mapEmbedUrl: z.url().describe('Address of the embeddable map, loaded only when a visitor asks for it'),
  phones: z
    .array(
      z.strictObject({
        label: z.string().max(30),
        number: phoneDigits,
        sample: z.boolean().optional().describe('true while this is a stand-in number'),
      }),
    )
    .min(1)
    .max(3),
  email: z.email(),
  whatsapp: z.strictObject({
    number: z.string().regex(/^91[6-9]\d{9}$/, 'must be 91 followed by the 10-digit mobile number'),
    message: z.string().max(200).describe('Text prefilled in the WhatsApp chat'),
    sample: z.boolean().optional(),
  }),
  hours: z.strictObject({
    days: z.string().max(40),
    open: z.string().regex(/^\d{2}:\d{2}$/),
    close: z.string().regex(/^\d{2}:\d{2}$/),
    label: z.string().max(60),
  }),
  camps: z.array(z.strictObject({ when: z.string().max(60), where: z.string().max(60) })).max(6),
  upcomingEvent: z
    .strictObject({
      title: z.string().max(60),
      text: z.string().max(240),
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
    .array(
      z.strictObject({ id: z.string().regex(/^[a-z-]+$/), label: z.string().max(30), items: z.array(link).min(1) }),
    )
    .max(3),
  footer: z.array(link).max(8),
});

export type SiteSettings = z.infer<typeof siteSchema>;
export type Navigation = z.infer<typeof navigationSchema>;

function parseOrExplain<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${file} → ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid editor data:\n${problems.join('\n')}`);
}

export const site: SiteSettings = parseOrExplain(siteSchema, siteJson, 'src/data/site.json');
export const navigation: Navigation = parseOrExplain(navigationSchema, navJson, 'src/data/navigation.json');

export { parseOrExplain };

/** tel: href for a 10-digit Indian mobile. */
export const telHref = (digits: string): string => `tel:+91${digits}`;
/** Display form: 90000 00001. */
export const formatPhone = (digits: string): string => `${digits.slice(0, 5)} ${digits.slice(5)}`;
export const whatsappHref = (s: SiteSettings = site): string =>
  `https://wa.me/${s.whatsapp.number}?text=${encodeURIComponent(s.whatsapp.message)}`;
