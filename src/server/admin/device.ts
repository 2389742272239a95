// Device cookies (OWASP's "Slow down online guessing attacks with device cookies"): a browser that signed in
// to an account before carries `__Host-admin-device`, naming that account and a random device id under an
// HMAC with a key from the deploy's secret. An attempt from such a browser counts in its own allowance
// (./sign-in-limits), not in its network's, the account's or the all-networks ceiling, so strangers who fill
// those from any number of networks never lock out a person on a browser they used before. A browser's
// own allowance is spent only by wrong attempts from that browser. The cookie is no session: it signs
// nobody in and survives signing out (HttpOnly, Secure, SameSite=Strict, 180 days).

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Scope } from '../http/endpoint';
import { secretKeyOf } from '../config/keys';

export const DEVICE_COOKIE = '__Host-admin-device';
const DEVICE_DAYS = 180;
const FLAGS = 'Path=/; HttpOnly; Secure; SameSite=Strict';
const VALUE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const deviceKey = secretKeyOf((secret) =>
  createHmac('sha256', secret).update('varma-trust staff device cookie').digest(),
);

const macOf = (key: Buffer, accountId: string, device: string) =>
  createHmac('sha256', key).update(`${accountId}.${device}`).digest('base64url');

/** A trusted browser: the account it signed in to, and its own id (what its allowance is counted by). */
export interface TrustedDevice {
  accountId: string;
  device: string;
}

/** The Set-Cookie value that makes this browser trusted for `accountId`; null when the deploy has no secret. */
export function deviceCookie(scope: Scope, accountId: string): string | null {
  const key = deviceKey(scope.deps.config);
  if (!key || !/^[0-9a-f-]{36}$/.test(accountId)) return null;
  const device = randomBytes(16).toString('base64url');
  const value = `${accountId}.${device}.${macOf(key, accountId, device)}`;
  return `${DEVICE_COOKIE}=${value}; ${FLAGS}; Max-Age=${DEVICE_DAYS * 86_400}`;
}

/** The request's device cookie when it is one this deploy made (any account), else null. */
export function trustedDevice(scope: Scope): TrustedDevice | null {
  const key = deviceKey(scope.deps.config);
  const header = scope.req.headers.get('cookie');
  if (!key || !header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const match = VALUE.exec(part.slice(eq + 1).trim());
    if (!match) return null;
    const [, accountId, device, mac] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(macOf(key, accountId, device));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { accountId, device } : null;
  }
  return null;
}
