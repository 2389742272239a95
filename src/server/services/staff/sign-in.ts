// Staff sign-in (issue #27): beginning a session for an account by a proven factor, the shared password's one
// account (the first admin), and what a person has set up to sign in with. Knows nothing of HTTP: the
// handlers (src/server/admin/sign-in.ts, factors.ts, me.ts) set the cookie.

import { adminText } from '../../../i18n/admin';
import { DomainError } from '../../errors';
import type { Store } from '../../store/port';
import type { Account, SignInMethod, StaffSession } from '../../store/port';

/** The name of the account the shared ADMIN_PASSWORD_HASH signs in to (made at its first use, an admin). */
export const FIRST_ADMIN_NAME = 'First admin';

/**
 * The first admin's account, made on the password's first sign-in (once, whoever asks at the same time);
 * `email`: the deploy's own (src/server/admin/config.ts firstAdminEmailOf), never one written in the source.
 */
export async function firstAdmin(store: Store, email: string): Promise<Account> {
  const made = await store.accounts.create({ name: FIRST_ADMIN_NAME, email, role: 'admin' });
  if (made.ok) return made.account;
  const found = await store.accounts.byEmail(email);
  if (!found) throw DomainError.conflict(adminText.signIn.passwordOff);
  return found;
}

/** What an account has set up to sign in with. */
export interface Factors {
  passkeys: number;
  totp: boolean;
  recoveryCodesLeft: number;
}

export async function factorsOf(store: Store, accountId: string): Promise<Factors> {
  const [passkeys, totp, recoveryCodesLeft] = await Promise.all([
    store.credentials.passkeys(accountId),
    store.credentials.totp(accountId),
    store.credentials.recoveryCodesLeft(accountId),
  ]);
  return { passkeys: passkeys.length, totp: totp !== null, recoveryCodesLeft };
}

/** Can the account sign in by itself (a passkey or an authenticator app)? */
export const hasFactor = (f: Factors): boolean => f.passkeys > 0 || f.totp;

/**
 * Begin a session for an active account (`id`: the hash of its cookie value, made by the caller); the
 * account's last-seen moves on. Refused (invalid, in the words a wrong code gets) when it is disabled.
 */
export async function beginSession(
  store: Store,
  account: Account,
  session: { id: string; method: SignInMethod; device: string },
): Promise<StaffSession> {
  if (account.status !== 'active') throw DomainError.invalid(adminText.signIn.disabled);
  const begun = await store.staffSessions.create({ ...session, accountId: account.id });
  await store.accounts.touch(account.id);
  return begun;
}
