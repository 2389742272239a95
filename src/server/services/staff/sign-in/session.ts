// Staff sessions live in the store (store.staffSessions: idle 30 minutes, absolute 8 hours, ended at once by
// sign-out, a disabled account or "sign out everywhere"). The browser holds a random 256-bit value in a
// cookie (src/server/admin/cookies.ts); the store keeps the session under an HMAC of that value with the
// session key (from SESSION_SECRET, the deploy context and the staff password's hash), so a copied store row
// is no cookie, a deploy preview's cookie names no session in production, and rotating SESSION_SECRET or the
// password signs everyone out.

import { createHmac, randomBytes } from 'node:crypto';

/** A new session token (the cookie's value). */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the store knows a session by: an HMAC of the cookie's value with the session key. */
export const sessionIdOf = (token: string, key: Uint8Array): string =>
  createHmac('sha256', key).update(`staff-session\n${token}`).digest('hex');

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
