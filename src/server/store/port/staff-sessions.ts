// The staff sessions sub-port: sessions live in the store so that ending one takes effect at once.

/** A staff session ends 30 minutes after its last use ... */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** ... and 8 hours after it began, used or not. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;

/**
 * How a session began: a factor, the shared password (the first admin, until that is ended), or an accepted
 * invite (the new person may only add a passkey or an authenticator app).
 */
export type SignInMethod = 'passkey' | 'totp' | 'recovery' | 'password' | 'invite';

export interface StaffSession {
  /** A hash of the cookie's value, made by the service (the store never sees the cookie). */
  id: string;
  accountId: string;
  /** What the person sees in their list of devices ("Firefox on Windows"). */
  device: string;
  method: SignInMethod;
  createdAt: string;
  lastSeenAt: string;
  /** When a factor was last proven in this session (sign-in, then each step-up). */
  verifiedAt: string;
}

/**
 * Staff sessions, kept in the store so they end at once: idle past SESSION_IDLE_MS or older than
 * SESSION_ABSOLUTE_MS (by the store's clock) they are gone, whatever reads them.
 */
export interface StaffSessions {
  /** Begin one (createdAt = lastSeenAt = verifiedAt = now). */
  create(session: Pick<StaffSession, 'id' | 'accountId' | 'device' | 'method'>): Promise<StaffSession>;
  /**
   * The live session, its lastSeenAt (and with `verified`, its verifiedAt: a step-up) moved to now in the same
   * step; null when unknown, idle or too old.
   */
  use(id: string, verified?: boolean): Promise<StaffSession | null>;
  /** An account's live sessions, newest first. */
  list(accountId: string): Promise<StaffSession[]>;
  /** End one of an account's sessions; true when it was live. */
  revoke(accountId: string, id: string): Promise<boolean>;
  /** End all of an account's sessions (but `keep`, the one asking); how many were live. */
  revokeAll(accountId: string, keep?: string): Promise<number>;
}
