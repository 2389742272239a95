// Staff password hashes: scrypt (node:crypto), compared in constant time.
//
// Format (one line, safe in shells, .env files and Netlify's UI: no '$', no '=' padding):
//   scrypt:<N>:<r>:<p>:<salt, base64url>:<key, base64url>
// e.g. scrypt:32768:8:1:3q2-7w...:Yl1x...   Make one with `npm run admin:hash`.

import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '../../../../lib/staff';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export interface PasswordHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

/** 2^15 x 8 x 1: ~32 MiB and ~50-100 ms per check: slow for a guesser, fine for one staff login. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 32_768, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new hash line for `password` (random salt). */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  if (password.length === 0) throw new Error('empty password');
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(':');
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Parse a hash line; null when it is not one we accept (wrong shape, weak or absurd parameters). Weak
 * means below N = 2^14: an env value that cheap to brute-force is treated as a misconfiguration.
 */
export function parsePasswordHash(line: string | undefined): PasswordHash | null {
  if (!line) return null;
  const parts = line.trim().split(':');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (![n, r, p].every((v) => /^\d{1,8}$/.test(v))) return null;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  const powerOfTwo = (N & (N - 1)) === 0;
  if (!powerOfTwo || N < 2 ** 14 || N > 2 ** 20 || R < 1 || R > 32 || P < 1 || P > 16) return null;
  if (!B64URL.test(salt) || !B64URL.test(key)) return null;
  const saltBytes = Buffer.from(salt, 'base64url');
  const keyBytes = Buffer.from(key, 'base64url');
  if (saltBytes.length < 16 || keyBytes.length < 16 || keyBytes.length > 128) return null;
  return { N, r: R, p: P, salt: saltBytes, key: keyBytes };
}

/** Does `password` match? Constant-time comparison of the derived keys. */
export async function verifyPassword(password: string, hash: PasswordHash): Promise<boolean> {
  if (typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) return false;
  const derived = await scrypt(password, hash.salt, hash.key.length, hash);
  return derived.length === hash.key.length && timingSafeEqual(derived, hash.key);
}
