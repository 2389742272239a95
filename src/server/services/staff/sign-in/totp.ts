// TOTP (RFC 6238) as a fallback sign-in factor for a phone without passkeys, always with the password the
// person chose with it (./totp-password: a code alone never signs in), with the otpauth
// library: 6 digits, 30-second steps, SHA-1 (what every authenticator app reads from a QR code). A code is
// accepted one step either side of now, and each step once per account (credentials.useTotpStep claims it
// atomically), so a code seen over a shoulder or replayed is no use.

import { Secret, TOTP } from 'otpauth';
import { adminText } from '../../../../i18n/admin';
import { DomainError } from '../../../errors';
import type { Store } from '../../../store/port';

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now a code is accepted for (a phone's clock a little off). */
const WINDOW = 1;
/** 160-bit secrets, as RFC 4226 recommends. */
const SECRET_BYTES = 20;

/** What the authenticator app is given when a person sets it up: shown once, stored only when confirmed. */
export interface TotpEnrolment {
  /** Base32, to type in by hand. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  uri: string;
}

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new secret for `label` (the person's email) under `issuer` (the trust's name). Nothing is stored. */
export function newTotp(issuer: string, label: string): TotpEnrolment {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  return { secret, uri: totpOf(secret, issuer, label).toString() };
}

/** A typed code as digits only (spaces and dashes dropped), or null when it cannot be a code. */
export function normalTotpCode(code: unknown): string | null {
  if (typeof code !== 'string' || code.length > 20) return null;
  const digits = code.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${DIGITS}}$`).test(digits) ? digits : null;
}

/** The time step `code` belongs to at `now` (within the window), or null when it is wrong. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows at `now` (tests, and the README's first sign-in). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

function checkedCode(code: unknown): string {
  const digits = normalTotpCode(code);
  const words = adminText.factors;
  if (digits === null) throw DomainError.invalid(words.totpFormat, { code: words.totpFormat });
  return digits;
}

/**
 * Set up TOTP: the first code from the app proves it holds `secret`; then the secret is stored (replacing an
 * older one) and that code's step is used up.
 */
export async function confirmTotp(
  store: Store,
  accountId: string,
  secret: string,
  code: unknown,
  now: Date,
  passwordHash: string,
) {
  const words = adminText.factors;
  const step = totpStep(secret, checkedCode(code), now);
  if (step === null) throw DomainError.invalid(words.totpWrong, { code: words.totpWrong });
  await store.credentials.setTotp(accountId, secret, passwordHash);
  await store.credentials.useTotpStep(accountId, step);
}

/** Sign in or step up with a code: refused (invalid) when it is wrong, or its step was used already. */
export async function checkTotp(store: Store, accountId: string, code: unknown, now: Date): Promise<void> {
  const words = adminText.factors;
  const digits = checkedCode(code);
  const secret = await store.credentials.totp(accountId);
  if (secret === null) throw DomainError.invalid(words.totpMissing);
  const step = totpStep(secret, digits, now);
  if (step === null || !(await store.credentials.useTotpStep(accountId, step))) {
    throw DomainError.invalid(words.totpWrong, { code: words.totpWrong });
  }
}
