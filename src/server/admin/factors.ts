// Sign-in and step-up with a factor (issue #27):
//   POST /api/admin/login/passkey/options           -> { success, ceremony, options } (WebAuthn get())
//   POST /api/admin/login/passkey { ceremony, credential } -> session cookie | 400 | 429
//   POST /api/admin/login/totp { email, code }      -> session cookie | 400 | 429
//   POST /api/admin/login/recovery { email, code }  -> session cookie, { recoveryCodesLeft } | 400 | 429
//   POST /api/admin/step-up/options                 -> { success, ceremony, options } (one's own passkeys)
//   POST /api/admin/step-up { method: 'passkey', ceremony, credential } | { method: 'totp', code }
//        | { method: 'password', password } (the first admin, while the shared password still signs in)
// Each WebAuthn ceremony's challenge is kept in the store (store.ceremonies) for 5 minutes and taken once.
// Every attempt counts toward the sign-in ceilings (./sign-in-limits). A wrong email and a wrong code get
// the same answer.

import { adminText } from '../../i18n/admin';
import { PASSWORD_MAX_LENGTH } from '../../lib/staff';
import { site } from '../../lib/site';
import { DomainError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { log } from '../log';
import * as passkeys from '../services/staff/passkeys';
import { useRecoveryCode } from '../services/staff/recovery-codes';
import { checkTotp } from '../services/staff/totp';
import type { Store } from '../store/port';
import type { Account } from '../store/staff-types';
import { authOf, forgetSigned, requireSameSite, requireStaff } from './guard';
import { accountKey, countedAttempt } from './sign-in-limits';
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

/** The active account an email names, or the refusal a wrong code gets (no telling which was wrong). */
async function accountByEmail(store: Store, email: unknown, wrong: string): Promise<Account> {
  const account = typeof email === 'string' && email.length <= 200 ? await store.accounts.byEmail(email) : null;
  if (!account || account.status !== 'active') throw DomainError.invalid(wrong, { code: wrong });
  return account;
}

async function enabledStore(scope: Scope): Promise<Store> {
  requireSameSite(scope);
  if (!(await authOf(scope)).enabled) throw DomainError.forbidden(adminText.api.loginDisabled);
  return scope.deps.store();
}

export const passkeyOptions: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  const options = await passkeys.authenticationOptions(relyingParty(scope));
  const ceremony = await keepCeremony(store, 'sign-in', options.challenge);
  return json({ success: true, ceremony, options });
};

export const passkeySignIn: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  const body = await readJsonObject(scope);
  const { accountId } = await countedAttempt(scope, null, async () => {
    const { challenge } = await takeCeremony(store, 'sign-in', body['ceremony']);
    return passkeys.verifyAuthentication(store, relyingParty(scope), body['credential'], challenge);
  });
  const account = await store.accounts.get(accountId);
  if (!account) throw DomainError.invalid(adminText.factors.passkeyUnknown);
  return signInAnswer(scope, account, 'passkey');
};

export const totpSignIn: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  const body = await readJsonObject(scope);
  const wrong = adminText.factors.totpWrong;
  const email = typeof body['email'] === 'string' ? body['email'] : '';
  const account = await countedAttempt(scope, accountKey({ email }), async () => {
    const found = await accountByEmail(store, email, wrong);
    await checkTotp(store, found.id, body['code'], scope.deps.now()).catch((error: unknown) => {
      // No authenticator app set up looks like a wrong code from outside.
      if (error instanceof DomainError && error.publicMessage === adminText.factors.totpMissing) {
        throw DomainError.invalid(wrong, { code: wrong });
      }
      throw error;
    });
    return found;
  });
  return signInAnswer(scope, account, 'totp');
};

export const recoverySignIn: RouteHandler = async (scope) => {
  const store = await enabledStore(scope);
  const body = await readJsonObject(scope);
  const email = typeof body['email'] === 'string' ? body['email'] : '';
  const { account, left } = await countedAttempt(scope, accountKey({ email }), async () => {
    const found = await accountByEmail(store, email, adminText.factors.recoveryWrong);
    return { account: found, left: await useRecoveryCode(store, found.id, body['code']) };
  });
  log.warn('admin_recovery_code_used', { endpoint: scope.endpoint, left: String(left) });
  return signInAnswer(scope, account, 'recovery', { recoveryCodesLeft: left });
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
  await countedAttempt(scope, accountKey({ id: account.id }), async () => {
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
