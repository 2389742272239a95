/**
 * The site settings (src/data/site.json) in each language: what the functions, the forms and the pages
 * read. The file is checked against its schema (./site-schema.ts) by ./site.ts, which every page imports,
 * so a build with a wrong field fails; the check changes nothing it passes (no text is trimmed or
 * defaulted), so the data is read here as written and a function's cold start skips the schema.
 */
import siteJson from '../data/site.json';
import { inLocale } from './localized';
import { LOCALES, type Locale } from './locale';
import type { SiteData, SiteSettings } from './site-schema';

const siteData = siteJson as SiteData;

// Each language's view is made once.
const sites = Object.fromEntries(LOCALES.map((l) => [l, inLocale(siteData, l)])) as Record<Locale, SiteSettings>;

/** The site settings in a language. */
export const siteIn = (locale: Locale): SiteSettings => sites[locale];

/** English settings: for the server and for code that has no page language. */
export const site: SiteSettings = siteIn('en');

/** tel: href for a 10-digit Indian mobile. */
export const telHref = (digits: string): string => `tel:+91${digits}`;
/** Display form: 90000 00001. */
export const formatPhone = (digits: string): string => `${digits.slice(0, 5)} ${digits.slice(5)}`;
export const whatsappHref = (s: SiteSettings = site): string =>
  `https://wa.me/${s.whatsapp.number}?text=${encodeURIComponent(s.whatsapp.message)}`;
