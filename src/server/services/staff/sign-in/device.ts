// Trusted browsers (OWASP's "Slow down online guessing attacks with device cookies"): a browser that signed in
// to an account before carries a value naming that account and a random device id under an HMAC with a key
// from the deploy's secret (the cookie itself: src/server/admin/cookies.ts). An attempt from such a browser
// counts in its own allowance (./limits), not in its network's, the account's or the all-networks ceiling,
// so strangers who fill those from any number of networks never lock out a person on a browser they used
// before. A browser's own allowance is spent only by wrong attempts from that browser. The value is no
// session: it signs nobody in and survives signing out.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VALUE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The key device values are signed with, from the deploy's secret. */
export const deviceKeyOf = (secret: string): Buffer =>
  createHmac('sha256', secret).update('varma-trust staff device cookie').digest();

const macOf = (key: Buffer, accountId: string, device: string) =>
  createHmac('sha256', key).update(`${accountId}.${device}`).digest('base64url');

/** A trusted browser: the account it signed in to, and its own id (what its allowance is counted by). */
export interface TrustedDevice {
  accountId: string;
  device: string;
}

/** A new value that makes a browser trusted for `accountId`; null when it is no account id. */
export function newDeviceValue(key: Buffer, accountId: string): string | null {
  if (!/^[0-9a-f-]{36}$/.test(accountId)) return null;
  const device = randomBytes(16).toString('base64url');
  return `${accountId}.${device}.${macOf(key, accountId, device)}`;
}

/** The trusted browser a value names when this deploy made it (any account), else null. */
export function deviceOf(key: Buffer, value: string): TrustedDevice | null {
  const match = VALUE.exec(value);
  if (!match) return null;
  const [, accountId, device, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(macOf(key, accountId, device));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { accountId, device } : null;
}
