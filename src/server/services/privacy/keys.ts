// The keys of the privacy tools, each derived from the deploy's usable secret (../../config/keys): one-time
// codes are stored as an HMAC (what a try is compared with) and sealed (AES-256-GCM, for the outbox's
// renderer, which must put the code in the message); the processing log names a person by an HMAC of their
// phone or email, which cannot be turned back into them and stays the same for the same person.

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { CODE_DIGITS, type RequestContact } from '../../../lib/privacy';
import { secretKeyOf } from '../../config/keys';

export interface PrivacyKeys {
  code: Buffer;
  seal: Buffer;
  subject: Buffer;
}

const derive = (secret: string, label: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));

export const privacyKeysOf = secretKeyOf<PrivacyKeys>((secret) => ({
  code: derive(secret, 'varma-trust privacy code v1'),
  seal: derive(secret, 'varma-trust privacy seal v1'),
  subject: derive(secret, 'varma-trust processing subject v1'),
}));

/** A fresh code of CODE_DIGITS digits (leading zeros kept). */
export const newCode = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** What a code is stored and compared as: bound to its request, so one request's code never opens another. */
export const codeHash = (keys: PrivacyKeys, requestId: string, code: string): string =>
  createHmac('sha256', keys.code).update(`${requestId}:${code}`).digest('hex');

export function sealCode(keys: PrivacyKeys, requestId: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  cipher.setAAD(Buffer.from(requestId));
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed code, or null when it was not sealed for this request with this key. */
export function openCode(keys: PrivacyKeys, requestId: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keys.seal, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(requestId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The processing log's name for a person: an HMAC of their phone (digits) or email (lower-cased). */
export function subjectOf(keys: PrivacyKeys, contact: RequestContact): string {
  const value = 'phone' in contact ? `phone:${contact.phone}` : `email:${contact.email.trim().toLowerCase()}`;
  return createHmac('sha256', keys.subject).update(value).digest('hex').slice(0, 32);
}
