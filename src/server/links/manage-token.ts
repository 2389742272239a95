// A patient's private link to their booking: /appointment/manage#<token>, a signed link (./signed-link)
// naming one appointment, when it stops working (the end of the visit's day, India time) and the booking's
// link version: a move or a cancel bumps the booking's, so a link sent before (to whoever typed the
// address, or forwarded) stops working. A link of version 0 carries no version at all.

import { addDays, indiaInstant } from '../../lib/time';
import { linkKey, readLink, signLink } from './signed-link';

const LABEL = 'varma-trust booking manage link v1';

export interface ManageClaim {
  /** The appointment's id. */
  id: string;
  /** Epoch ms after which the link no longer works. */
  expiresMs: number;
  /** The booking's link version it was made for (the record's `link`, 0 when it has none). */
  version: number;
}

/** The signing key for manage links, from the site's secret. */
export function manageKey(secret: string): Buffer {
  return linkKey(secret, LABEL);
}

export function signManageToken(key: Buffer, claim: ManageClaim): string {
  return signLink(key, { id: claim.id, expiresMs: claim.expiresMs, numbers: claim.version > 0 ? [claim.version] : [] });
}

/** The claim of a well-formed, correctly signed, unexpired token; null for anything else. */
export function readManageToken(key: Buffer, token: unknown, nowMs: number): ManageClaim | null {
  const link = readLink(key, token, nowMs, 1);
  return link && { id: link.id, expiresMs: link.expiresMs, version: link.numbers[0] ?? 0 };
}

/** When a visit's link stops working: the end of the visit's day in India (23:59:59.999 IST). */
export function visitExpiry(date: string): number {
  return indiaInstant(addDays(date, 1)) - 1;
}
