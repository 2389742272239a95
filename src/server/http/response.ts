// Every answer a function gives: JSON (always `cache-control: no-store`), error bodies
// `{ success: false, error, fields? }`, and the one mapping from a thrown error to its status: HttpError
// (the HTTP layer's own refusals) as it says, DomainError by its kind, store or config trouble 503 with
// Retry-After, anything else 500. No internals ever reach an answer; the reason goes to the log.

import type { Words } from '../../lib/messages';
import { ConfigError, DomainError, HttpError, StoreUnavailableError, type DomainErrorKind } from '../errors';
import { errorSummary, log } from '../log';

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

/** The one place a domain refusal becomes a status. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  stepUp: 403,
  notFound: 404,
  conflict: 409,
  limited: 429,
};

/** Seconds a client should wait after a 503 before trying again. */
export const RETRY_AFTER_OUTAGE = '30';

/** The safe answer for an error a handler threw, worded by `t` (the request's language). */
export function failure(endpointName: string, error: unknown, t: Words): Response {
  if (error instanceof HttpError) {
    return errorResponse(error.status, error.publicMessage, error.fields, error.headers);
  }
  if (error instanceof DomainError && error.kind === 'stepUp') {
    return json({ success: false, error: error.publicMessage, stepUp: true }, 403);
  }
  if (error instanceof DomainError) {
    const retry: Record<string, string> =
      error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
    return errorResponse(DOMAIN_STATUS[error.kind], error.publicMessage, error.fields, retry);
  }
  if (error instanceof StoreUnavailableError || error instanceof ConfigError) {
    log.error(error instanceof ConfigError ? 'config_error' : 'store_error', {
      endpoint: endpointName,
      reason: errorSummary(error),
    });
    return errorResponse(503, t('http.storeUnavailable'), undefined, { 'retry-after': RETRY_AFTER_OUTAGE });
  }
  log.error('unexpected_error', { endpoint: endpointName, reason: errorSummary(error) });
  return errorResponse(500, t('http.internal'));
}
