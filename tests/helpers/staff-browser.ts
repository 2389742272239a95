// A staff member's browser against the admin function, for the sign-in suites (tests/api/staff-sign-in and
// sign-in-attacks): the cookies it is given and sends back, its calls, and the networks it calls from.

import admin from '../../netlify/functions/admin';
import { SESSION_COOKIE } from '../../src/server/admin/cookies';
import { call, type CallOptions, type Reply } from './http';

/** A WebAuthn ceremony's answer: its id and the options for the authenticator. */
export interface Ceremony {
  success: true;
  ceremony: string;
  options: { challenge: string; rp: { id?: string }; rpId?: string };
}

/** The session cookie's value from an answer's Set-Cookie. */
export const cookieOf = (reply: Reply): string => {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(reply.headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`no session cookie: ${reply.status} ${JSON.stringify(reply.json)}`);
  return match[1]!;
};

/** A person's own client: calls with their cookie (GET without a body, POST with one). */
export const as = (cookie: string) => {
  const opts = (extra: CallOptions = {}) => ({ ...extra, headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
  return {
    get: <T = unknown>(path: string) => call<T>(admin, path, opts()),
    post: <T = unknown>(path: string, body: unknown = {}) => call<T>(admin, path, opts({ body })),
    del: <T = unknown>(path: string) => call<T>(admin, path, opts({ method: 'DELETE' })),
  };
};

/** The value of the cookie `name` an answer sets. */
export const cookieValue = (reply: Reply, name: string): string => {
  const line = reply.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie: ${reply.status} ${JSON.stringify(reply.json)}`);
  return line.slice(name.length + 1).split(';')[0]!;
};

/** `extra` with these cookies sent. */
export const withCookies = (cookies: Record<string, string>, extra: CallOptions = {}): CallOptions => ({
  ...extra,
  headers: {
    cookie: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    ...extra.headers,
  },
});

/** The i-th of 200 IPv6 /48s (each a network of its own). */
export const net48 = (i: number) => `2001:db8:${(0x100 + i).toString(16)}::1`;
