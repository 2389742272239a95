// The India-time rules give the same answers whatever the process's time zone. Each zone runs in its
// own child process with TZ set before anything starts (the real situation of a server in UTC or a
// visitor's browser in California), evaluating the lib helpers, the form validation and the server's
// booking service at the same fixed instants.

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const probe = fileURLToPath(new URL('../helpers/tz-probe.ts', import.meta.url));

async function probeIn(tz: string) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', probe], {
    env: { ...process.env, TZ: tz },
    timeout: 30_000,
  });
  // What ../helpers/tz-probe.ts prints: each value is compared whole.
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('India time under other server time zones', () => {
  it('UTC, America/Los_Angeles and Asia/Kolkata agree on every rule', async () => {
    const [utc, la, ist] = await Promise.all([probeIn('UTC'), probeIn('America/Los_Angeles'), probeIn('Asia/Kolkata')]);

    // The zones really were different in the children.
    expect(utc.resolvedTimeZone).toBe('UTC');
    expect(la.resolvedTimeZone).toBe('America/Los_Angeles');
    expect(utc.localHours).toEqual([18, 18, 18, 10]);
    expect(la.localHours).toEqual([10, 10, 10, 3]);
    expect(ist.localHours).toEqual([23, 0, 0, 16]);

    const strip = ({ tz: _tz, localHours: _h, resolvedTimeZone: _z, ...rest }: Record<string, unknown>) => rest;
    expect(strip(utc)).toEqual(strip(ist));
    expect(strip(la)).toEqual(strip(ist));

    const beforeMidnight = ist['2026-11-20T18:29:00Z'];
    expect(beforeMidnight).toMatchObject({
      today: '2026-11-20',
      weekday: 'Friday',
      minutes: 23 * 60 + 59,
      lastSlotTodayPast: true,
      firstSlotTomorrowPast: false,
      validateToday18: false,
      bookNov20at18: { ok: false, error: 'The 6:00 PM slot today has already passed. Please choose a later time.' },
      bookNov21at9: { ok: true, regno: 'FP26001', day: 'Saturday', registeredOn: '2026-11-20' },
    });
    const afterMidnight = ist['2026-11-20T18:31:00Z'];
    expect(afterMidnight).toMatchObject({
      today: '2026-11-21',
      weekday: 'Saturday',
      minutes: 1,
      validateNov20: false,
      bookNov20at18: { ok: false, error: 'This date has already passed. Please choose today or a later date.' },
      bookNov21at9: { ok: true, registeredOn: '2026-11-21' },
    });
    const newYear = ist['2026-12-31T18:30:00Z'];
    expect(newYear).toMatchObject({ today: '2027-01-01', year: 2027, bookJan1at9: { ok: true, regno: 'FP27001' } });
  }, 60_000);
});
