// The accounts sub-port: staff accounts (one per person, with a role), and the shared password's sign-in that
// bootstraps the first admin. Secrets never reach the store in the clear: an invite's token, a recovery code
// and a session's cookie value arrive as hashes made by the service; a TOTP secret is the one secret kept as
// it is (a TOTP check needs it).

import type { Account } from '../../../lib/staff-api';
import type { AccountStatus, Role } from '../../../lib/staff-roles';

export type { Account, Invite } from '../../../lib/staff-api';

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
