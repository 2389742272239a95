// Signing in, and stepping up a session, with what a person proves: the shared password (the first admin's
// account only), a passkey, the email with the authenticator app's password and code, or a recovery code.
// Every attempt that reaches here passed the cheap checks (Origin, shape) and counts toward the sign-in
// limits (./limits); a wrong email, password and code get the same answer, and five checked wrong attempts
// in a day mail the owner once (./alert). What is proven gives the account to begin a session for
// (./sessions); the handlers set the cookies.

import { adminText } from '../../../../i18n/admin';
import { adminSignInText } from '../../../../i18n/admin-sign-in';
import { PASSWORD_MAX_LENGTH } from '../../../../lib/staff';
import { DomainError } from '../../../errors';
import type { Store } from '../../../store/port';
import type { Account } from '../../../store/port';
import { noteWrongSignIn } from './alert';
import { keepCeremony, takeCeremony } from './ceremonies';
import { accountKey, countedAttempt, countOptions, type Counter } from './limits';
import * as passkeys from './passkeys';
import { useRecoveryCode } from './recovery-codes';
import { firstAdmin, markSteppedUp, passwordSignInOpen, type Signed } from './sessions';
import { checkTotp, totpStep } from './totp';
import { totpPasswordMatches } from './totp-password';

/** What a sign-in runs with: the store, the moment, who asks (./limits) and this site for passkeys. */
export interface SignInAct extends Counter {
  rp: passkeys.RelyingParty;
  /** Sends what the outbox holds once the answer has gone (the owner's warning mail). */
  deliver: () => Promise<void>;
}

/** Checks the shared password (ADMIN_PASSWORD_HASH). */
export type PasswordCheck = (password: string) => Promise<boolean>;

/** A WebAuthn get() ceremony's id and options for the browser. */
export interface PasskeyChallenge {
  ceremony: string;
  options: Awaited<ReturnType<typeof passkeys.authenticationOptions>>;
}

/**
 * The shared password: the first admin's account (`email`: the deploy's own; made at its first use), or
 * null when the password is wrong. Refused (forbidden) once an admin ended it, or when the deploy has no
 * first admin. Counted per network and over all networks (not per account: one guesser cannot lock the
 * password out everywhere below the overall ceiling); a browser that signed in with it before has its own
 * allowance.
 */
export async function passwordSignIn(
  act: SignInAct,
  email: string | null,
  password: string,
  verify: PasswordCheck,
): Promise<Account | null> {
  const { store } = act;
  if (!(await passwordSignInOpen(store))) throw DomainError.forbidden(adminText.signIn.passwordOff);
  if (!email) throw DomainError.forbidden(adminText.api.loginDisabled);
  const known = await store.accounts.byEmail(email);
  const right = await countedAttempt(act, { kind: 'secret', account: null, accountId: known?.id ?? null }, async () => {
    if (!(await verify(password))) throw DomainError.invalid(adminText.api.wrongPassword);
    return true;
  }).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'invalid') return false;
    throw error;
  });
  return right ? firstAdmin(store, email) : null;
}

/** Options to sign in with any passkey of this site; each keeps a ceremony in the store, so counted per network. */
export async function passkeyOptions(act: SignInAct): Promise<PasskeyChallenge> {
  await countOptions(act);
  const options = await passkeys.authenticationOptions(act.rp);
  return { ceremony: await keepCeremony(act.store, 'sign-in', options.challenge), options };
}

/** A passkey's answer to a sign-in ceremony: whose account it proves. It cannot be guessed: a wrong one counts against its network only. */
export async function passkeySignIn(act: SignInAct, ceremony: string, credential: object): Promise<Account> {
  const { store } = act;
  const { accountId } = await countedAttempt(act, { kind: 'passkey' }, async () => {
    const { challenge } = await takeCeremony(store, 'sign-in', ceremony);
    return passkeys.verifyAuthentication(store, act.rp, credential, challenge);
  });
  const account = await store.accounts.get(accountId);
  if (!account) throw DomainError.invalid(adminText.factors.passkeyUnknown);
  return account;
}

/** The active account an email names, or null (looked up before counting: a trusted browser is per account). */
async function activeByEmail(store: Store, email: string): Promise<Account | null> {
  const account = await store.accounts.byEmail(email);
  return account && account.status === 'active' ? account : null;
}

/** A wrong attempt that was checked: counted for the owner's warning mail (sent once a day at most). */
async function wrongFor(act: SignInAct, account: Account | null, error: unknown): Promise<never> {
  if (account && error instanceof DomainError && error.kind === 'invalid') {
    if (await noteWrongSignIn(act.store, account.id, act.now)) await act.deliver();
  }
  throw error;
}

/** Email, the password chosen with the app and a code (`digits`, its normal form): all right at once, or the same refusal. */
export async function totpSignIn(act: SignInAct, email: string, password: string, digits: string): Promise<Account> {
  const { store } = act;
  const account = await activeByEmail(store, email);
  const wrong = adminSignInText.totpSignInWrong;
  const attempt = { kind: 'secret', account: accountKey({ email }), accountId: account?.id ?? null } as const;
  await countedAttempt(act, attempt, async () => {
    // The same work whichever part is wrong: the password is always checked, the code always computed.
    const [hash, secret] = account
      ? await Promise.all([store.credentials.totpPassword(account.id), store.credentials.totp(account.id)])
      : [null, null];
    const passwordRight = await totpPasswordMatches(password, hash);
    const step = secret ? totpStep(secret, digits, act.now) : null;
    if (!account || !passwordRight || step === null || !(await store.credentials.useTotpStep(account.id, step))) {
      throw DomainError.invalid(wrong, { code: wrong });
    }
  }).catch((error: unknown) => wrongFor(act, account, error));
  return account!;
}

/** Email and a recovery code (used up): the account and how many codes it has left. */
export async function recoverySignIn(
  act: SignInAct,
  email: string,
  code: unknown,
): Promise<{ account: Account; left: number }> {
  const account = await activeByEmail(act.store, email);
  const wrong = adminText.factors.recoveryWrong;
  const attempt = { kind: 'secret', account: accountKey({ email }), accountId: account?.id ?? null } as const;
  const left = await countedAttempt(act, attempt, async () => {
    if (!account) throw DomainError.invalid(wrong, { code: wrong });
    return useRecoveryCode(act.store, account.id, code);
  }).catch((error: unknown) => wrongFor(act, account, error));
  return { account: account!, left };
}

/** Options to step up with one of the person's own passkeys; invalid when they have none. */
export async function stepUpOptions(act: SignInAct, accountId: string): Promise<PasskeyChallenge> {
  const own = await act.store.credentials.passkeys(accountId);
  if (own.length === 0) throw DomainError.invalid(adminText.signIn.noPasskey);
  const options = await passkeys.authenticationOptions(act.rp, own);
  return { ceremony: await keepCeremony(act.store, 'step-up', options.challenge, accountId), options };
}

/** What a step-up proves: a passkey, a TOTP code, or (the first admin's password session) the password. */
export interface StepUpProof {
  method?: unknown;
  ceremony?: unknown;
  credential?: unknown;
  code?: unknown;
  password?: unknown;
}

/**
 * Prove a factor again in a signed-in session (counted against the account only): its step-up is fresh from
 * now. `verify`: the shared password's check, null when sign-in by it is off on this deploy.
 */
export async function stepUp(
  act: SignInAct,
  { session, account }: Signed,
  proof: StepUpProof,
  verify: PasswordCheck | null,
): Promise<void> {
  const { store } = act;
  const { method } = proof;
  await countedAttempt(act, { kind: 'step-up', accountId: account.id }, async () => {
    if (method === 'passkey') {
      const ceremony = await takeCeremony(store, 'step-up', proof.ceremony);
      const proven = await passkeys.verifyAuthentication(store, act.rp, proof.credential, ceremony.challenge);
      if (proven.accountId !== account.id || ceremony.accountId !== account.id) {
        throw DomainError.invalid(adminText.factors.passkeyFailed);
      }
    } else if (method === 'totp') {
      await checkTotp(store, account.id, proof.code, act.now);
    } else if (method === 'password' && session.method === 'password') {
      const { password } = proof;
      const ok =
        verify !== null &&
        typeof password === 'string' &&
        password.length <= PASSWORD_MAX_LENGTH &&
        (await passwordSignInOpen(store)) &&
        (await verify(password));
      if (!ok) throw DomainError.invalid(adminText.api.wrongPassword, { password: adminText.api.wrongPassword });
    } else {
      throw DomainError.invalid(adminText.signIn.stepUpMethod);
    }
  });
  await markSteppedUp(store, session.id);
}
