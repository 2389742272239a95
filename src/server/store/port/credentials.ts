// The credentials sub-port: an account's passkeys, TOTP secret (with the password hash that goes with it) and
// recovery codes (hashes only).

/** A WebAuthn credential (passkey) as the server keeps it. Binary values are base64url. */
export interface Passkey {
  /** The credential id (base64url), unique over all accounts. */
  id: string;
  publicKey: string;
  /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
  counter: number;
  transports: string[];
  /** What the person called it ("Priya's phone"). */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a sign-in with a passkey found: whose it is, and the passkey. */
export interface PasskeyOwner {
  accountId: string;
  passkey: Passkey;
}

/** What removing a passkey did (Credentials.removePasskey). */
export type PasskeyRemoved = 'removed' | 'unknown' | 'last';

export interface Credentials {
  /** Add a passkey (createdAt = now); false when its id is already someone's (nothing written). */
  addPasskey(accountId: string, passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>): Promise<boolean>;
  /** An account's passkeys, oldest first. */
  passkeys(accountId: string): Promise<Passkey[]>;
  passkey(credentialId: string): Promise<PasskeyOwner | null>;
  /**
   * Record a use: the new counter and lastUsedAt = now, atomically, only when the counter moved on (or both
   * are 0, an authenticator without a counter). False: a replayed or cloned authenticator, or no such passkey.
   */
  usePasskey(credentialId: string, counter: number): Promise<boolean>;
  /**
   * Remove one of an account's passkeys, atomically: 'unknown' when the account has no such passkey, 'last'
   * (nothing written) when it is the account's only passkey and the account has no TOTP secret either, so a
   * person never removes their last way to sign in.
   */
  removePasskey(accountId: string, credentialId: string): Promise<PasskeyRemoved>;
  /**
   * Set (or with null, remove) an account's TOTP secret (base32) with the hash of the password that goes with
   * it (a code alone never signs in); a new secret forgets the last step used.
   */
  setTotp(accountId: string, secret: string | null, passwordHash?: string): Promise<void>;
  totp(accountId: string): Promise<string | null>;
  /** The password hash set with the account's TOTP secret; null without a secret, or one set without it. */
  totpPassword(accountId: string): Promise<string | null>;
  /**
   * Claim TOTP time step `step` for a sign-in, atomically: true only when it is later than the last claimed
   * one, so one code (or an older one) is never accepted twice. False too without a secret.
   */
  useTotpStep(accountId: string, step: number): Promise<boolean>;
  /** Replace an account's recovery codes with these hashes (the codes themselves are shown once, never kept). */
  setRecoveryCodes(accountId: string, hashes: readonly string[]): Promise<void>;
  /** Use one: true once per hash, atomically (a second use, or a hash that is not there, is false). */
  useRecoveryCode(accountId: string, hash: string): Promise<boolean>;
  /** How many recovery codes are left. */
  recoveryCodesLeft(accountId: string): Promise<number>;
  /** Forget all of an account's credentials (passkeys, TOTP, recovery codes). */
  clear(accountId: string): Promise<void>;
}
