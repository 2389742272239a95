/**
 * Site settings and navigation: editors' data files, checked against strict schemas (./site-schema.ts)
 * when the site builds: every page imports this module. A misspelled field or a bad phone number fails with
 * the field named. The settings themselves are read through ./site-settings.ts (re-exported here).
 */
import siteJson from '../data/site.json';
import navJson from '../data/navigation.json';
import { inLocale } from './localized';
import { LOCALES, localizePath, type Locale } from './locale';
import { navigationSchema, parseOrExplain, siteSchema, type Navigation } from './site-schema';

export { parseOrExplain, siteSchema, navigationSchema };
export type { Navigation, SiteData, SiteSettings } from './site-schema';
export { formatPhone, site, siteIn, telHref, whatsappHref } from './site-settings';

parseOrExplain(siteSchema, siteJson, 'src/data/site.json');
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
