// The invites sub-port: an invite to a new person (its token kept as a hash), accepted once into an account.

import type { Account, Invite } from '../../../lib/staff-api';

/** An invite can be accepted for 48 hours after it is made. */
export const INVITE_TTL_MS = 48 * 60 * 60 * 1000;

export type InviteAccepted =
  | { ok: true; account: Account; invite: Invite }
  /** Nothing written: no such invite (or already used), expired, or its email already has an account. */
  | { ok: false; refused: 'unknown' | 'expired' | 'emailTaken' };

export interface Invites {
  /** Make an invite (createdAt now, expires INVITE_TTL_MS later); a new invite to an email replaces an older one. */
  create(invite: Pick<Invite, 'tokenHash' | 'email' | 'role' | 'invitedBy'>): Promise<Invite>;
  /** The invite while it can be accepted, else null (read only: the page that asks for a name). */
  get(tokenHash: string): Promise<Invite | null>;
  /**
   * Use the invite and create its account (the invite's email and role, this name) in one atomic step:
   * once only, and never after it expired.
   */
  accept(tokenHash: string, name: string): Promise<InviteAccepted>;
  /** Invites that can still be accepted, newest first. */
  list(): Promise<Invite[]>;
  /** Withdraw an invite; true when there was one. */
  revoke(tokenHash: string): Promise<boolean>;
}
