// Reading a request: the client's address, the Origin check (403), a JSON object body (415 / 413 / 400),
// the honeypot and page language of a form post, and parsing with a src/lib schema (400 with fields).
// Refusals are thrown as HttpError, worded in the request's language; logs carry no personal data.

import type { Context } from '@netlify/functions';
import type * as z from 'zod/mini';
import { isLocale, type Locale } from '../../lib/locale';
import { HONEYPOT_FIELD } from '../../lib/schemas/common';
import { translator } from '../../lib/messages';
import { runSchema } from '../../lib/validate/core';
import { HttpError } from '../errors';
import { log } from '../log';
import { networkOf } from '../services/limits';
import type { Scope } from './endpoint';

/**
 * The visitor's IP, as Netlify's edge saw it: the function context's `ip`, else the header the edge sets
 * (`x-nf-client-connection-ip`, which it overwrites on every request). Never `X-Forwarded-For`: a client
 * writes what it likes there, and a new value per request would escape every limit. (The local preview sets
 * the same header from the socket; scripts/preview.mjs.)
 */
export function clientIp(req: Request, context: Context | undefined): string {
  const fromContext = context?.ip;
  if (fromContext) return fromContext;
  const nf = req.headers.get('x-nf-client-connection-ip');
  if (nf) return nf.trim();
  return 'unknown';
}

/** The network a public limit counts: an IPv4 address, an IPv6 address's /64 (one household or phone). */
export const clientNetwork = (ip: string): string => networkOf(ip, 64);

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
  throw new HttpError(403, scope.t('http.badOrigin'));
}

/** The body's bytes, refusing (413) as soon as they pass `max` rather than after reading them all. */
async function readCapped(req: Request, max: number, tooLarge: () => Error): Promise<Uint8Array> {
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
        throw tooLarge();
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
  return bytes;
}

/** Read a JSON object body: 415 unless JSON, 413 past the cap, 400 if unreadable or not an object. */
export async function readJsonObject(
  scope: Scope,
  max = scope.deps.config.maxBodyBytes,
): Promise<Record<string, unknown>> {
  const { req, t } = scope;
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, t('http.notJson'));
  const declared = Number(req.headers.get('content-length'));
  const tooLarge = () => new HttpError(413, t('http.tooLarge'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  const bytes = await readCapped(req, max, tooLarge);
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

export interface FormPost {
  /** The body without the honeypot field and the language. */
  body: Record<string, unknown>;
  /** The language of the page the form was sent from (`lang`, 'en' or 'ta'; English when absent). */
  lang: Locale;
  /** True when the honeypot was filled: answer success and store nothing. */
  trapped: boolean;
}

/** Take the honeypot and the page language out of a form's body (400 on a language we don't have). */
export function splitFormFields(scope: Scope, raw: Record<string, unknown>): FormPost {
  const { [HONEYPOT_FIELD]: honeypot, lang = 'en', ...body } = raw;
  if (!isLocale(lang)) throw new HttpError(400, scope.t('form.language'), { lang: scope.t('form.language') });
  const trapped = honeypot !== undefined && honeypot !== null && honeypot !== '' && honeypot !== false;
  if (trapped) log.info('honeypot', { endpoint: scope.endpoint });
  return { body, trapped, lang };
}

/** Parse with a src/lib schema, in the request's language: 400 `{ error, fields }` on failure. */
export function parseWith<S extends z.core.$ZodType>(scope: Scope, schema: S, input: unknown): z.output<S> {
  const result = runSchema(schema, input, translator(scope.locale));
  if (!result.success) throw new HttpError(400, result.error, result.fields);
  return result.data;
}
