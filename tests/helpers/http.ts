// Calling Netlify function handlers in-process with real Request objects.

import type { Context } from '@netlify/functions';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ApiErrorBody } from '../../src/lib/api';
import { encodeProof, PROOF_FIELD } from '../../src/lib/proof';
import { getDeps } from '../../src/server/deps';
import { issueChallenge, type ProofWork } from '../../src/server/http/proof';

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
  /**
   * The proof of work a public write's body carries (PUBLIC_WRITES): by default a fresh one, solved here;
   * a string is sent as it is; false sends none. A body that has the field already keeps it.
   */
  proof?: string | false;
}

/** The public writes: their POSTs need a solved proof of work (src/server/http/proof.ts). */
export const PUBLIC_WRITES: readonly string[] = [
  '/api/callbacks',
  '/callback',
  '/api/contact',
  '/api/donation',
  '/api/donations',
  '/api/appointments',
  '/api/appointmentbooking.php',
  '/api/privacy/request',
  '/api/privacy/verify',
  '/api/camps/register',
];

/**
 * A challenge of almost no work: what the server verifies (signature, solution, expiry, single use) does
 * not depend on the work, and the API tests send hundreds of writes. The real work's cost is measured in
 * the browser (tests/e2e/proof-throttled.spec.ts).
 */
export const LIGHT_WORK: ProofWork = { algorithm: 'PBKDF2/SHA-256', cost: 1, counterMin: 1, counterMax: 8 };

/** A solved proof for a public write, issued by the server's own code with the test's deps (clock, secret). */
export async function solvedProof(work: ProofWork = LIGHT_WORK): Promise<string> {
  const { challenge } = await issueChallenge(getDeps(), work);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return encodeProof(challenge, solution);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `options` with the proof of work a POST to a public write needs (see CallOptions.proof). */
export async function withProof(path: string, options: CallOptions): Promise<CallOptions> {
  const { body, proof } = options;
  const method = options.method ?? (body !== undefined || options.raw !== undefined ? 'POST' : 'GET');
  const pathname = new URL(path, ORIGIN).pathname;
  if (proof === false || method !== 'POST' || !PUBLIC_WRITES.includes(pathname)) return options;
  if (!isPlainObject(body) || PROOF_FIELD in body) return options;
  // A configuration that cannot make one (a deploy refused for its secret) sends none: the handler answers.
  const given = proof ?? (await solvedProof().catch(() => undefined));
  return given === undefined ? options : { ...options, body: { ...body, [PROOF_FIELD]: given } };
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

export async function call<T = unknown>(handler: Handler, path: string, given: CallOptions = {}): Promise<Reply<T>> {
  const options = await withProof(path, given);
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
