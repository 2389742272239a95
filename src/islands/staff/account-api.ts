// The staff pages' calls for sign-in with accounts: passkeys (through @simplewebauthn/browser,
// which turns the server's JSON options into navigator.credentials calls and back), authenticator codes,
// recovery codes, the step-up, one's own sign-in and devices, and the accounts page. Every call resolves
// (./api: 401 and step-up handled there); a sign-in resumes the calls that waited for it.

import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  AccountAnswer,
  AccountsAnswer,
  DeviceSession,
  Done,
  FactorAdded,
  InviteMade,
  InviteOpened,
  MeAnswer,
  SignedOutEverywhere,
} from '../../lib/staff-api';
import { call, postJson, sendJson, type AdminResult } from './api';
import { sessionResumed } from './session';

interface Ceremony<O> {
  success: true;
  ceremony: string;
  options: O;
}
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** What a passkey step answers when the browser did not give a credential (cancelled, unsupported). */
export const PASSKEY_CANCELLED = -1;

const cancelled = <T>(): AdminResult<T> => ({ ok: false, status: PASSKEY_CANCELLED, error: '' });

/** A sign-in answer: on success, the calls that waited for a session go again. */
function signedIn<T>(res: AdminResult<T>): AdminResult<T> {
  if (res.ok) sessionResumed();
  return res;
}

/** Ask the browser for a passkey for `options`; null when the person cancelled or it cannot. */
async function assertion(options: RequestOptions) {
  try {
    return await startAuthentication({ optionsJSON: options });
  } catch {
    return null;
  }
}

export const accountApi = {
  signInWithPasskey: async () => {
    const begin = await sendJson<Ceremony<RequestOptions>>('/api/admin/login/passkey/options', {});
    if (!begin.ok) return begin;
    const credential = await assertion(begin.data.options);
    if (!credential) return cancelled<Done>();
    return signedIn(await sendJson<Done>('/api/admin/login/passkey', { ceremony: begin.data.ceremony, credential }));
  },
  /** Email, the password chosen with the app, and its code: a code alone never signs in. */
  signInWithCode: async (email: string, password: string, code: string) =>
    signedIn(await sendJson<Done>('/api/admin/login/totp', { email, password, code })),
  signInWithRecoveryCode: async (email: string, code: string) =>
    signedIn(await sendJson<Done & { recoveryCodesLeft: number }>('/api/admin/login/recovery', { email, code })),

  /** Step up with a passkey, a code or (the first admin's password session) the password. */
  stepUpWithPasskey: async () => {
    const begin = await sendJson<Ceremony<RequestOptions>>('/api/admin/step-up/options', {});
    if (!begin.ok) return begin;
    const credential = await assertion(begin.data.options);
    if (!credential) return cancelled<Done>();
    return sendJson<Done>('/api/admin/step-up', { method: 'passkey', ceremony: begin.data.ceremony, credential });
  },
  stepUpWithCode: (code: string) => sendJson<Done>('/api/admin/step-up', { method: 'totp', code }),
  stepUpWithPassword: (password: string) => sendJson<Done>('/api/admin/step-up', { method: 'password', password }),

  me: () => call<MeAnswer>('/api/admin/me'),
  /** Add a passkey named `name`: the browser makes it, the server checks and keeps it. */
  addPasskey: async (name: string) => {
    const begin = await call<Ceremony<CreationOptions>>('/api/admin/me/passkeys/options', postJson());
    if (!begin.ok) return begin;
    let credential;
    try {
      credential = await startRegistration({ optionsJSON: begin.data.options });
    } catch {
      return cancelled<FactorAdded>();
    }
    return call<FactorAdded>('/api/admin/me/passkeys', postJson({ ceremony: begin.data.ceremony, credential, name }));
  },
  /** Remove one of one's own passkeys (a step-up first; never the last way to sign in: 409). */
  removePasskey: (id: string) => call<Done>(`/api/admin/me/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  startTotp: () =>
    call<{ success: true; ceremony: string; secret: string; uri: string }>('/api/admin/me/totp/start', postJson()),
  confirmTotp: (ceremony: string, code: string, password: string) =>
    call<FactorAdded>('/api/admin/me/totp', postJson({ ceremony, code, password })),
  newRecoveryCodes: () => call<FactorAdded>('/api/admin/me/recovery-codes', postJson()),
  devices: () => call<{ success: true; sessions: DeviceSession[] }>('/api/admin/me/sessions'),
  signOutDevice: (id: string) => call<Done>(`/api/admin/me/sessions/${encodeURIComponent(id)}/sign-out`, postJson()),

  accounts: () => call<AccountsAnswer>('/api/admin/accounts'),
  invite: (email: string, role: string) => call<InviteMade>('/api/admin/accounts/invite', postJson({ email, role })),
  withdrawInvite: (hash: string) =>
    call<Done>(`/api/admin/accounts/invites/${encodeURIComponent(hash)}`, { method: 'DELETE' }),
  changeAccount: (id: string, change: { role?: string; status?: string }) =>
    call<AccountAnswer>(`/api/admin/accounts/${encodeURIComponent(id)}`, postJson(change)),
  signOutEverywhere: (id: string) =>
    call<SignedOutEverywhere>(`/api/admin/accounts/${encodeURIComponent(id)}/sign-out`, postJson()),
  endPasswordSignIn: () => call<Done>('/api/admin/accounts/password/end', postJson()),

  openInvite: (token: string) => sendJson<InviteOpened>('/api/admin/invite/open', { token }),
  acceptInvite: (token: string, name: string) => sendJson<AccountAnswer>('/api/admin/invite', { token, name }),
};
