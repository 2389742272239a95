// The retention rules (src/lib/retention.ts): the periods the Privacy Policy states, in both languages,
// and where each period ends.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../src/lib/records';
import { RETENTION, monthsBefore, periodLabel, retentionCutoff, type RetentionPeriod } from '../../src/lib/retention';

// The policy's line for each kind, and how it writes a period, per language.
const POLICIES: {
  file: string;
  lines: Record<SubmissionKind, string>;
  label: (period: RetentionPeriod) => string;
}[] = [
  {
    file: 'src/data/legal/privacy.md',
    lines: {
      callbacks: '- Callback requests and contact messages:',
      contacts: '- Callback requests and contact messages:',
      bookings: '- Appointment records:',
      donations: '- Donation records:',
    },
    label: periodLabel,
  },
  {
    file: 'src/data/legal/ta/privacy.md',
    lines: {
      callbacks: '- திரும்ப அழைக்கும் கோரிக்கைகளும் தொடர்புச் செய்திகளும்:',
      contacts: '- திரும்ப அழைக்கும் கோரிக்கைகளும் தொடர்புச் செய்திகளும்:',
      bookings: '- சந்திப்புப் பதிவுகள்:',
      donations: '- நன்கொடைப் பதிவுகள்:',
    },
    label: (p) => ('months' in p ? `${p.months} மாதங்கள்` : `${p.years} ஆண்டுகள்`),
  },
];

describe('the Privacy Policy and the retention rules say the same', () => {
  for (const { file, lines, label } of POLICIES) {
    it(file, () => {
      const text = readFileSync(file, 'utf8');
      for (const kind of SUBMISSION_KINDS) {
        const line = text.split('\n').find((l) => l.startsWith(lines[kind]));
        expect(line, `${file}: no line starting "${lines[kind]}" (the ${kind} period)`).toBeDefined();
        const stated = [...line!.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);
        expect(stated, `${file}: the ${kind} period (src/lib/retention.ts RETENTION.${kind})`).toEqual([
          label(RETENTION[kind].keep),
        ]);
      }
    });
  }

  it('counts bookings from the visit and everything else from when it was received', () => {
    expect(Object.fromEntries(SUBMISSION_KINDS.map((k) => [k, RETENTION[k].from]))).toEqual({
      callbacks: 'received',
      contacts: 'received',
      bookings: 'visit',
      donations: 'received',
    });
  });
});

describe('monthsBefore', () => {
  it('goes back calendar months, across years, clamping the day to the month', () => {
    expect(monthsBefore('2026-11-20', 12)).toBe('2025-11-20');
    expect(monthsBefore('2026-11-20', 36)).toBe('2023-11-20');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2028-02-29', 12)).toBe('2027-02-28');
    expect(monthsBefore('2032-02-29', 96)).toBe('2024-02-29');
    expect(monthsBefore('2026-05-31', 0)).toBe('2026-05-31');
  });
});

describe('retentionCutoff', () => {
  // Friday 2026-11-20, 10:00 in India.
  const now = new Date('2026-11-20T04:30:00.000Z');

  it('received rules: the same moment in India, 12 months or 8 years earlier', () => {
    expect(retentionCutoff('callbacks', now)).toEqual({
      receivedBeforeMs: Date.parse('2025-11-20T04:30:00.000Z'),
      visitBefore: null,
    });
    expect(retentionCutoff('contacts', now).receivedBeforeMs).toBe(Date.parse('2025-11-20T04:30:00.000Z'));
    expect(retentionCutoff('donations', now).receivedBeforeMs).toBe(Date.parse('2018-11-20T04:30:00.000Z'));
  });

  it("bookings: visits before India's date 3 years ago; candidates received before that day began in India", () => {
    expect(retentionCutoff('bookings', now)).toEqual({
      receivedBeforeMs: Date.parse('2023-11-19T18:30:00.000Z'),
      visitBefore: '2023-11-20',
    });
  });

  it("uses India's date, not the server's: just after midnight in India is already the next day", () => {
    const justAfterMidnight = new Date('2026-11-19T18:31:00.000Z'); // 2026-11-20 00:01 in India
    expect(retentionCutoff('bookings', justAfterMidnight).visitBefore).toBe('2023-11-20');
    expect(retentionCutoff('callbacks', justAfterMidnight).receivedBeforeMs).toBe(
      Date.parse('2025-11-19T18:31:00.000Z'),
    );
    // 29 Feb in India (28 Feb in UTC): 12 months back is 28 Feb, same time of day.
    const leap = new Date('2028-02-28T20:00:00.000Z'); // 2028-02-29 01:30 in India
    expect(retentionCutoff('callbacks', leap).receivedBeforeMs).toBe(Date.parse('2027-02-27T20:00:00.000Z'));
  });
});
