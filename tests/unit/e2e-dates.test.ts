// The browser tests' appointment dates (tests/e2e/helpers/slots.ts): workers running at the same time never
// share a date, also when India's date changes during a run, and every date is inside the booking window.
import { describe, expect, it } from 'vitest';
import { workerDates } from '../e2e/helpers/slots';
import { daysBetween } from '../../src/lib/time';

const info = (parallelIndex: number, workers: number) => ({ parallelIndex, config: { workers } }) as never;

describe('browser test dates', () => {
  it.each([1, 2, 3, 8])('%i workers: disjoint shares covering 2 to 89 days ahead', (workers) => {
    const today = '2026-11-23';
    const shares = Array.from({ length: workers }, (_, k) => workerDates(info(k, workers), today));
    const all = shares.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(88);
    for (const date of all) {
      expect(daysBetween(today, date)).toBeGreaterThanOrEqual(2);
      expect(daysBetween(today, date)).toBeLessThanOrEqual(89);
    }
  });

  it('a worker that starts after midnight in India still never meets another worker’s dates', () => {
    const before = workerDates(info(0, 2), '2026-11-23');
    const after = workerDates(info(1, 2), '2026-11-24');
    expect(before.filter((d) => after.includes(d))).toEqual([]);
  });
});
