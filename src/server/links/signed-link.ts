// A signed private link: the token in a patient's, a camp guest's or a donor's link (/appointment/manage#…,
// /camps/registration#…, /donation/payment#…). The token names one record and when the link stops working,
// plus a few whole numbers (a booking's link version), and is signed with HMAC-SHA256 under a key of the
// link's own kind, derived from the deploy's secret with HKDF (label per kind): unguessable, no login, one
// kind of link never opens another, and a change of the staff password leaves them working.
//
//   token = base64url(id "." expiry "." n1 …) "." base64url(HMAC(key, that first part))
//
// expiry is epoch ms in base 36, so are the numbers. The links travel in URL fragments and POST bodies only,
// never in a log or a Referer header.

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { secretKeyOf } from '../config/keys';

/** What a link says: the record's id, when it stops working, and its kind's numbers (none for some kinds). */
export interface SignedLink {
  id: string;
  /** Epoch ms after which the link no longer works. */
  expiresMs: number;
  numbers: number[];
}

/** Tokens longer than this are not read at all. */
const MAX_TOKEN = 300;

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/** The signing key of one kind of link (`label` names the kind), from the site's secret. */
export function linkKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));
}

/** The kind's key for these settings (the dev secret on a developer's machine); null without a secret. */
export const linkKeyOf = (label: string) => secretKeyOf((secret) => linkKey(secret, label));

export function signLink(key: Buffer, link: SignedLink): string {
  const fields = [link.id, link.expiresMs.toString(36), ...link.numbers.map((n) => n.toString(36))];
  const body = b64(fields.join('.'));
  return `${body}.${b64(mac(key, body))}`;
}

/**
 * What a well-formed, correctly signed, unexpired token says, with at most `maxNumbers` numbers (each a
 * whole number, 0 or more); null for anything else.
 */
export function readLink(key: Buffer, token: unknown, nowMs: number, maxNumbers: number): SignedLink | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [id, exp, ...rest] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  const expiresMs = parseInt(exp ?? '', 36);
  if (!id || rest.length > maxNumbers || !Number.isFinite(expiresMs) || expiresMs <= nowMs) return null;
  const numbers = rest.map((n) => parseInt(n, 36));
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  return { id, expiresMs, numbers };
}
