// The ceremonies sub-port: one-time values of a sign-in step (a WebAuthn challenge, a TOTP set-up).

/**
 * One-time values with a short life, kept on the server between two steps of a sign-in: a WebAuthn ceremony's
 * challenge, an authenticator app's secret until its first code confirms it. Each is taken once.
 */
export interface Ceremonies {
  /** Keep `value` under `id` for `ttlMs` (replacing what was there). */
  put(id: string, value: string, ttlMs: number): Promise<void>;
  /** The value, removed in the same step: once only; null when unknown, taken or expired. */
  take(id: string): Promise<string | null>;
}
