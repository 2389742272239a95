// The store's staff sub-ports (issue #27; composed into ./port Store): accounts, their credentials, invites,
// staff sessions, and ceremonies (one-time values of a sign-in step: a WebAuthn challenge, a TOTP set-up).
// Secrets never reach the store in the clear: an invite's token, a recovery code and a session's cookie
// value arrive as hashes made by the service; a TOTP secret is the one secret kept as it is (a TOTP check
// needs it).

import type { Account, Invite } from '../../lib/staff-api';
import type { AccountStatus, Role } from '../../lib/staff-roles';

export type { Account, Invite } from '../../lib/staff-api';

/** An invite can be accepted for 48 hours after it is made. */
export const INVITE_TTL_MS = 48 * 60 * 60 * 1000;
/** A staff session ends 30 minutes after its last use ... */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** ... and 8 hours after it began, used or not. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
}

/** Nothing was written: another account has this email (without case). */
export type AccountCreated = { ok: true; account: Account } | { ok: false; refused: 'emailTaken' };

export interface Accounts {
  create(account: NewAccount): Promise<AccountCreated>;
  get(id: string): Promise<Account | null>;
  /** The account whose email is `email` without case. */
  byEmail(email: string): Promise<Account | null>;
  /** Every account, oldest first (a clinic has a few dozen at most). */
  list(): Promise<Account[]>;
  /** Change a role and/or a status; the account as it is now, or null when there is none. */
  update(id: string, change: { role?: Role; status?: AccountStatus }): Promise<Account | null>;
  /** Set lastSeenAt to the store's now (no-op for an unknown id). */
  touch(id: string): Promise<void>;
  /** Is the shared ADMIN_PASSWORD_HASH still a way in for the first admin? True until ended. */
  passwordSignIn(): Promise<boolean>;
  /** End the shared password's sign-in for good (an admin's step, once they sign in with a passkey or TOTP). */
  endPasswordSignIn(): Promise<void>;
}

/** A WebAuthn credential (passkey) as the server keeps it. Binary values are base64url. */
export interface Passkey {
  /** The credential id (base64url), unique over all accounts. */
  id: string;
  publicKey: string;
  /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
  counter: number;
  transports: string[];
  /** What the person called it ("Priya's phone"). */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a sign-in with a passkey found: whose it is, and the passkey. */
export interface PasskeyOwner {
  accountId: string;
  passkey: Passkey;
}

/** What removing a passkey did (Credentials.removePasskey). */
export type PasskeyRemoved = 'removed' | 'unknown' | 'last';

export interface Credentials {
  /** Add a passkey (createdAt = now); false when its id is already someone's (nothing written). */
  addPasskey(accountId: string, passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>): Promise<boolean>;
  /** An account's passkeys, oldest first. */
  passkeys(accountId: string): Promise<Passkey[]>;
  passkey(credentialId: string): Promise<PasskeyOwner | null>;
  /**
   * Record a use: the new counter and lastUsedAt = now, atomically, only when the counter moved on (or both
   * are 0, an authenticator without a counter). False: a replayed or cloned authenticator, or no such passkey.
   */
  usePasskey(credentialId: string, counter: number): Promise<boolean>;
  /**
   * Remove one of an account's passkeys, atomically: 'unknown' when the account has no such passkey, 'last'
   * (nothing written) when it is the account's only passkey and the account has no TOTP secret either, so a
   * person never removes their last way to sign in.
   */
  removePasskey(accountId: string, credentialId: string): Promise<PasskeyRemoved>;
  /**
   * Set (or with null, remove) an account's TOTP secret (base32) with the hash of the password that goes with
   * it (a code alone never signs in); a new secret forgets the last step used.
   */
  setTotp(accountId: string, secret: string | null, passwordHash?: string): Promise<void>;
  totp(accountId: string): Promise<string | null>;
  /** The password hash set with the account's TOTP secret; null without a secret, or one set without it. */
  totpPassword(accountId: string): Promise<string | null>;
  /**
   * Claim TOTP time step `step` for a sign-in, atomically: true only when it is later than the last claimed
   * one, so one code (or an older one) is never accepted twice. False too without a secret.
   */
  useTotpStep(accountId: string, step: number): Promise<boolean>;
  /** Replace an account's recovery codes with these hashes (the codes themselves are shown once, never kept). */
  setRecoveryCodes(accountId: string, hashes: readonly string[]): Promise<void>;
  /** Use one: true once per hash, atomically (a second use, or a hash that is not there, is false). */
  useRecoveryCode(accountId: string, hash: string): Promise<boolean>;
  /** How many recovery codes are left. */
  recoveryCodesLeft(accountId: string): Promise<number>;
  /** Forget all of an account's credentials (passkeys, TOTP, recovery codes). */
  clear(accountId: string): Promise<void>;
}

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

/**
 * How a session began: a factor, the shared password (the first admin, until that is ended), or an accepted
 * invite (the new person may only add a passkey or an authenticator app).
 */
export type SignInMethod = 'passkey' | 'totp' | 'recovery' | 'password' | 'invite';

export interface StaffSession {
  /** A hash of the cookie's value, made by the service (the store never sees the cookie). */
  id: string;
  accountId: string;
  /** What the person sees in their list of devices ("Firefox on Windows"). */
  device: string;
  method: SignInMethod;
  createdAt: string;
  lastSeenAt: string;
  /** When a factor was last proven in this session (sign-in, then each step-up). */
  verifiedAt: string;
}

/**
 * Staff sessions, kept in the store so they end at once: idle past SESSION_IDLE_MS or older than
 * SESSION_ABSOLUTE_MS (by the store's clock) they are gone, whatever reads them.
 */
export interface StaffSessions {
  /** Begin one (createdAt = lastSeenAt = verifiedAt = now). */
  create(session: Pick<StaffSession, 'id' | 'accountId' | 'device' | 'method'>): Promise<StaffSession>;
  /**
   * The live session, its lastSeenAt (and with `verified`, its verifiedAt: a step-up) moved to now in the same
   * step; null when unknown, idle or too old.
   */
  use(id: string, verified?: boolean): Promise<StaffSession | null>;
  /** An account's live sessions, newest first. */
  list(accountId: string): Promise<StaffSession[]>;
  /** End one of an account's sessions; true when it was live. */
  revoke(accountId: string, id: string): Promise<boolean>;
  /** End all of an account's sessions (but `keep`, the one asking); how many were live. */
  revokeAll(accountId: string, keep?: string): Promise<number>;
}

/**
 * One-time values with a short life, kept on the server between two steps of a sign-in: a WebAuthn ceremony's
 * challenge, an authenticator app's secret until its first code confirms it. Each is taken once.
 */
export interface Ceremonies {
  /** Keep `value` under `id` for `ttlMs` (replacing what was there). */
  put(id: string, value: string, ttlMs: number): Promise<void>;
  /** The value, removed in the same step: once only; null when unknown, taken or expired. */
  take(id: string): Promise<string | null>;
}
