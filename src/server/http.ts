// HTTP plumbing shared by every function: JSON answers (always `cache-control: no-store`), method and
// route checks, JSON body reading (415 / 413 / 400), Origin check (403), per-IP rate limit kept in the
// store (429 + Retry-After), honeypot, error bodies `{ success: false, error, fields? }`, 503 on a store
// outage, and no internals ever in an answer. Logs carry no personal data.

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { isLocale, toLocale, type Locale } from '../lib/locale';
import { setLocaleSource, t } from '../lib/messages';
import { HONEYPOT_FIELD } from '../lib/schemas/common';
import { validate } from '../lib/validate';
import { getDeps, type Deps } from './deps';
import { ConfigError, DomainError, HttpError, StoreUnavailableError } from './errors';
import { errorSummary, log } from './log';
import { requireStaff } from './admin/guard';

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
}

/**
 * Every message of a request's answer is worded in the request's language: our forms send the page's
 * language as Accept-Language, so a Tamil page gets Tamil errors, 429s and 503s.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => requestLocale.getStore() ?? 'en');

export type RouteHandler = (scope: Scope) => Promise<Response>;
export type MethodHandlers = Partial<Record<Method, RouteHandler>>;

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...BASE_HEADERS, ...headers } });
}

export function errorResponse(
  status: number,
  error: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
): Response {
  return json(
    fields && Object.keys(fields).length > 0 ? { success: false, error, fields } : { success: false, error },
    status,
    headers,
  );
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route for a path: an exact key first, else a key with `:name` segments (each matches one segment). */
function matchRoute(
  routes: Record<string, MethodHandlers>,
  path: string,
): { handlers: MethodHandlers; params: Record<string, string> } | null {
  const exact = routes[path];
  if (exact) return { handlers: exact, params: {} };
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
    if (ok) return { handlers, params };
  }
  return null;
}

/**
 * A Netlify function (v2) answering one or more paths. Unknown paths -> 404, unknown methods -> 405
 * with Allow; every thrown error becomes a safe JSON answer.
 */
export function endpoint(name: string, routes: Record<string, MethodHandlers>) {
  return (req: Request, context: Context): Promise<Response> => {
    const locale = toLocale(req.headers.get('accept-language'));
    return requestLocale.run(locale, () => answer(req, context, locale));
  };

  async function answer(req: Request, context: Context, locale: Locale): Promise<Response> {
    const url = new URL(req.url);
    const route = matchRoute(routes, normalizePath(url.pathname));
    if (!route) return errorResponse(404, t('http.notFound'));
    const { handlers, params } = route;
    const method = req.method.toUpperCase() as Method;
    const handler = handlers[method];
    if (!handler) {
      return errorResponse(405, t('http.methodNotAllowed'), undefined, { allow: Object.keys(handlers).join(', ') });
    }
    try {
      const deps = getDeps(context?.deploy?.context);
      return await handler({ req, context, url, deps, endpoint: name, params, locale });
    } catch (error) {
      return failure(name, error);
    }
  }
}

function failure(endpointName: string, error: unknown): Response {
  if (error instanceof HttpError) {
    return errorResponse(error.status, error.publicMessage, error.fields, error.headers);
  }
  if (error instanceof DomainError) {
    return errorResponse(error.kind === 'conflict' ? 409 : 400, error.publicMessage, error.fields);
  }
  if (error instanceof StoreUnavailableError || error instanceof ConfigError) {
    log.error(error instanceof ConfigError ? 'config_error' : 'store_error', {
      endpoint: endpointName,
      reason: errorSummary(error),
    });
    return errorResponse(503, t('http.storeUnavailable'), undefined, { 'retry-after': '30' });
  }
  log.error('unexpected_error', { endpoint: endpointName, reason: errorSummary(error) });
  return errorResponse(500, t('http.internal'));
}

/** The visitor's IP: Netlify's context.ip, else its header, else the first X-Forwarded-For hop. */
export function clientIp(req: Request, context: Context | undefined): string {
  const fromContext = context?.ip;
  if (fromContext) return fromContext;
  const nf = req.headers.get('x-nf-client-connection-ip');
  if (nf) return nf.trim();
  const forwarded = req.headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0]!.trim() || 'unknown';
  return 'unknown';
}

/** POSTs from a browser must come from our own site (or ALLOWED_ORIGINS). No Origin = not a browser: allowed. */
export function checkOrigin(scope: Scope): void {
  const origin = scope.req.headers.get('origin');
  if (origin === null) return;
  let parsed: URL | null;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = null;
  }
  if (parsed && parsed.origin !== 'null') {
    const host = scope.req.headers.get('host');
    if (parsed.host === scope.url.host || (host !== null && parsed.host === host)) return;
    if (scope.deps.config.allowedOrigins.includes(parsed.origin)) return;
  }
  log.warn('origin_refused', { endpoint: scope.endpoint });
  throw new HttpError(403, t('http.badOrigin'));
}

/** Read a JSON object body: 415 unless JSON, 413 past the cap, 400 if unreadable or not an object. */
export async function readJsonObject(scope: Scope): Promise<Record<string, unknown>> {
  const { req } = scope;
  const max = scope.deps.config.maxBodyBytes;
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, t('http.notJson'));
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw new HttpError(413, t('http.tooLarge'));

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        throw new HttpError(413, t('http.tooLarge'));
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, t('http.badJson'));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, t('form.notObject'));
  }
  return body as Record<string, unknown>;
}

export type LimitKind = 'write' | 'read';

/** Count this request against `bucket` for the visitor's IP; 429 with Retry-After past the limit. */
export async function enforceRateLimit(scope: Scope, bucket: string, kind: LimitKind): Promise<void> {
  const { config } = scope.deps;
  if (!config.rateLimitEnabled) return;
  const limit = kind === 'write' ? config.writesPerMinute : config.readsPerMinute;
  const windowMs = 60_000;
  const nowMs = scope.deps.now().getTime();
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  // The IP is hashed: the store never holds it in clear.
  const ipHash = createHash('sha256').update(clientIp(scope.req, scope.context)).digest('hex').slice(0, 24);
  const store = await scope.deps.store();
  const hits = await store.hitRateLimit(`${bucket}:${kind}:${ipHash}`, windowStart, windowMs);
  if (hits > limit) {
    const seconds = Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000));
    log.warn('rate_limited', { endpoint: scope.endpoint, bucket, kind });
    throw new HttpError(429, t('http.rateLimited', { seconds }), undefined, { 'retry-after': String(seconds) });
  }
}

export interface PublicPost {
  /** The body without the honeypot field and the language. */
  body: Record<string, unknown>;
  /** The language of the page the form was sent from (`lang`, 'en' or 'ta'; English when absent). */
  lang: Locale;
  /** True when the honeypot was filled: answer success and store nothing. */
  trapped: boolean;
}

/**
 * Every public POST: Origin check, JSON body, rate limit (bucket chosen from the body if needed),
 * honeypot.
 */
export async function readPublicPost(
  scope: Scope,
  limit: { bucket: string; kind: LimitKind } | ((body: Record<string, unknown>) => { bucket: string; kind: LimitKind }),
): Promise<PublicPost> {
  checkOrigin(scope);
  const raw = await readJsonObject(scope);
  const { bucket, kind } = typeof limit === 'function' ? limit(raw) : limit;
  await enforceRateLimit(scope, bucket, kind);
  const { [HONEYPOT_FIELD]: honeypot, lang = 'en', ...body } = raw;
  if (!isLocale(lang)) throw new HttpError(400, t('form.language'), { lang: t('form.language') });
  const trapped = honeypot !== undefined && honeypot !== null && honeypot !== '' && honeypot !== false;
  if (trapped) log.info('honeypot', { endpoint: scope.endpoint });
  return { body, trapped, lang };
}

/** Parse with a src/lib schema: 400 `{ error, fields }` on failure. */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.success) throw new HttpError(400, result.error, result.fields);
  return result.data;
}

/**
 * THE place where admin-only endpoints check the staff session: a valid, unexpired, unrevoked session
 * cookie (see ./admin), else 401 and no data leaves the server. A store outage during the check is a 503.
 */
export async function requireAdmin(scope: Scope): Promise<void> {
  await requireStaff(scope);
}

/** An admin-only handler: the session check first, then `run`. */
export function adminOnly(run: RouteHandler): RouteHandler {
  return async (scope) => {
    await requireAdmin(scope);
    return run(scope);
  };
}
