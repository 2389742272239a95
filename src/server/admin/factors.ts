// Sign-in and step-up with a factor (src/server/services/staff/sign-in/sign-in.ts):
//   POST /api/admin/login/passkey/options           -> { success, ceremony, options } (WebAuthn get())
//   POST /api/admin/login/passkey { ceremony, credential } -> session cookie | 400 | 429
//   POST /api/admin/login/totp { email, password, code } -> session cookie | 400 | 429 (a code alone never)
//   POST /api/admin/login/recovery { email, code }  -> session cookie, { recoveryCodesLeft } | 400 | 429
//   POST /api/admin/step-up/options                 -> { success, ceremony, options } (one's own passkeys)
//   POST /api/admin/step-up { method: 'passkey', ceremony, credential } | { method: 'totp', code }
//        | { method: 'password', password } (the first admin, while the shared password still signs in)
// The cheap checks (Origin, the body's shape) come first and count nothing; every attempt past them counts
// toward the sign-in limits; a successful sign-in makes the browser trusted for the account (./cookies).

import { adminText } from '../../i18n/admin';
import { adminSignInText } from '../../i18n/admin-sign-in';
import { PASSWORD_MAX_LENGTH } from '../../lib/staff';
import { DomainError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { log } from '../log';
import { normalRecoveryCode } from '../services/staff/sign-in/recovery-codes';
import * as signIn from '../services/staff/sign-in/sign-in';
import { normalTotpCode } from '../services/staff/sign-in/totp';
import { authOf, forgetSigned, requireSameSite, requireStaff } from './guard';
import { signInAct, signInAnswer } from './sign-in';

/** A sign-in's act, once the request is same-site and sign-in is on (403 otherwise). */
async function enabledAct(scope: Scope): Promise<signIn.SignInAct> {
  requireSameSite(scope);
  if (!(await authOf(scope)).enabled) throw DomainError.forbidden(adminText.api.loginDisabled);
  return signInAct(scope);
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

export const passkeyOptions: RouteHandler = async (scope) => {
  const act = await enabledAct(scope);
  const { ceremony, options } = await signIn.passkeyOptions(act);
  return json({ success: true, ceremony, options });
};

export const passkeySignIn: RouteHandler = async (scope) => {
  const act = await enabledAct(scope);
  const body = await readJsonObject(scope);
  const { ceremony, credential } = body;
  if (typeof ceremony !== 'string' || typeof credential !== 'object' || credential === null) {
    throw DomainError.invalid(adminText.factors.passkeyFailed);
  }
  return signInAnswer(scope, await signIn.passkeySignIn(act, ceremony, credential), 'passkey');
};

/** Email, the password chosen with the app and a code: all right at once, or the same refusal. */
export const totpSignIn: RouteHandler = async (scope) => {
  const act = await enabledAct(scope);
  const body = await readJsonObject(scope);
  const words = adminText.factors;
  const email = emailOf(body);
  const password = body['password'];
  if (typeof password !== 'string' || !password || password.length > PASSWORD_MAX_LENGTH) {
    throw DomainError.invalid(adminSignInText.totpPasswordRequired, { password: adminSignInText.totpPasswordRequired });
  }
  const digits = normalTotpCode(body['code']);
  if (digits === null) throw DomainError.invalid(words.totpFormat, { code: words.totpFormat });
  return signInAnswer(scope, await signIn.totpSignIn(act, email, password, digits), 'totp');
};

export const recoverySignIn: RouteHandler = async (scope) => {
  const act = await enabledAct(scope);
  const body = await readJsonObject(scope);
  const email = emailOf(body);
  if (normalRecoveryCode(body['code']) === null) {
    const format = adminText.factors.recoveryFormat;
    throw DomainError.invalid(format, { code: format });
  }
  const { account, left } = await signIn.recoverySignIn(act, email, body['code']);
  log.warn('admin_recovery_code_used', { endpoint: scope.endpoint, left: String(left) });
  return signInAnswer(scope, account, 'recovery', { recoveryCodesLeft: left });
};

export const stepUpOptions: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const { account } = await requireStaff(scope);
  const { ceremony, options } = await signIn.stepUpOptions(await signInAct(scope), account.id);
  return json({ success: true, ceremony, options });
};

export const stepUp: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const signed = await requireStaff(scope);
  const act = await signInAct(scope);
  const body = await readJsonObject(scope);
  const { method } = body;
  const auth = method === 'password' ? await authOf(scope) : null;
  await signIn.stepUp(act, signed, body, auth?.enabled ? auth.verify : null);
  forgetSigned(scope);
  log.info('admin_step_up', { endpoint: scope.endpoint, method: String(method) });
  return json({ success: true });
};
