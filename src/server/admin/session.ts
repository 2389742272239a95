// Staff sessions (issue #27) live in the store (store.staffSessions: idle 30 minutes, absolute 8 hours, ended
// at once by sign-out, a disabled account or "sign out everywhere"). The browser holds a random 256-bit value
// in the `__Host-admin` cookie (HttpOnly, Secure, SameSite=Strict, Path=/); the store keeps the session under
// an HMAC of that value with the session key (./config: from SESSION_SECRET, the deploy context and the
// staff password's hash), so a copied store row is no cookie, a deploy preview's cookie names no session in
// production, and rotating SESSION_SECRET or the password signs everyone out.

import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_MS } from '../store/port';

export const SESSION_COOKIE = '__Host-admin';
const FLAGS = 'Path=/; HttpOnly; Secure; SameSite=Strict';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new cookie value. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the store knows a session by: an HMAC of the cookie's value with the session key. */
export const sessionIdOf = (token: string, key: Uint8Array): string =>
  createHmac('sha256', key).update(`staff-session\n${token}`).digest('hex');

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${FLAGS}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${FLAGS}; Max-Age=0`;
}

/** The session cookie's value in a request, if it has the shape of one. */
export function sessionToken(req: Request): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return TOKEN_PATTERN.test(value) ? value : null;
    }
  }
  return null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** What a person sees in their list of devices: "Firefox on Windows" (from the User-Agent, nothing more). */
export function deviceName(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'A browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
