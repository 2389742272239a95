// The limits sub-port: rate-limit windows, counted alone (Limits) or with a write (WindowHit,
// WindowFullError), and a phone's booking limits (PhoneLimits), checked in bookings.reserve and move.
// Every adapter keeps a window's count until its length has passed since it began (or since its first hit,
// when that came first: a proof of work's window begins at its expiry), whatever other windows it counts or
// cleans up meanwhile: a day's network share lasts the day, a proof stays spent for as long as it is valid.

/** How many appointments one phone number may hold from `today` on (0 = no limit). */
export interface PhoneLimits {
  /** India's date: appointments before it no longer count. */
  today: string;
  /** On any one date. */
  perDay: number;
  /** From today on, in all. */
  ahead: number;
}

/**
 * A rate-limit window counted in the same atomic step as a write, so a public submission is one store
 * round trip. It is the same counter limits.hit(key, windowStart, windowMs) counts.
 */
export interface WindowHit {
  key: string;
  /** The window's start (epoch ms) and length. */
  windowStart: number;
  windowMs: number;
  /** What this request adds (1 for a request; the number of slots for a booking's daily count). */
  by: number;
  /** The most a window may hold. */
  limit: number;
  /**
   * 'request': counted whatever happens, a refused write too (a request is a request);
   * 'write': counted only when the write is made (a refused booking takes no slots);
   * 'hold': like 'write', but past the limit the write is made *held* for staff, never refused
   * (bookings.reserve: a network's daily share; records.add treats it as 'write').
   */
  counts: 'request' | 'write' | 'hold';
}

/** Thrown by records.add() and bookings.reserve() when a window hit passes its limit: nothing was written. */
export class WindowFullError extends Error {
  override name = 'WindowFullError';
  constructor(
    /** Which of the request's hits (0-based). */
    readonly index: number,
  ) {
    super('rate-limit window full');
  }
}

export interface Limits {
  /**
   * Add `by` hits (default 1; -1 takes one back, 0 only reads) to the fixed window `windowStart` (ms) of
   * `key`; returns the hits so far in that window.
   */
  hit(key: string, windowStart: number, windowMs: number, by?: number): Promise<number>;
  /**
   * Count the hits of a request that writes nothing (an invalid form, the honeypot, a read) in one atomic
   * step, one round trip on Upstash: as a refused write counts them, its 'request' hits are added and the
   * others only compared. Returns the first hit (0-based) past its limit, or -1 (none, or no hits at all).
   */
  count(hits: WindowHit[]): Promise<number>;
}
