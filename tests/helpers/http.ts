// Calling Netlify function handlers in-process with real Request objects.

import type { Context } from '@netlify/functions';

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

export async function call(handler: Handler, path: string, options: CallOptions = {}) {
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
  return { status: response.status, headers: response.headers, json: json as any };
}
