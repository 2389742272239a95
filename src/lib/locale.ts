/**
 * The site's languages and how a page's path carries one. English lives at the plain paths, Tamil under
 * `/ta/…` (Astro's i18n routing with `prefixDefaultLocale: false`, see astro.config.mjs). Pure functions:
 * pages, the server (which words its answers in the visitor's language) and tests share them.
 */
export const LOCALES = ['en', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags: for `hreflang`, `Intl` formatting (Western digits in both) and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { hreflang: string; intl: string; og: string; name: string }> = {
  en: { hreflang: 'en-IN', intl: 'en-IN', og: 'en_IN', name: 'English' },
  ta: { hreflang: 'ta-IN', intl: 'ta-IN-u-nu-latn', og: 'ta_IN', name: 'தமிழ்' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale from anything (an `Astro.currentLocale`, a form field, a header value); English otherwise. */
export function toLocale(value: unknown): Locale {
  if (isLocale(value)) return value;
  if (typeof value === 'string') {
    const primary = value
      .trim()
      .split(/[-_,;]/, 1)[0]!
      .toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** '/ta/about' → { locale: 'ta', path: '/about' }; '/about' → { locale: 'en', path: '/about' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path in a language: ('/about', 'ta') → '/ta/about', ('/', 'ta') → '/ta'; English paths stay. */
export function localizePath(path: string, locale: Locale): string {
  const bare = splitLocale(path).path;
  if (locale === DEFAULT_LOCALE || !bare.startsWith('/')) return bare;
  const [pathname, rest = ''] = bare.split(/(?=[?#])/, 2);
  return (pathname === '/' ? `/${locale}` : `/${locale}${pathname}`) + rest;
}
