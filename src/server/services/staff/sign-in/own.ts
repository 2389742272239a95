// A signed-in person's own sign-in, for every role and for someone who has just accepted an invite: their
// passkeys, authenticator app (with the password that goes with it: ./totp-password), recovery codes and
// devices. A first factor needs no step-up (the new person's session is their proof) and comes with ten
// recovery codes; a session begun by an invite is then ended (the handler begins a full one). Adding a
// factor to an account that has one, new recovery codes, or removing a passkey needs a step-up within
// 5 minutes. Every change is audited.

import { adminText } from '../../../../i18n/admin';
import { site } from '../../../../lib/site-settings';
import { DomainError } from '../../../errors';
import type { Store } from '../../../store/port';
import type { Passkey } from '../../../store/port';
import { audit, type StaffAct } from '../act';
import { keepCeremony, reopenCeremony, takeOwnCeremony } from './ceremonies';
import * as passkeys from './passkeys';
import { newRecoveryCodes } from './recovery-codes';
import { factorsOf, hasFactor, requireFresh, type Signed } from './sessions';
import { confirmTotp, newTotp } from './totp';
import { totpPasswordHash, totpPasswordProblem } from './totp-password';

/** What a person sees of a passkey (never its key). */
export type PasskeyView = Pick<Passkey, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>;

const view = ({ id, name, createdAt, lastUsedAt }: Passkey): PasskeyView => ({ id, name, createdAt, lastUsedAt });

/** One's own passkeys, whether an authenticator app is set up, and how many recovery codes are left. */
export async function ownFactors(store: Store, accountId: string) {
  const [keys, totp, recoveryCodesLeft] = await Promise.all([
    store.credentials.passkeys(accountId),
    store.credentials.totp(accountId),
    store.credentials.recoveryCodesLeft(accountId),
  ]);
  return { passkeys: keys.map(view), totp: totp !== null, recoveryCodesLeft };
}

/** Adding to an account that can sign in already needs a step-up; a first factor does not. Is it the first? */
async function mayAdd(act: StaffAct, signed: Signed): Promise<boolean> {
  const first = !hasFactor(await factorsOf(act.store, signed.account.id));
  if (!first) requireFresh(signed, act.now);
  return first;
}

/**
 * After a factor was added: with a first one, ten recovery codes (shown once); a session begun by an invite
 * is ended (the caller begins a full one).
 */
async function added(act: StaffAct, signed: Signed, first: boolean): Promise<string[] | undefined> {
  const recoveryCodes = first ? await newRecoveryCodes(act.store, signed.account.id) : undefined;
  if (recoveryCodes) await audit(act, { action: 'account.recoveryCodes', recordId: signed.account.id });
  if (signed.session.method === 'invite') await act.store.staffSessions.revoke(signed.account.id, signed.session.id);
  return recoveryCodes;
}

/** Options for the browser to make a passkey for the person (a WebAuthn create() ceremony). */
export async function passkeyEnrolOptions(act: StaffAct, signed: Signed, rp: passkeys.RelyingParty) {
  await mayAdd(act, signed);
  const options = await passkeys.registrationOptions(act.store, rp, signed.account);
  const ceremony = await keepCeremony(act.store, 'enrol', options.challenge, signed.account.id);
  return { ceremony, options };
}

/** Add the passkey the browser made (`input`: { ceremony, credential, name }). */
export async function addPasskey(
  act: StaffAct,
  signed: Signed,
  rp: passkeys.RelyingParty,
  input: Record<string, unknown>,
): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | undefined }> {
  passkeys.passkeyName(input['name']);
  const first = await mayAdd(act, signed);
  const ceremony = await takeOwnCeremony(act.store, 'enrol', input['ceremony'], signed.account.id);
  const passkey = await passkeys.verifyRegistration(
    act.store,
    rp,
    signed.account.id,
    input['credential'],
    ceremony.challenge,
    input['name'],
  );
  await audit(act, { action: 'account.passkey', recordId: signed.account.id });
  return { passkey: view(passkey), recoveryCodes: await added(act, signed, first) };
}

/** Remove one of one's own passkeys (a lost phone): a step-up first, and never the last way to sign in. */
export async function removePasskey(act: StaffAct, signed: Signed, id: string): Promise<void> {
  requireFresh(signed, act.now);
  const removed = /^[A-Za-z0-9_-]{1,1400}$/.test(id)
    ? await act.store.credentials.removePasskey(signed.account.id, id)
    : 'unknown';
  if (removed === 'unknown') throw DomainError.notFound(adminText.signIn.noSuchPasskey);
  if (removed === 'last') throw DomainError.conflict(adminText.signIn.lastPasskey);
  await audit(act, { action: 'account.passkeyRemoved', recordId: signed.account.id });
}

/** Begin setting up an authenticator app: its secret and QR link, kept in a ceremony until a code proves it. */
export async function startTotp(act: StaffAct, signed: Signed) {
  await mayAdd(act, signed);
  const { secret, uri } = newTotp(site.trustName, signed.account.email);
  const ceremony = await keepCeremony(act.store, 'totp', secret, signed.account.id);
  return { ceremony, secret, uri };
}

/**
 * Finish setting up the app (`input`: { ceremony, code, password }): the password that goes with it passes
 * its rules before anything is used; a mistyped first code keeps the set-up open (the same secret).
 */
export async function confirmTotpSetup(
  act: StaffAct,
  signed: Signed,
  input: Record<string, unknown>,
): Promise<{ recoveryCodes: string[] | undefined }> {
  const first = await mayAdd(act, signed);
  const problem = totpPasswordProblem(input['password'], signed.account.email);
  if (problem) throw DomainError.invalid(problem, { password: problem });
  const passwordHash = await totpPasswordHash(input['password'], signed.account.email);
  const ceremony = await takeOwnCeremony(act.store, 'totp', input['ceremony'], signed.account.id);
  try {
    await confirmTotp(act.store, signed.account.id, ceremony.challenge, input['code'], act.now, passwordHash);
  } catch (error) {
    await reopenCeremony(act.store, 'totp', input['ceremony'], ceremony);
    throw error;
  }
  await audit(act, { action: 'account.totp', recordId: signed.account.id });
  return { recoveryCodes: await added(act, signed, first) };
}

/** Ten new recovery codes (the old ones stop working): after a step-up, for an account that can sign in. */
export async function renewRecoveryCodes(act: StaffAct, signed: Signed): Promise<string[]> {
  if (!hasFactor(await factorsOf(act.store, signed.account.id))) {
    throw DomainError.invalid(adminText.signIn.enrolFirst);
  }
  requireFresh(signed, act.now);
  const recoveryCodes = await newRecoveryCodes(act.store, signed.account.id);
  await audit(act, { action: 'account.recoveryCodes', recordId: signed.account.id });
  return recoveryCodes;
}

/** One's own sessions (devices), the current one marked. */
export async function ownSessions(store: Store, { session, account }: Signed) {
  return (await store.staffSessions.list(account.id)).map((s) => ({
    id: s.id,
    device: s.device,
    method: s.method,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    current: s.id === session.id,
  }));
}

/** Sign one of one's own devices out; notFound when there is no such session. */
export async function endOwnSession(act: StaffAct, signed: Signed, id: string): Promise<void> {
  if (!/^[0-9a-f]{64}$/.test(id) || !(await act.store.staffSessions.revoke(signed.account.id, id))) {
    throw DomainError.notFound(adminText.signIn.noSuchDevice);
  }
  await audit(act, { action: 'account.deviceSignOut', recordId: signed.account.id });
}
