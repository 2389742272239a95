// A signed-in person's own sign-in, for every role and for someone who has just accepted an invite:
//   GET  /api/admin/me                              -> { success, account, passkeys, totp, recoveryCodesLeft }
//   POST /api/admin/me/passkeys/options             -> { success, ceremony, options } (WebAuthn create())
//   POST /api/admin/me/passkeys { ceremony, credential, name } -> { success, passkey, recoveryCodes? }
//   DELETE /api/admin/me/passkeys/:id              -> { success } | 404 | 409 (the last way in) (step-up)
//   POST /api/admin/me/totp/start                   -> { success, ceremony, secret, uri }
//   POST /api/admin/me/totp { ceremony, code, password } -> { success, recoveryCodes? } (the password that
//        goes with the app at sign-in: 12 characters or more, not a common one)
//   POST /api/admin/me/recovery-codes               -> { success, recoveryCodes } (ten new ones, shown once)
//   GET  /api/admin/me/sessions                     -> { success, sessions } (own devices, `current` marked)
//   POST /api/admin/me/sessions/:id/sign-out        -> { success } | 404
// The rules (src/server/services/staff/sign-in/own.ts): a first factor needs no step-up and comes with ten
// recovery codes; a session begun by an invite is then replaced by a full one (a new cookie here).

import type { RouteHandler, Scope } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import type { StaffAct } from '../services/staff/act';
import { relyingPartyOf } from '../services/staff/sign-in/ceremonies';
import * as own from '../services/staff/sign-in/own';
import type { SignInMethod } from '../store/port';
import { staffChange, staffRead, requireStaff, type Signed } from './guard';
import { signInAnswer } from './sign-in';

/** The person's act and who they are, for a change to their own sign-in. */
async function ownChange(scope: Scope): Promise<{ act: StaffAct; signed: Signed }> {
  const act = await staffChange(scope);
  return { act, signed: await requireStaff(scope) };
}

/** The answer after a factor was added: a session begun by an invite becomes a full one under a new cookie. */
function added(scope: Scope, signed: Signed, method: SignInMethod, body: object, recoveryCodes?: string[]) {
  const extra = { ...body, ...(recoveryCodes ? { recoveryCodes } : {}) };
  if (signed.session.method !== 'invite') return json({ success: true, ...extra });
  return signInAnswer(scope, signed.account, method, extra);
}

export const me: RouteHandler = async (scope) => {
  const { store } = await staffRead(scope);
  const { account } = await requireStaff(scope);
  return json({ success: true, account, ...(await own.ownFactors(store, account.id)) });
};

export const passkeyRegistrationOptions: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  const { ceremony, options } = await own.passkeyEnrolOptions(act, signed, relyingPartyOf(scope.url));
  return json({ success: true, ceremony, options });
};

export const addPasskey: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  const body = await readJsonObject(scope);
  const { passkey, recoveryCodes } = await own.addPasskey(act, signed, relyingPartyOf(scope.url), body);
  return added(scope, signed, 'passkey', { passkey }, recoveryCodes);
};

/** Remove one of one's own passkeys (a lost phone): a step-up first, and never the last way to sign in. */
export const removePasskey: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  await own.removePasskey(act, signed, scope.params['id'] ?? '');
  return json({ success: true });
};

export const startTotp: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  return json({ success: true, ...(await own.startTotp(act, signed)) });
};

export const confirmTotpSetup: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  const body = await readJsonObject(scope);
  const { recoveryCodes } = await own.confirmTotpSetup(act, signed, body);
  return added(scope, signed, 'totp', {}, recoveryCodes);
};

export const renewRecoveryCodes: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  return json({ success: true, recoveryCodes: await own.renewRecoveryCodes(act, signed) });
};

export const mySessions: RouteHandler = async (scope) => {
  const { store } = await staffRead(scope);
  const signed = await requireStaff(scope);
  return json({ success: true, sessions: await own.ownSessions(store, signed) });
};

export const endMySession: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  await own.endOwnSession(act, signed, scope.params['id'] ?? '');
  return json({ success: true });
};
