// The embedded adapter's rate-limit windows (../port Limits): one row per key holding its current window
// and when that window ends. windowCounter() also counts the hits a write carries (WindowHit) inside that
// write's transaction (./records add, ./bookings reserve). Every 500 hits the rows of windows that have
// ended (by the store's clock) are deleted: a window is dropped only once its own length has passed (a
// day's network share, a message's delivered marks, a proof of work that starts at its expiry).

import type { StatementSync } from 'node:sqlite';
import type { Limits, WindowHit } from '../port';
import type { EmbeddedDb } from './db';

export function windowCounter({ db, now }: EmbeddedDb) {
  const sql = {
    hit: db.prepare(`INSERT INTO rate_limits (key, window_start, hits, window_end) VALUES (?, ?, ?, ?)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN window_start = excluded.window_start THEN hits + excluded.hits ELSE excluded.hits END,
        window_end = excluded.window_end,
        window_start = excluded.window_start
      RETURNING hits`),
    windowHits: db.prepare('SELECT hits FROM rate_limits WHERE key = ? AND window_start = ?'),
    pruneRate: db.prepare('DELETE FROM rate_limits WHERE window_end <= ?'),
  } satisfies Record<string, StatementSync>;
  let hitsSincePrune = 0;

  /** Inside a transaction: add `by` to the window's count; the count so far. */
  function countHit(key: string, windowStart: number, windowMs: number, by: number): number {
    if (++hitsSincePrune >= 500) {
      hitsSincePrune = 0;
      sql.pruneRate.run(now().getTime());
    }
    return Number((sql.hit.get(key, windowStart, by, windowStart + windowMs) as { hits: number }).hits);
  }

  return {
    countHit,

    /** Inside a write's transaction: count the hits that count the request; the first full hit, or -1. */
    hitsOver(hits: WindowHit[]): number {
      let full = -1;
      hits.forEach((h, i) => {
        if (h.counts === 'hold') return;
        const count =
          h.counts === 'request'
            ? countHit(h.key, h.windowStart, h.windowMs, h.by)
            : Number((sql.windowHits.get(h.key, h.windowStart) as { hits: number } | undefined)?.hits ?? 0) + h.by;
        if (full === -1 && count > h.limit) full = i;
      });
      return full;
    },

    /** Inside a write's transaction: true when a 'hold' hit would pass its limit (the write is held). */
    holdsOver(hits: WindowHit[]): boolean {
      return hits.some(
        (h) =>
          h.counts === 'hold' &&
          Number((sql.windowHits.get(h.key, h.windowStart) as { hits: number } | undefined)?.hits ?? 0) + h.by >
            h.limit,
      );
    },

    /** Inside a write's transaction, once the write is made: count the hits that count only writes. */
    commitHits(hits: WindowHit[]): void {
      for (const h of hits) if (h.counts !== 'request') countHit(h.key, h.windowStart, h.windowMs, h.by);
    },
  };
}

export type WindowCounter = ReturnType<typeof windowCounter>;

export function embeddedLimits({ transaction }: EmbeddedDb, counter: WindowCounter): Limits {
  return {
    hit: (key, windowStart, windowMs, by = 1) =>
      transaction('limits.hit', () => counter.countHit(key, windowStart, windowMs, by)),
    count: (hits) =>
      hits.length === 0 ? Promise.resolve(-1) : transaction('limits.count', () => counter.hitsOver(hits)),
  };
}
