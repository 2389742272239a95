/** An account's passkeys' keys (../../keys staff:passkeys*). */
export type PasskeyKeys = {
  /** credential id -> passkey JSON (HASH), unique over all accounts. */
  passkeys: string;
  /** The account's credential ids (SET). */
  ofAccount: string;
};
