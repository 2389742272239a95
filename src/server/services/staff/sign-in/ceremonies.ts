// WebAuthn and authenticator-app set-up ceremonies: each one's challenge is kept in the store
// (store.ceremonies) for the browser's own timeout, under its purpose and a random id the browser is given,
// and taken once: a challenge that is unknown, used or expired is refused.

import { adminText } from '../../../../i18n/admin';
import { site } from '../../../../lib/site-settings';
import { DomainError } from '../../../errors';
import type { Store } from '../../../store/port';
import { CEREMONY_TIMEOUT_MS, type RelyingParty } from './passkeys';
import { newSessionToken } from './session';

/** How long a ceremony's challenge is kept: the browser's own timeout. */
const CEREMONY_MS = CEREMONY_TIMEOUT_MS;
/** How long an authenticator app's set-up stays open for another try after a mistyped first code. */
const REOPENED_MS = 10 * 60_000;

export type CeremonyPurpose = 'sign-in' | 'step-up' | 'enrol' | 'totp';

/** What a ceremony keeps: its challenge, and the account it is for ('' when none is known yet). */
export interface Ceremony {
  challenge: string;
  accountId: string;
}

/** Who the passkeys are for: this site, by the host name and origin the request came to. */
export const relyingPartyOf = (url: URL): RelyingParty => ({
  name: site.trustName,
  id: url.hostname,
  origin: url.origin,
});

/** Keep a ceremony's challenge (for `purpose`, and the account when one is known); its id for the browser. */
export async function keepCeremony(
  store: Store,
  purpose: CeremonyPurpose,
  challenge: string,
  accountId = '',
): Promise<string> {
  const id = newSessionToken();
  await store.ceremonies.put(`${purpose}:${id}`, JSON.stringify({ challenge, accountId }), CEREMONY_MS);
  return id;
}

/** Take a ceremony's challenge once; invalid when it is unknown, used or expired. */
export async function takeCeremony(store: Store, purpose: CeremonyPurpose, id: unknown): Promise<Ceremony> {
  const value = typeof id === 'string' && id.length <= 64 ? await store.ceremonies.take(`${purpose}:${id}`) : null;
  if (value === null) throw DomainError.invalid(adminText.signIn.ceremonyGone);
  return JSON.parse(value) as Ceremony;
}

/** Take a ceremony that must be `accountId`'s own; invalid otherwise. */
export async function takeOwnCeremony(
  store: Store,
  purpose: CeremonyPurpose,
  id: unknown,
  accountId: string,
): Promise<Ceremony> {
  const ceremony = await takeCeremony(store, purpose, id);
  if (ceremony.accountId !== accountId) throw DomainError.invalid(adminText.signIn.ceremonyGone);
  return ceremony;
}

/** Put a taken ceremony back under its id (a set-up that stays open for another try). */
export async function reopenCeremony(
  store: Store,
  purpose: CeremonyPurpose,
  id: unknown,
  ceremony: Ceremony,
): Promise<void> {
  await store.ceremonies.put(`${purpose}:${String(id)}`, JSON.stringify(ceremony), REOPENED_MS);
}
