// The endpoint wrapper every Netlify function (v2) is made with: it routes a request through the
// function's route table (unknown path 404, unknown method 405 with Allow), decides the language of the
// answer ONCE (the request's Accept-Language: our forms send the page's language, so a Tamil page gets
// Tamil errors, 429s and 503s) and hands it to the handler as `scope.locale` and `scope.t`, and turns
// every thrown error into a safe JSON answer.

import type { Context } from '@netlify/functions';
import { toLocale, type Locale } from '../../lib/locale';
import type { MessageArea } from '../../i18n/messages/area';
import { useMessages, wordsIn, type Words } from '../../lib/messages';
import { getDeps, type Deps } from '../deps';
import { useStoreParts } from '../store';
import { restrictStore, type PartName } from '../store/compose';
import type { StorePart } from '../store/parts/part';
import type { Store } from '../store/port';
import { errorResponse, failure } from './response';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Scope {
  req: Request;
  context: Context;
  url: URL;
  deps: Deps;
  /** Name of the endpoint, for logs and rate-limit buckets. */
  endpoint: string;
  /** Values of the route's `:name` segments (e.g. '/api/admin/:kind/:id'). */
  params: Record<string, string>;
  /** The language answers are worded in: the request's Accept-Language ('ta…' → Tamil), English otherwise. */
  locale: Locale;
  /** `t()` in `locale`: every message of this request's answer goes through it. */
  t: Words;
}

export type RouteHandler = (scope: Scope) => Promise<Response>;
export type MethodHandlers = Partial<Record<Method, RouteHandler>>;
/** Path (exact, or with `:name` segments) → its handlers. The paths are the function's `config.path`. */
export type RouteTable = Record<string, MethodHandlers>;

/**
 * Methods of this function's paths that another function answers: Netlify routes a path to a function by its
 * `config.method`, so one path can be served by a public function (its POST) and the staff function (its GET)
 * without either bundling the other's code. Named in a 405's Allow, as they are allowed at that path.
 */
export type Elsewhere = Readonly<Record<string, readonly Method[]>>;

/**
 * A function's default export; `paths` are the keys of its route table (a unit test holds config.path to
 * them), `methods` what it answers at each, `elsewhere` what another function answers there.
 */
export type Endpoint = ((req: Request, context: Context) => Promise<Response>) & {
  readonly paths: readonly string[];
  readonly methods: Readonly<Record<string, readonly Method[]>>;
  readonly elsewhere: Elsewhere;
};

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route for a path: an exact key first, else a key with `:name` segments (each matches one segment). */
function matchRoute(
  routes: RouteTable,
  path: string,
): { pattern: string; handlers: MethodHandlers; params: Record<string, string> } | null {
  const exact = routes[path];
  if (exact) return { pattern: path, handlers: exact, params: {} };
  const segments = path.split('/');
  for (const [pattern, handlers] of Object.entries(routes)) {
    if (!pattern.includes('/:')) continue;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (ok) return { pattern, handlers, params };
  }
  return null;
}

/** What a function's code uses beyond its routes: store parts and the areas of the messages it answers with. */
export type Uses = readonly (StorePart | MessageArea)[];

/**
 * A Netlify function (v2) answering the paths of `routes` (and of `elsewhere`'s methods, none), with what
 * its handlers use (`uses`): the store parts (src/server/store/parts; its handlers see only those,
 * whatever store a test hands them) and the areas of its messages besides `core` (src/i18n/messages). Its
 * bundle carries those and no others.
 */
export function endpoint(name: string, routes: RouteTable, uses: Uses, elsewhere: Elsewhere = {}): Endpoint {
  const parts = uses.filter((u): u is StorePart => 'redis' in u);
  useStoreParts(parts);
  useMessages(uses.filter((u): u is MessageArea => 'words' in u));
  const names: PartName[] = [...new Set([...parts.map((p) => p.name), 'migrations' as const])];
  const views = new WeakMap<Store, Store>();
  const seen = (store: Store) => {
    let view = views.get(store);
    if (!view) views.set(store, (view = restrictStore(store, names)));
    return view;
  };
  const handle = async (req: Request, context: Context): Promise<Response> => {
    const locale = toLocale(req.headers.get('accept-language'));
    const t = wordsIn(locale);
    const url = new URL(req.url);
    const route = matchRoute(routes, normalizePath(url.pathname));
    if (!route) return errorResponse(404, t('http.notFound'));
    const { pattern, handlers, params } = route;
    const handler = handlers[req.method.toUpperCase() as Method];
    if (!handler) {
      const allow = [...Object.keys(handlers), ...(elsewhere[pattern] ?? [])].join(', ');
      return errorResponse(405, t('http.methodNotAllowed'), undefined, { allow });
    }
    try {
      const deps = getDeps();
      const store = deps.store;
      deps.store = () => store().then(seen);
      if (typeof context?.waitUntil === 'function') deps.waitUntil = (promise) => context.waitUntil(promise);
      deps.origin = url.origin;
      return await handler({ req, context, url, deps, endpoint: name, params, locale, t });
    } catch (error) {
      return failure(name, error, t);
    }
  };
  const methods = Object.fromEntries(
    Object.entries(routes).map(([path, handlers]) => [path, Object.keys(handlers) as Method[]]),
  );
  return Object.assign(handle, { paths: Object.freeze(Object.keys(routes)), methods, elsewhere });
}
