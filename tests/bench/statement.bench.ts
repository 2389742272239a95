// A bank statement against the open pledges: 2,000 credit lines matched against 20,000 pledges must take
// under 2 s (pledges are looked up by reference and by amount, not compared with every line). A third of
// the lines carry a pledge's UPI reference, a third only a pledge's amount, a third match nothing.

import { describe, expect, test } from 'vitest';
import type { StatementLine } from '../../src/server/documents/bank-statement';
import { matchStatement, type OpenPledge } from '../../src/server/documents/statement-matching';
import { ms, samples, stats, table, TIMEOUT_MS, writeSection } from './report';

const LINES = 2_000;
const PLEDGES = 20_000;
const LIMIT_MS = 2_000;

const day = (n: number) => new Date(Date.UTC(2026, 3, 1) + (n % 300) * 86_400_000).toISOString().slice(0, 10);

const pledges: OpenPledge[] = Array.from({ length: PLEDGES }, (_, i) => ({
  id: `P${i}`,
  amountPaise: (500 + (i % 4000)) * 100,
  reference: i % 2 === 0 ? `5${String(10_000_000_000 + i).slice(1)}` : null,
  date: day(i),
}));

const lines: StatementLine[] = Array.from({ length: LINES }, (_, i) => {
  const p = pledges[(i * 7) % PLEDGES]!;
  const kind = i % 3;
  return {
    row: i + 2,
    date: day((i * 7) % PLEDGES),
    narration:
      kind === 0
        ? `UPI/CR/${p.reference ?? '000000000000'}/DONOR ${i}/SBIN/donor${i}@oksbi/Donation`
        : `NEFT CR-HDFC0000001-DONOR ${i}-${kind === 1 ? 'GIFT' : 'N' + String(900000 + i)}`,
    reference: kind === 2 ? `X${i}` : '',
    creditPaise: kind === 2 ? 123_45 + i : p.amountPaise,
  };
});

describe('bank statement matching', () => {
  test(`${LINES} lines against ${PLEDGES} pledges`, { timeout: TIMEOUT_MS }, async ({ bench }) => {
    const started = performance.now();
    const once = performance.now();
    const { matches } = matchStatement(pledges, lines);
    const first = performance.now() - once;
    expect(matches).toHaveLength(LINES);
    expect(matches.filter((m) => m.outcome === 'proposed').length).toBeGreaterThan(0);
    expect(first).toBeLessThan(LIMIT_MS);
    const result = await bench('match', () => void matchStatement(pledges, lines)).run(samples(5, 1));
    const s = stats(result);
    expect(s.p99).toBeLessThan(LIMIT_MS);
    writeSection(
      'statement',
      [
        '## Bank statement matching',
        '',
        `${LINES} credit lines against ${PLEDGES} open pledges (tests/bench/statement.bench.ts); the limit is ${LIMIT_MS} ms.`,
        '',
        table(
          ['run', 'ms'],
          [
            ['first', ms(first)],
            ['p50', ms(s.p50)],
            ['p99', ms(s.p99)],
          ],
        ),
      ].join('\n'),
      started,
    );
  });
});
