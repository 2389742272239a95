/**
 * What every page and component needs to know about the page being rendered: its language, its words, its
 * route and the site settings in that language. src/middleware.ts computes it once per page and puts it on
 * `Astro.locals`; each language's words and settings are built once for the whole build.
 */
import { wordsIn, type Words } from './index';
import { findRoute, normalizePath, type RouteInfo } from '../lib/routes';
import { splitLocale, type Locale } from '../lib/locale';
import { siteIn, type SiteSettings } from '../lib/site';

export interface PageRoute {
  /** The address in the page's language as visitors see it, e.g. '/ta/about'. */
  url: string;
  /** The same address without its language, e.g. '/about': the key of the route table. */
  path: string;
  /** The route table's row, when the path is a route (not for the not-found page). */
  info: RouteInfo | undefined;
}

export interface PageContext {
  locale: Locale;
  /** The words of every area in the page's language: `t.content`, `t.shell`, `t.forms`, `t.messages`. */
  t: Words;
  route: PageRoute;
  /** The site settings in the page's language. */
  site: SiteSettings;
}

/** The context of the page at `pathname`, in `locale` (Astro's `currentLocale` for that address). */
export function pageContext(pathname: string, locale: Locale): PageContext {
  const url = normalizePath(pathname);
  const path = splitLocale(url).path;
  return { locale, t: wordsIn(locale), route: { url, path, info: findRoute(path) }, site: siteIn(locale) };
}
