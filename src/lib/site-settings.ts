/**
 * The site settings (src/data/site.json) the functions and the forms read, in each language: the trust's
 * name, address, phones, mail, hours, payment details, receipts' and privacy contact's details, and the
 * site's address. The pages read the whole file through ./site.ts, which checks it against its schema
 * (./site-schema.ts) when the site builds, so a build with a wrong field fails; the check changes nothing it
 * passes (no text is trimmed or defaulted), so the data is read here as written and a function's cold start
 * skips the schema. Only the fields named below are bundled into a function: the page texts (description,
 * tagline, camps' notice, socials, the editors' note) are not.
 */
import * as siteJson from '../data/site.json';
import { inLocale, type InLocale } from './localized';
import { LOCALES, type Locale } from './locale';
import type { SiteData } from './site-schema';

// The fields of site.json that code outside the pages reads, each named once (a property of the module's
// namespace read by name: the bundler keeps those fields and leaves the rest out).
const fields = {
  address: siteJson.address,
  bank: siteJson.bank,
  email: siteJson.email,
  hours: siteJson.hours,
  landmarks: siteJson.landmarks,
  phones: siteJson.phones,
  privacy: siteJson.privacy,
  receipts: siteJson.receipts,
  shortName: siteJson.shortName,
  siteUrl: siteJson.siteUrl,
  trustName: siteJson.trustName,
  upi: siteJson.upi,
  whatsapp: siteJson.whatsapp,
};

/** Those fields, as the build checked them (./site-schema.ts). */
export type ServerSiteData = Pick<SiteData, keyof typeof fields>;
/** Those fields in one language. */
export type ServerSite = InLocale<ServerSiteData>;

const siteData = fields as ServerSiteData;

// Each language's view is made once.
const sites = Object.fromEntries(LOCALES.map((l) => [l, inLocale(siteData, l)])) as Record<Locale, ServerSite>;

/** The settings in a language. */
export const siteIn = (locale: Locale): ServerSite => sites[locale];

/** English settings: for the server and for code that has no page language. */
export const site: ServerSite = siteIn('en');

/** tel: href for a 10-digit Indian mobile. */
export const telHref = (digits: string): string => `tel:+91${digits}`;
/** Display form: 90000 00001. */
export const formatPhone = (digits: string): string => `${digits.slice(0, 5)} ${digits.slice(5)}`;
export const whatsappHref = (s: Pick<ServerSite, 'whatsapp'> = site): string =>
  `https://wa.me/${s.whatsapp.number}?text=${encodeURIComponent(s.whatsapp.message)}`;
