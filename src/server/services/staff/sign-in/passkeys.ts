// Passkeys (WebAuthn) for staff sign-in, with @simplewebauthn/server (v13): the options a
// browser's navigator.credentials.create()/get() is given, and the check of what it answers. The caller
// keeps each ceremony's challenge on the server between the two steps (./ceremonies) and uses it once.
// User verification is required (a fingerprint, face or PIN on the device): a passkey is then both factors.

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { adminText } from '../../../../i18n/admin';
import { DomainError } from '../../../errors';
import { errorSummary, log } from '../../../log';
import type { Account, Passkey, Store } from '../../../store/port';

/** Who the passkeys are for: the site (its name, its host name as the RP ID) and the origin pages run on. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

/** How long a browser may take over one ceremony. */
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 60;

const transportsOf = (passkey: Passkey) => passkey.transports as AuthenticatorTransportFuture[];

const failed = () => DomainError.invalid(adminText.factors.passkeyFailed);

/** The library's check of a ceremony's answer when it verifies; else a refusal, a throw logged as `event` with why. */
async function verified<T extends { verified: boolean }>(
  event: string,
  check: () => Promise<T>,
): Promise<T & { verified: true }> {
  let verification: T;
  try {
    verification = await check();
  } catch (error) {
    log.warn(event, { reason: errorSummary(error) });
    throw failed();
  }
  if (!verification.verified) throw failed();
  return verification as T & { verified: true };
}

/** A passkey's name as typed (trimmed), or a refusal. */
export function passkeyName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed.length === 0 || trimmed.length > PASSKEY_NAME_MAX) {
    throw DomainError.invalid(adminText.factors.passkeyName, { name: adminText.factors.passkeyName });
  }
  return trimmed;
}

/** What a WebAuthn answer must at least look like before the library reads it. */
function credentialJson(body: unknown): { id: string; response: object } {
  if (typeof body !== 'object' || body === null) throw failed();
  const { id, response, type } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > 1024 || type !== 'public-key') throw failed();
  if (typeof response !== 'object' || response === null) throw failed();
  return { id, response };
}

/** Options to add a passkey to `account` (its passkeys excluded, so one device is not added twice). */
export async function registrationOptions(
  store: Store,
  rp: RelyingParty,
  account: Account,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await store.credentials.passkeys(account.id);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CEREMONY_TIMEOUT_MS,
  });
}

/**
 * Check the browser's answer to registrationOptions() against the challenge it was given, and add the
 * passkey to the account under `name`. Refused (invalid) when it does not verify, (conflict) when the
 * credential is already someone's.
 */
export async function verifyRegistration(
  store: Store,
  rp: RelyingParty,
  accountId: string,
  body: unknown,
  expectedChallenge: string,
  name: unknown,
): Promise<Passkey> {
  const label = passkeyName(name);
  credentialJson(body);
  const { registrationInfo } = await verified('passkey_registration_refused', () =>
    verifyRegistrationResponse({
      response: body as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }),
  );
  const { credential } = registrationInfo;
  const passkey = {
    id: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: label,
  };
  if (!(await store.credentials.addPasskey(accountId, passkey))) {
    throw DomainError.conflict(adminText.factors.passkeyTaken);
  }
  const added = await store.credentials.passkey(passkey.id);
  if (!added) throw failed();
  return added.passkey;
}

/**
 * Options to sign in with any passkey of this site (the browser offers the person's own), or, for a step-up,
 * with one of `own` only.
 */
export function authenticationOptions(
  rp: RelyingParty,
  own: readonly Passkey[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
    ...(own.length > 0 ? { allowCredentials: own.map((p) => ({ id: p.id, transports: transportsOf(p) })) } : {}),
  });
}

/**
 * Check a sign-in's answer against its challenge and the stored passkey, and record the use (its counter
 * must move on: a cloned authenticator is refused). Whose passkey it was, or a refusal (invalid).
 */
export async function verifyAuthentication(
  store: Store,
  rp: RelyingParty,
  body: unknown,
  expectedChallenge: string,
): Promise<{ accountId: string; passkeyId: string }> {
  const { id } = credentialJson(body);
  const owner = await store.credentials.passkey(id);
  if (!owner) throw DomainError.invalid(adminText.factors.passkeyUnknown);
  const { passkey } = owner;
  const { authenticationInfo } = await verified('passkey_sign_in_refused', () =>
    verifyAuthenticationResponse({
      response: body as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    }),
  );
  if (!(await store.credentials.usePasskey(passkey.id, authenticationInfo.newCounter))) {
    log.warn('passkey_counter_refused');
    throw failed();
  }
  return { accountId: owner.accountId, passkeyId: passkey.id };
}
