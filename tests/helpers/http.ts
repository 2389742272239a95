// Calling Netlify function handlers in-process with real Request objects.

import type { Context } from '@netlify/functions';
import type { ApiErrorBody } from '../../src/lib/api';

export type Handler = (req: Request, context: Context) => Promise<Response>;

export const ORIGIN = 'https://vt.example';

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text (overrides body). */
  raw?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** Omit the Origin header (non-browser client). */
  noOrigin?: boolean;
  /** The platform's context.waitUntil (work after the answer); absent unless given. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export function makeContext(ip = '203.0.113.7', deployContext = 'dev'): Context {
  return { ip, deploy: { context: deployContext, id: 'test', published: false } } as unknown as Context;
}

export function request(path: string, options: CallOptions = {}): Request {
  const method = options.method ?? (options.body !== undefined || options.raw !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = { ...(options.noOrigin ? {} : { origin: ORIGIN }) };
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return new Request(ORIGIN + path, {
    method,
    headers: { ...headers, ...options.headers },
    ...(body !== undefined ? { body } : {}),
  });
}

/** What a handler answered. */
export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  /**
   * The body parsed as JSON (its text when it is not JSON), read as T: the answer the caller expects, named
   * with call<T>() (the public API's types in src/lib/api.ts, the others in ./answers.ts). T is not checked
   * at run time, the test's assertions are; without it the body is `unknown`, for tests that compare it whole.
   */
  json: T;
}

export async function call<T = unknown>(handler: Handler, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  const context = makeContext(options.ip);
  if (options.waitUntil) Object.assign(context, { waitUntil: options.waitUntil });
  const response = await handler(request(path, options), context);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json: json as T };
}

/**
 * The reply's body as a refusal, `{ success: false, error, fields? }` (ApiErrorBody, src/lib/api.ts), for a
 * reply that may also have been a success; throws (failing the test) when the body is anything else.
 */
export function refusal(reply: Reply): ApiErrorBody {
  const body = reply.json;
  if (isRefusal(body)) return body;
  throw new Error(`expected a refusal, got ${reply.status} ${JSON.stringify(body)}`);
}

function isRefusal(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'success' in body &&
    body.success === false &&
    'error' in body &&
    typeof body.error === 'string'
  );
}
