// A donor's private link to their pledge (issue #28): /donation/payment#<token>, to add the UPI reference
// (UTR) after paying. Signed like the patient's manage link (../manage-token.ts): a key of its own derived
// from SESSION_SECRET (HKDF, label below), the pledge's id and when the link stops working, HMAC-SHA256.
// It travels in the URL's fragment and in POST bodies only, never in a log or a Referer header. The success
// screen gets the same token in the pledge's answer, so the donor can add the UTR there at once.

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { secretKeyOf } from '../admin/config';

const LABEL = 'varma-trust donation pledge link v1';
/** A pledge's link works for 120 days: long enough to pay late, short enough not to linger. */
export const PLEDGE_LINK_DAYS = 120;

export interface PledgeClaim {
  /** The pledge's id. */
  id: string;
  /** Epoch ms after which the link no longer works. */
  expiresMs: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function pledgeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
}

/** The key of these settings (the dev secret on a developer's machine); null when a deploy has no secret. */
export const pledgeKeyOf = secretKeyOf(pledgeKey);

export function signPledgeToken(key: Buffer, claim: PledgeClaim): string {
  const body = b64(`${claim.id}.${claim.expiresMs.toString(36)}`);
  return `${body}.${b64(mac(key, body))}`;
}

/** The claim of a well-formed, correctly signed, unexpired token; null for anything else. */
export function readPledgeToken(key: Buffer, token: unknown, nowMs: number): PledgeClaim | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [id, exp, more] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  const expiresMs = parseInt(exp ?? '', 36);
  if (!id || more !== undefined || !Number.isFinite(expiresMs) || expiresMs <= nowMs) return null;
  return { id, expiresMs };
}

/** The link's token for a pledge made at `createdAt`, or null without a key. */
export function pledgeTokenFor(key: Buffer | null, pledge: { id: string; createdAt: string }): string | null {
  if (!key) return null;
  return signPledgeToken(key, {
    id: pledge.id,
    expiresMs: Date.parse(pledge.createdAt) + PLEDGE_LINK_DAYS * 24 * 60 * 60 * 1000,
  });
}
