// Sign-in and step-up with a factor (issue #27):
//   POST /api/admin/login/passkey/options           -> { success, ceremony, options } (WebAuthn get())
//   POST /api/admin/login/passkey { ceremony, credential } -> session cookie | 400 | 429
//   POST /api/admin/login/totp { email, password, code } -> session cookie | 400 | 429 (a code alone never)
//   POST /api/admin/login/recovery { email, code }  -> session cookie, { recoveryCodesLeft } | 400 | 429
//   POST /api/admin/step-up/options                 -> { success, ceremony, options } (one's own passkeys)
//   POST /api/admin/step-up { method: 'passkey', ceremony, credential } | { method: 'totp', code }
//        | { method: 'password', password } (the first admin, while the shared password still signs in)
// Each WebAuthn ceremony's challenge is kept in the store (store.ceremonies) for 5 minutes and taken once.
// Every attempt that passed the cheap checks (Origin, shape) counts toward the sign-in limits
// (./sign-in-limits); a successful sign-in makes the browser trusted for the account (./device). A wrong
// email, password and code get the same answer; five checked wrong attempts in a day mail the owner once.

import { adminText } from '../../i18n/admin';
import { adminSignInText } from '../../i18n/admin-sign-in';
import { PASSWORD_MAX_LENGTH } from '../../lib/staff';
import { site } from '../../lib/site';
import { DomainError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { log } from '../log';
import * as passkeys from '../services/staff/passkeys';
import { normalRecoveryCode, useRecoveryCode } from '../services/staff/recovery-codes';
import { noteWrongSignIn } from '../services/staff/sign-in-alert';
import { checkTotp, normalTotpCode, totpStep } from '../services/staff/totp';
import { totpPasswordMatches } from '../services/staff/totp-password';
import { deliverAfterResponse } from '../notify/sender';
import type { Store } from '../store/port';
import type { Account } from '../store/port';
import { authOf, forgetSigned, requireSameSite, requireStaff } from './guard';
import { accountKey, countedAttempt, countOptions } from './sign-in-limits';
import { signInAnswer } from './sign-in';
import { newSessionToken } from './session';

/** How long a ceremony's challenge is kept: the browser's own timeout. */
const CEREMONY_MS = passkeys.CEREMONY_TIMEOUT_MS;

/** Who the passkeys are for: this site, by the host name and origin the request came to. */
export const relyingParty = (scope: Scope): passkeys.RelyingParty => ({
  name: site.trustName,
  id: scope.url.hostname,
  origin: scope.url.origin,
});

/** Keep a ceremony's challenge (for `purpose`, and the account when one is known); its id for the browser. */
export async function keepCeremony(store: Store, purpose: string, challenge: string, accountId = ''): Promise<string> {
  const id = newSessionToken();
  await store.ceremonies.put(`${purpose}:${id}`, JSON.stringify({ challenge, accountId }), CEREMONY_MS);
  return id;
}

/** Take a ceremony's challenge once; invalid when it is unknown, used or expired. */
export async function takeCeremony(
  store: Store,
  purpose: string,
  id: unknown,
): Promise<{ challenge: string; accountId: string }> {
  const value = typeof id === 'string' && id.length <= 64 ? await store.ceremonies.take(`${purpose}:${id}`) : null;
  if (value === null) throw DomainError.invalid(adminText.signIn.ceremonyGone);
  return JSON.parse(value) as { challenge: string; accountId: string };
}

/** The active account an email names, or null (looked up before counting: a trusted browser is per account). */
async function activeByEmail(store: Store, email: string): Promise<Account | null> {
  const account = await store.accounts.byEmail(email);
  return account && account.status === 'active' ? account : null;
}

async function enabledStore(scope: Scope): Promise<Store> {
  requireSameSite(scope);
  if (!(await authOf(scope)).enabled) throw DomainError.forbidden(adminText.api.loginDisabled);
  return scope.deps.store();
}

/** The typed email, or a 400 (nothing counted) when there is none. */
function emailOf(body: Record<string, unknown>): string {
  const email = body['email'];
  if (typeof email !== 'string' || !email.trim() || email.length > 200) {
    throw DomainError.invalid(adminText.staff.signInWith.emailRequired, {
      email: adminText.staff.signInWith.emailRequired,
    });
  }
  return email;
}

/** A wrong attempt that was checked: counted for the owner's warning mail (sent once a day at most). */
async function wrongFor(scope: Scope, store: Store, account: Account | null, error: unknown): Promise<never> {
  if (account && error instanceof DomainError && error.kind === 'invalid') {
    if (await noteWrongSignIn(store, account.id, scope.deps.now())) await deliverAfterResponse(scope.deps);
  }
  throw error;
}

export const passkeyOptions: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  // Each call keeps a ceremony in the store: counted per network.
  await countOptions(scope);
  const options = await passkeys.authenticationOptions(relyingParty(scope));
  const ceremony = await keepCeremony(store, 'sign-in', options.challenge);
  return json({ success: true, ceremony, options });
};

export const passkeySignIn: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  const body = await readJsonObject(scope);
  const credential = body['credential'];
  if (typeof body['ceremony'] !== 'string' || typeof credential !== 'object' || credential === null) {
    throw DomainError.invalid(adminText.factors.passkeyFailed);
  }
  // A passkey cannot be guessed: a wrong one counts against its network only.
  const { accountId } = await countedAttempt(scope, { kind: 'passkey' }, async () => {
    const { challenge } = await takeCeremony(store, 'sign-in', body['ceremony']);
    return passkeys.verifyAuthentication(store, relyingParty(scope), credential, challenge);
  });
  const account = await store.accounts.get(accountId);
  if (!account) throw DomainError.invalid(adminText.factors.passkeyUnknown);
  return signInAnswer(scope, account, 'passkey');
};

/** Email, the password chosen with the app and a code: all right at once, or the same refusal. */
export const totpSignIn: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  const body = await readJsonObject(scope);
  const words = adminText.factors;
  const email = emailOf(body);
  const password = body['password'];
  if (typeof password !== 'string' || !password || password.length > PASSWORD_MAX_LENGTH) {
    throw DomainError.invalid(adminSignInText.totpPasswordRequired, { password: adminSignInText.totpPasswordRequired });
  }
  const digits = normalTotpCode(body['code']);
  if (digits === null) throw DomainError.invalid(words.totpFormat, { code: words.totpFormat });
  const account = await activeByEmail(store, email);
  const wrong = adminSignInText.totpSignInWrong;
  const attempt = { kind: 'secret', account: accountKey({ email }), accountId: account?.id ?? null } as const;
  await countedAttempt(scope, attempt, async () => {
    // The same work whichever part is wrong: the password is always checked, the code always computed.
    const [hash, secret] = account
      ? await Promise.all([store.credentials.totpPassword(account.id), store.credentials.totp(account.id)])
      : [null, null];
    const passwordRight = await totpPasswordMatches(password, hash);
    const step = secret ? totpStep(secret, digits, scope.deps.now()) : null;
    if (!account || !passwordRight || step === null || !(await store.credentials.useTotpStep(account.id, step))) {
      throw DomainError.invalid(wrong, { code: wrong });
    }
  }).catch((error: unknown) => wrongFor(scope, store, account, error));
  return signInAnswer(scope, account!, 'totp');
};

export const recoverySignIn: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  const body = await readJsonObject(scope);
  const email = emailOf(body);
  if (normalRecoveryCode(body['code']) === null) {
    const format = adminText.factors.recoveryFormat;
    throw DomainError.invalid(format, { code: format });
  }
  const account = await activeByEmail(store, email);
  const wrong = adminText.factors.recoveryWrong;
  const attempt = { kind: 'secret', account: accountKey({ email }), accountId: account?.id ?? null } as const;
  const left = await countedAttempt(scope, attempt, async () => {
    if (!account) throw DomainError.invalid(wrong, { code: wrong });
    return useRecoveryCode(store, account.id, body['code']);
  }).catch((error: unknown) => wrongFor(scope, store, account, error));
  log.warn('admin_recovery_code_used', { endpoint: scope.endpoint, left: String(left) });
  return signInAnswer(scope, account!, 'recovery', { recoveryCodesLeft: left });
};

export const stepUpOptions: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const { account } = await requireStaff(scope);
  const store = await scope.deps.store();
  const own = await store.credentials.passkeys(account.id);
  if (own.length === 0) throw DomainError.invalid(adminText.signIn.noPasskey);
  const options = await passkeys.authenticationOptions(relyingParty(scope), own);
  const ceremony = await keepCeremony(store, 'step-up', options.challenge, account.id);
  return json({ success: true, ceremony, options });
};

export const stepUp: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const { session, account } = await requireStaff(scope);
  const store = await scope.deps.store();
  const body = await readJsonObject(scope);
  const method = body['method'];
  await countedAttempt(scope, { kind: 'step-up', accountId: account.id }, async () => {
    if (method === 'passkey') {
      const ceremony = await takeCeremony(store, 'step-up', body['ceremony']);
      const rp = relyingParty(scope);
      const proven = await passkeys.verifyAuthentication(store, rp, body['credential'], ceremony.challenge);
      if (proven.accountId !== account.id || ceremony.accountId !== account.id) {
        throw DomainError.invalid(adminText.factors.passkeyFailed);
      }
    } else if (method === 'totp') {
      await checkTotp(store, account.id, body['code'], scope.deps.now());
    } else if (method === 'password' && session.method === 'password') {
      const password = body['password'];
      const auth = await authOf(scope);
      const ok =
        auth.enabled &&
        typeof password === 'string' &&
        password.length <= PASSWORD_MAX_LENGTH &&
        (await store.accounts.passwordSignIn()) &&
        (await auth.verify(password));
      if (!ok) throw DomainError.invalid(adminText.api.wrongPassword, { password: adminText.api.wrongPassword });
    } else {
      throw DomainError.invalid(adminText.signIn.stepUpMethod);
    }
  });
  await store.staffSessions.use(session.id, true);
  forgetSigned(scope);
  log.info('admin_step_up', { endpoint: scope.endpoint, method: String(method) });
  return json({ success: true });
};
