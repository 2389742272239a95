// A patient's private link to their booking (issue #17): /appointment/manage#<token>. The token names one
// appointment and when it stops working (the end of the visit's day, India time), signed with a key of its
// own derived from SESSION_SECRET (HKDF, label below): unguessable, no login, and it survives a change of the
// staff password (the staff sessions' key includes the password's hash; this one does not). It travels in
// the URL's fragment and in POST bodies only, so it never reaches a log or a Referer header. It also carries
// the booking's link version (issue #29): a move or a cancel bumps the booking's, so a link sent before
// (to whoever typed the address, or forwarded) stops working; links made before versions are version 0.

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { addDays, indiaInstant } from '../lib/time';

const LABEL = 'varma-trust booking manage link v1';

export interface ManageClaim {
  /** The appointment's id. */
  id: string;
  /** Epoch ms after which the link no longer works. */
  expiresMs: number;
  /** The booking's link version it was made for (the record's `link`, 0 when it has none). */
  version: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** The signing key for manage links, from the site's secret. */
export function manageKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
}

function mac(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

export function signManageToken(key: Buffer, claim: ManageClaim): string {
  const version = claim.version > 0 ? `.${claim.version.toString(36)}` : '';
  const body = b64(`${claim.id}.${claim.expiresMs.toString(36)}${version}`);
  return `${body}.${b64(mac(key, body))}`;
}

/** The claim of a well-formed, correctly signed, unexpired token; null for anything else. */
export function readManageToken(key: Buffer, token: unknown, nowMs: number): ManageClaim | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [id, exp, ver, more] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  const expiresMs = parseInt(exp ?? '', 36);
  const version = ver === undefined ? 0 : parseInt(ver, 36);
  if (!id || more !== undefined || !Number.isFinite(expiresMs) || expiresMs <= nowMs) return null;
  if (!Number.isSafeInteger(version) || version < 0) return null;
  return { id, expiresMs, version };
}

/** When a visit's link stops working: the end of the visit's day in India (23:59:59.999 IST). */
export function visitExpiry(date: string): number {
  return indiaInstant(addDays(date, 1)) - 1;
}
