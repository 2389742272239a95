// A donor's private link to their pledge: /donation/payment#<token>, to add the UPI reference (UTR) after
// paying. A signed link (./signed-link) with a key of its own, naming the pledge and when the link
// stops working. The success screen gets the same token in the pledge's answer, so the donor can add the
// UTR there at once.

import { linkKey, readLink, linkKeyOf, signLink } from './signed-link';

const LABEL = 'varma-trust donation pledge link v1';
/** A pledge's link works for 120 days: long enough to pay late, short enough not to linger. */
export const PLEDGE_LINK_DAYS = 120;

export interface PledgeClaim {
  /** The pledge's id. */
  id: string;
  /** Epoch ms after which the link no longer works. */
  expiresMs: number;
}

export function pledgeKey(secret: string): Buffer {
  return linkKey(secret, LABEL);
}

/** The key of these settings (the dev secret on a developer's machine); null when a deploy has no secret. */
export const pledgeKeyOf = linkKeyOf(LABEL);

export function signPledgeToken(key: Buffer, claim: PledgeClaim): string {
  return signLink(key, { id: claim.id, expiresMs: claim.expiresMs, numbers: [] });
}

/** The claim of a well-formed, correctly signed, unexpired token; null for anything else. */
export function readPledgeToken(key: Buffer, token: unknown, nowMs: number): PledgeClaim | null {
  const link = readLink(key, token, nowMs, 0);
  return link && { id: link.id, expiresMs: link.expiresMs };
}

/** The link's token for a pledge made at `createdAt`, or null without a key. */
export function pledgeTokenFor(key: Buffer | null, pledge: { id: string; createdAt: string }): string | null {
  if (!key) return null;
  return signPledgeToken(key, {
    id: pledge.id,
    expiresMs: Date.parse(pledge.createdAt) + PLEDGE_LINK_DAYS * 24 * 60 * 60 * 1000,
  });
}
