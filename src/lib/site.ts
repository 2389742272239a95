/**
 * Site settings and navigation: editors' data files, checked against strict schemas (./site-schema.ts)
 * when the site builds: every page imports this module. A misspelled field or a bad phone number fails with
 * the field named. Code outside the pages reads the fields it needs through ./site-settings.ts.
 */
import siteJson from '../data/site.json';
import navJson from '../data/navigation.json';
import { inLocale } from './localized';
import { LOCALES, localizePath, type Locale } from './locale';
import {
  navigationSchema,
  parseOrExplain,
  siteSchema,
  type Navigation,
  type SiteData,
  type SiteSettings,
} from './site-schema';

export { parseOrExplain, siteSchema, navigationSchema };
export type { Navigation, SiteData, SiteSettings } from './site-schema';
export { formatPhone, telHref, whatsappHref } from './site-settings';

// The check changes nothing it passes (./site-settings.ts reads the file as written, too).
const siteData: SiteData = parseOrExplain(siteSchema, siteJson, 'src/data/site.json');
const sites = Object.fromEntries(LOCALES.map((l) => [l, inLocale(siteData, l)])) as Record<Locale, SiteSettings>;

/** The whole of the site settings in a language (the pages'). */
export const siteIn = (locale: Locale): SiteSettings => sites[locale];
/** English settings. */
export const site: SiteSettings = siteIn('en');
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
const menus = Object.fromEntries(LOCALES.map((l) => [l, menusIn(l)])) as Record<Locale, Navigation>;

/** The menus in a language, their links pointing at that language's pages. */
export const navigationIn = (locale: Locale): Navigation => menus[locale];
export const navigation: Navigation = navigationIn('en');
