// The staff API's answers about accounts, invites and ways to sign in (/api/admin/accounts, /invite, /me):
// built by the handlers in src/server/admin/, read by the staff pages and the API tests. Types only.

import type { AccountStatus, Role } from './staff-roles';

/** How a session began (src/server/store/staff-types.ts SignInMethod). */
export type SignInMethod = 'passkey' | 'totp' | 'recovery' | 'password' | 'invite';

/** A staff account (src/server/store/staff-types.ts Accounts). */
export interface Account {
  /** UUID, given by the store. */
  id: string;
  name: string;
  /** As typed; unique without case. */
  email: string;
  role: Role;
  status: AccountStatus;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601 of the last sign-in or use; null until the first. */
  lastSeenAt: string | null;
}

/** An invite to become staff, by a one-time link (only a hash of its token is kept). */
export interface Invite {
  /** A hash of the link's token (the token itself is only in the link). */
  tokenHash: string;
  email: string;
  role: Role;
  /** Who invited: the inviting account's id (or, until accounts sign in, the session's). */
  invitedBy: string;
  createdAt: string;
  /** createdAt + 48 hours. */
  expiresAt: string;
}

/** GET /api/admin/accounts. */
export interface AccountsAnswer {
  success: true;
  accounts: Account[];
  invites: Invite[];
}

/** POST /api/admin/accounts/invite: the invite and its link (shown once, for the admin to send). */
export interface InviteMade {
  success: true;
  invite: Invite;
  link: string;
}

/** POST /api/admin/accounts/:id, POST /api/admin/invite (accepted). */
export interface AccountAnswer {
  success: true;
  account: Account;
}

/** POST /api/admin/invite/open { token }: what the invite is for. */
export interface InviteOpened {
  success: true;
  email: string;
  role: Role;
  expiresAt: string;
}

/** POST /api/admin/accounts/:id/sign-out: how many sessions ended. */
export interface SignedOutEverywhere {
  success: true;
  ended: number;
}

/** A passkey as its owner sees it (GET /api/admin/me). */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/admin/me. */
export interface MeAnswer {
  success: true;
  account: Account;
  passkeys: PasskeyInfo[];
  totp: boolean;
  recoveryCodesLeft: number;
}

/** One of a person's own signed-in devices (GET /api/admin/me/sessions). */
export interface DeviceSession {
  /** The store's id of the session (a hash of its cookie, never the cookie). */
  id: string;
  device: string;
  method: SignInMethod;
  createdAt: string;
  lastSeenAt: string;
  /** The device asking. */
  current: boolean;
}

/** A factor added; with a first one, ten recovery codes shown once. */
export interface FactorAdded {
  success: true;
  passkey?: PasskeyInfo;
  recoveryCodes?: string[];
}
