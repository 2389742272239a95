import { defineMiddleware } from 'astro:middleware';
import { pageContext } from './i18n/page';
import { toLocale } from './lib/locale';

/**
 * Puts the page context (language, words, route, site settings) on `Astro.locals` for every page. It also
 * runs when pages are prerendered at build time, which is how this static site renders all of them.
 *
 * Tamil pages and alias addresses are rewrites of an English page file (src/pages/ta/[...page].astro,
 * src/pages/[alias].astro), and a rewrite runs the middleware again with the rewritten address. The first
 * run's context is kept: the address the visitor asked for decides the language, the canonical URL and
 * the active menu link.
 */
export const onRequest = defineMiddleware((context, next) => {
  if (!('locale' in context.locals)) {
    Object.assign(context.locals, pageContext(context.url.pathname, toLocale(context.currentLocale)));
  }
  return next();
});
