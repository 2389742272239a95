// A signed-in person's own sign-in (issue #27), for every role and for someone who has just accepted an invite:
//   GET  /api/admin/me                              -> { success, account, passkeys, totp, recoveryCodesLeft }
//   POST /api/admin/me/passkeys/options             -> { success, ceremony, options } (WebAuthn create())
//   POST /api/admin/me/passkeys { ceremony, credential, name } -> { success, passkey, recoveryCodes? }
//   DELETE /api/admin/me/passkeys/:id              -> { success } | 404 | 409 (the last way in) (step-up)
//   POST /api/admin/me/totp/start                   -> { success, ceremony, secret, uri }
//   POST /api/admin/me/totp { ceremony, code, password } -> { success, recoveryCodes? } (the password that
//        goes with the app at sign-in: 12 characters or more, not a common one; ../services/staff/totp-password)
//   POST /api/admin/me/recovery-codes               -> { success, recoveryCodes } (ten new ones, shown once)
//   GET  /api/admin/me/sessions                     -> { success, sessions } (own devices, `current` marked)
//   POST /api/admin/me/sessions/:id/sign-out        -> { success } | 404
// A first factor needs no step-up (the new person's session is their proof) and comes with ten recovery
// codes; a session begun by an invite is then replaced by a full one (a new cookie). Adding a factor to an
// account that has one, or new recovery codes, needs a step-up within 5 minutes. Every change is audited.

import { adminText } from '../../i18n/admin';
import { site } from '../../lib/site';
import { DomainError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { audit, type StaffAct } from '../services/staff/act';
import * as passkeys from '../services/staff/passkeys';
import { newRecoveryCodes } from '../services/staff/recovery-codes';
import { factorsOf, hasFactor } from '../services/staff/sign-in';
import { confirmTotp, newTotp } from '../services/staff/totp';
import { totpPasswordHash, totpPasswordProblem } from '../services/staff/totp-password';
import type { SignInMethod } from '../store/port';
import { keepCeremony, relyingParty, takeCeremony } from './factors';
import { requireFresh, staffChange, staffRead, requireStaff, type Signed } from './guard';
import { signInAnswer } from './sign-in';

/** The person's act and who they are, for a change to their own sign-in. */
async function ownChange(scope: Scope): Promise<{ act: StaffAct; signed: Signed }> {
  const act = await staffChange(scope);
  return { act, signed: await requireStaff(scope) };
}

/** Adding to an account that can sign in already needs a step-up; a first factor does not. */
async function mayAdd(signed: Signed, act: StaffAct): Promise<boolean> {
  const first = !hasFactor(await factorsOf(act.store, signed.account.id));
  if (!first) requireFresh(signed, act.now);
  return first;
}

/**
 * The answer after a factor was added: with a first one, ten recovery codes (shown once); a session begun by
 * an invite becomes a full one under a new cookie.
 */
async function added(scope: Scope, signed: Signed, act: StaffAct, first: boolean, method: SignInMethod, body: object) {
  const recoveryCodes = first ? await newRecoveryCodes(act.store, signed.account.id) : undefined;
  if (recoveryCodes) await audit(act, { action: 'account.recoveryCodes', recordId: signed.account.id });
  const extra = { ...body, ...(recoveryCodes ? { recoveryCodes } : {}) };
  if (signed.session.method !== 'invite') return json({ success: true, ...extra });
  await act.store.staffSessions.revoke(signed.account.id, signed.session.id);
  return signInAnswer(scope, signed.account, method, extra);
}

export const me: RouteHandler = async (scope) => {
  const { store } = await staffRead(scope);
  const { account } = await requireStaff(scope);
  const [keys, totp, recoveryCodesLeft] = await Promise.all([
    store.credentials.passkeys(account.id),
    store.credentials.totp(account.id),
    store.credentials.recoveryCodesLeft(account.id),
  ]);
  const list = keys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
  return json({ success: true, account, passkeys: list, totp: totp !== null, recoveryCodesLeft });
};

export const passkeyRegistrationOptions: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  await mayAdd(signed, act);
  const options = await passkeys.registrationOptions(act.store, relyingParty(scope), signed.account);
  const ceremony = await keepCeremony(act.store, 'enrol', options.challenge, signed.account.id);
  return json({ success: true, ceremony, options });
};

export const addPasskey: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  const body = await readJsonObject(scope);
  passkeys.passkeyName(body['name']);
  const first = await mayAdd(signed, act);
  const ceremony = await takeCeremony(act.store, 'enrol', body['ceremony']);
  if (ceremony.accountId !== signed.account.id) throw DomainError.invalid(adminText.signIn.ceremonyGone);
  const rp = relyingParty(scope);
  const passkey = await passkeys.verifyRegistration(
    act.store,
    rp,
    signed.account.id,
    body['credential'],
    ceremony.challenge,
    body['name'],
  );
  await audit(act, { action: 'account.passkey', recordId: signed.account.id });
  const { id, name, createdAt, lastUsedAt } = passkey;
  return added(scope, signed, act, first, 'passkey', { passkey: { id, name, createdAt, lastUsedAt } });
};

/** Remove one of one's own passkeys (a lost phone): a step-up first, and never the last way to sign in. */
export const removePasskey: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  requireFresh(signed, act.now);
  const id = scope.params['id'] ?? '';
  const removed = /^[A-Za-z0-9_-]{1,1400}$/.test(id)
    ? await act.store.credentials.removePasskey(signed.account.id, id)
    : 'unknown';
  if (removed === 'unknown') throw DomainError.notFound(adminText.signIn.noSuchPasskey);
  if (removed === 'last') throw DomainError.conflict(adminText.signIn.lastPasskey);
  await audit(act, { action: 'account.passkeyRemoved', recordId: signed.account.id });
  return json({ success: true });
};

export const startTotp: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  await mayAdd(signed, act);
  const { secret, uri } = newTotp(site.trustName, signed.account.email);
  const ceremony = await keepCeremony(act.store, 'totp', secret, signed.account.id);
  return json({ success: true, ceremony, secret, uri });
};

export const confirmTotpSetup: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  const body = await readJsonObject(scope);
  const first = await mayAdd(signed, act);
  // The password that goes with the app (a code alone never signs in): its rules before anything is used.
  const problem = totpPasswordProblem(body['password'], signed.account.email);
  if (problem) throw DomainError.invalid(problem, { password: problem });
  const passwordHash = await totpPasswordHash(body['password'], signed.account.email);
  const ceremony = await takeCeremony(act.store, 'totp', body['ceremony']);
  if (ceremony.accountId !== signed.account.id) throw DomainError.invalid(adminText.signIn.ceremonyGone);
  try {
    await confirmTotp(act.store, signed.account.id, ceremony.challenge, body['code'], act.now, passwordHash);
  } catch (error) {
    // A mistyped first code: the set-up stays open (the same secret) for another try.
    await act.store.ceremonies.put(`totp:${String(body['ceremony'])}`, JSON.stringify(ceremony), 10 * 60_000);
    throw error;
  }
  await audit(act, { action: 'account.totp', recordId: signed.account.id });
  return added(scope, signed, act, first, 'totp', {});
};

export const renewRecoveryCodes: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  if (!hasFactor(await factorsOf(act.store, signed.account.id))) {
    throw DomainError.invalid(adminText.signIn.enrolFirst);
  }
  requireFresh(signed, act.now);
  const recoveryCodes = await newRecoveryCodes(act.store, signed.account.id);
  await audit(act, { action: 'account.recoveryCodes', recordId: signed.account.id });
  return json({ success: true, recoveryCodes });
};

export const mySessions: RouteHandler = async (scope) => {
  const { store } = await staffRead(scope);
  const { session, account } = await requireStaff(scope);
  const sessions = (await store.staffSessions.list(account.id)).map((s) => ({
    id: s.id,
    device: s.device,
    method: s.method,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    current: s.id === session.id,
  }));
  return json({ success: true, sessions });
};

export const endMySession: RouteHandler = async (scope) => {
  const { act, signed } = await ownChange(scope);
  const id = scope.params['id'] ?? '';
  if (!/^[0-9a-f]{64}$/.test(id) || !(await act.store.staffSessions.revoke(signed.account.id, id))) {
    throw DomainError.notFound(adminText.signIn.noSuchDevice);
  }
  await audit(act, { action: 'account.deviceSignOut', recordId: signed.account.id });
  return json({ success: true });
};
