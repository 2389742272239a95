/**
 * Every route of the site, in one table: its canonical (lowercase) path and every spelling the old site,
 * its navigation or its footer used. Pages, the dev-server redirect middleware, the generated `_redirects`
 * file, the sitemap filter and the tests all read this table, so a route is added in one place.
 */
export interface RouteInfo {
  /** Canonical path: lowercase, no trailing slash ('/' for home). */
  path: string;
  /** Other spellings that must answer with a 301 to `path` (the lowercase one is derived, never listed). */
  legacy: readonly string[];
  /** Kept out of the sitemap and marked noindex; English only (staff pages have no Tamil twin). */
  private?: boolean;
  /**
   * Reached by a private link only (a patient's own booking): in both languages, but marked noindex and
   * kept out of the sitemap.
   */
  unlisted?: boolean;
  /**
   * The route whose page this address shows: the old site had two addresses for some pages. The address
   * keeps its own canonical URL; src/pages/[alias].astro and src/pages/ta/[...page].astro render the page.
   */
  alias?: string;
}

export const ROUTES: readonly RouteInfo[] = [
  { path: '/', legacy: [] },
  { path: '/about', legacy: ['/About'] },
  { path: '/services', legacy: ['/Services'] },
  { path: '/team', legacy: ['/Team'] },
  { path: '/booking', legacy: [] },
  { path: '/appointment', legacy: [] },
  { path: '/appointment/manage', legacy: [], unlisted: true },
  { path: '/oldpatient', legacy: [] },
  { path: '/contact', legacy: ['/Contact'] },
  { path: '/events', legacy: ['/Events'] },
  { path: '/gallery', legacy: ['/Gallery'] },
  { path: '/donation', legacy: ['/Donation'] },
  { path: '/donation/payment', legacy: [], unlisted: true },
  { path: '/donation/reminders', legacy: [], unlisted: true },
  { path: '/testimonial', legacy: ['/Testimonial'] },
  { path: '/therapies', legacy: [] },
  { path: '/whatsapp', legacy: ['/Whatsapp'] },
  { path: '/tour', legacy: ['/Tour'] },
  { path: '/clock', legacy: [] },
  { path: '/homepageteam', legacy: ['/HomepageTeam'] },
  { path: '/webdesign', legacy: [] },
  { path: '/testing', legacy: ['/Testing'] },
  { path: '/expenditures', legacy: ['/Expenditures'] },
  { path: '/realestate', legacy: [] },
  { path: '/fqa', legacy: ['/FQA'] },
  { path: '/gallerysection', legacy: ['/GallerySection'] },
  { path: '/propertlist', legacy: [] },
  { path: '/servicecard', legacy: ['/ServiceCard'], alias: '/services' },
  { path: '/therapiespage', legacy: ['/therapiesPage'], alias: '/therapies' },
  { path: '/webcard', legacy: [] },
  { path: '/construction', legacy: [] },
  { path: '/camps', legacy: [] },
  { path: '/camps/registration', legacy: [], unlisted: true },
  // The staff area: one page per part (src/pages/admin/, src/layouts/StaffLayout.astro).
  { path: '/admin', legacy: [], private: true },
  { path: '/admin/schedule', legacy: [], private: true },
  { path: '/admin/closures', legacy: [], private: true },
  { path: '/admin/people', legacy: [], private: true },
  { path: '/admin/requests', legacy: [], private: true },
  { path: '/admin/breaches', legacy: [], private: true },
  { path: '/admin/donations', legacy: [], private: true },
  { path: '/admin/audit', legacy: [], private: true },
  { path: '/admin/accounts', legacy: [], private: true },
  { path: '/admin/devices', legacy: [], private: true },
  { path: '/admin/invite', legacy: [], private: true },
  { path: '/admin/camps', legacy: [], private: true },
  { path: '/privacy', legacy: [] },
  { path: '/privacy/request', legacy: [] },
  { path: '/accessibility', legacy: [] },
  { path: '/terms', legacy: [] },
];

/**
 * The route path of a URL path: no query or hash, no trailing slash (but '/' stays), and the built file
 * names of static output (`/about.html`, `/index.html`) mapped back to their routes.
 */
export function normalizePath(pathname: string): string {
  let bare = pathname.split(/[?#]/, 1)[0] || '/';
  bare = bare.replace(/\.html$/, '').replace(/\/index$/, '/');
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare || '/';
}

/** Every non-canonical spelling and where it goes: each route's legacy spellings, once each. */
export function redirectTable(): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  for (const route of ROUTES) {
    for (const from of new Set(route.legacy)) {
      if (from !== route.path) out.push({ from, to: route.path });
    }
  }
  return out;
}

/**
 * Where a request for `pathname` should be sent with a 301, or null when it is already canonical or
 * unknown. Any spelling that differs from a known route only by letter case goes to the route.
 */
export function canonicalRedirect(pathname: string): string | null {
  const path = normalizePath(pathname);
  const lower = path.toLowerCase();
  if (path === lower) return null;
  const route = ROUTES.find((r) => r.path === lower);
  return route ? route.path : null;
}

/** The `_redirects` file Netlify reads: explicit legacy spellings, not forced, so a real file always wins. */
export function netlifyRedirects(): string {
  const lines = redirectTable().map(({ from, to }) => `${from}  ${to}  301`);
  // An unknown Tamil address gets the not-found page in Tamil (English ones get /404 by Netlify's default).
  lines.push('/ta/*  /ta/404  404');
  return `# Generated from src/lib/routes.ts at build time. Do not edit by hand.\n${lines.join('\n')}\n`;
}

/** Is `href` the current page or (for section roots) an ancestor of it? Used to mark the active link. */
export function isActiveLink(href: string, currentPath: string): boolean {
  const target = normalizePath(href).toLowerCase();
  const current = normalizePath(currentPath).toLowerCase();
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((r) => !r.private).map((r) => r.path);

/** The route of a path in any language ('/ta/about' and '/about' both give the /about row). */
export const findRoute = (path: string): RouteInfo | undefined => ROUTES.find((r) => r.path === path);

/** The English page file that renders a route: its alias's, or its own. */
export const pageOf = (route: RouteInfo): string => route.alias ?? route.path;

/**
 * Every Tamil page: each public route, and the not-found page (which Netlify serves with a 404 status for
 * any unknown /ta/ address, see netlifyRedirects). `page` is the path under /ta, `renders` the English
 * page file shown in Tamil.
 */
export function tamilPages(): Array<{ page: string | undefined; renders: string }> {
  const pages = ROUTES.filter((r) => !r.private).map((r) => ({
    page: r.path.slice(1) || undefined,
    renders: pageOf(r),
  }));
  return [...pages, { page: '404', renders: '/404' }];
}
