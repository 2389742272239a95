// Staff sessions: beginning one for an account by a proven factor, finding the live one a token names,
// ending it; the shared password's one account (the first admin), and what a person has set up to sign in
// with. Knows nothing of HTTP: the handlers (src/server/admin/) read and set the cookie.

import { adminText } from '../../../../i18n/admin';
import { DomainError } from '../../../errors';
import type { Store } from '../../../store/port';
import type { Account, SignInMethod, StaffSession } from '../../../store/port';
import { deviceName, newSessionToken, sessionIdOf } from './session';

/** The name of the account the shared ADMIN_PASSWORD_HASH signs in to (made at its first use, an admin). */
export const FIRST_ADMIN_NAME = 'First admin';

/**
 * The first admin's account, made on the password's first sign-in (once, whoever asks at the same time);
 * `email`: the deploy's own (firstAdminEmailOf in the deploy's config), never one written in the source.
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

/** Does the shared password (ADMIN_PASSWORD_HASH) still sign in, or has an admin ended it? */
export const passwordSignInOpen = (store: Store): Promise<boolean> => store.accounts.passwordSignIn();

/**
 * Begin a session for `account` under a new token (the cookie's value, returned); the store knows it by its
 * HMAC with `key`. `userAgent` names the device in the person's list.
 */
export async function startSession(
  store: Store,
  key: Uint8Array,
  account: Account,
  method: SignInMethod,
  userAgent: string | null,
): Promise<string> {
  const token = newSessionToken();
  await beginSession(store, account, { id: sessionIdOf(token, key), method, device: deviceName(userAgent) });
  return token;
}

/** A signed-in person: their live session and their (active) account. */
export interface Signed {
  session: StaffSession;
  account: Account;
}

/** How long a factor proven in a session lets it make the changes that need a step-up. */
export const STEP_UP_MS = 5 * 60_000;

/** Was a factor proven in this session within the last 5 minutes? */
export const isFresh = (session: StaffSession, now: Date): boolean =>
  now.getTime() - Date.parse(session.verifiedAt) < STEP_UP_MS;

/** Refused (stepUp: a passkey or TOTP must be proven again) unless the session proved a factor within 5 minutes. */
export function requireFresh(signed: Signed, now: Date): void {
  if (!isFresh(signed.session, now)) throw DomainError.stepUp(adminText.signIn.stepUpNeeded);
}

/**
 * The live session `token` names (its idle time moves on) and its active account, or null. A session of an
 * account that is gone or disabled is ended with every other session of that account.
 */
export async function liveSession(store: Store, key: Uint8Array, token: string): Promise<Signed | null> {
  const session = await store.staffSessions.use(sessionIdOf(token, key));
  if (!session) return null;
  const account = await store.accounts.get(session.accountId);
  if (!account || account.status !== 'active') {
    await store.staffSessions.revokeAll(session.accountId);
    return null;
  }
  return { session, account };
}

/** End the session `token` names, if it is live (signing out twice is no error). */
export async function endSession(store: Store, key: Uint8Array, token: string): Promise<void> {
  const id = sessionIdOf(token, key);
  const session = await store.staffSessions.use(id);
  if (session) await store.staffSessions.revoke(session.accountId, id);
}

/** A session proved a factor just now: its step-up is fresh from this moment. */
export async function markSteppedUp(store: Store, sessionId: string): Promise<void> {
  await store.staffSessions.use(sessionId, true);
}
