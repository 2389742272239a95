// Recovery codes: ten one-time codes a person is shown once, when they set up sign-in, for the
// day their phone is lost. The store keeps only a hash of each (credentials.setRecoveryCodes) and a use
// removes it atomically, so each code works once. A code is 10 characters from an alphabet without look-alikes
// (about 50 bits), shown as KMPQR-23456; the hash is SHA-256 over the account id and the code, so equal
// codes of two accounts hash apart.

import { createHash, randomInt } from 'node:crypto';
import { adminText } from '../../../../i18n/admin';
import { DomainError } from '../../../errors';
import type { Store } from '../../../store/port';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L, 8/B: what is read off paper is typed right. */
const ALPHABET = 'ACDEFGHJKMNPQRSTUVWXYZ2345679';
const LENGTH = 10;

/** A code as stored: upper case, no spaces or dashes; null when it cannot be one. */
export function normalRecoveryCode(code: unknown): string | null {
  if (typeof code !== 'string' || code.length > 40) return null;
  const plain = code.replace(/[\s-]/g, '').toUpperCase();
  return plain.length === LENGTH && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

export function recoveryCodeHash(accountId: string, code: string): string {
  return createHash('sha256').update(`recovery:${accountId}:${code}`).digest('hex');
}

function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * Ten new codes for an account, replacing any it had: returned to be shown once, stored as hashes only.
 */
export async function newRecoveryCodes(store: Store, accountId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  const shown = [...codes];
  await store.credentials.setRecoveryCodes(
    accountId,
    shown.map((code) => recoveryCodeHash(accountId, normalRecoveryCode(code)!)),
  );
  return shown;
}

/** Sign in with a recovery code: it is used up; refused (invalid) when it is wrong or was used. Codes left. */
export async function useRecoveryCode(store: Store, accountId: string, code: unknown): Promise<number> {
  const words = adminText.factors;
  const plain = normalRecoveryCode(code);
  if (plain === null) throw DomainError.invalid(words.recoveryFormat, { code: words.recoveryFormat });
  if (!(await store.credentials.useRecoveryCode(accountId, recoveryCodeHash(accountId, plain)))) {
    throw DomainError.invalid(words.recoveryWrong, { code: words.recoveryWrong });
  }
  return store.credentials.recoveryCodesLeft(accountId);
}
