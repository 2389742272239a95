import { describe, expect, it } from 'vitest';
import type { StatementLine } from '../../src/server/documents/bank-statement';
import { matchStatement, type OpenPledge } from '../../src/server/documents/statement-matching';

let row = 1;
const line = (date: string, creditPaise: number, narration: string, reference = ''): StatementLine => ({
  row: ++row,
  date,
  narration,
  reference,
  creditPaise,
});
const pledge = (id: string, amountPaise: number, date: string, reference: string | null = null): OpenPledge => ({
  id,
  amountPaise,
  date,
  reference,
});

describe('matchStatement', () => {
  it('proposes the one pledge whose reference and amount match', () => {
    const l = line('2026-04-01', 5000_00, 'UPI/CR/609112345678/ARUN KUMAR/SBIN/arun@oksbi/Donation');
    const { matches, unmatchedPledges } = matchStatement(
      [pledge('P1', 5000_00, '2026-03-31', '6091 1234 5678'), pledge('P2', 5000_00, '2026-03-31')],
      [l],
    );
    expect(matches[0]).toMatchObject({
      outcome: 'proposed',
      pledgeId: 'P1',
      basis: 'reference-and-amount',
      reasons: [],
    });
    expect(unmatchedPledges).toEqual(['P2']);
  });

  it('finds the reference in the reference column too', () => {
    const { matches } = matchStatement(
      [pledge('P1', 10_000_00, '2026-04-05', 'SBIN126096123456')],
      [line('2026-04-06', 10_000_00, 'NEFT CR-SBIN0000801-LAKSHMI', 'SBIN126096123456')],
    );
    expect(matches[0]).toMatchObject({ outcome: 'proposed', pledgeId: 'P1', basis: 'reference-and-amount' });
  });

  it('never proposes by amount alone: one open pledge of that amount in the window goes to review', () => {
    const { matches } = matchStatement(
      [pledge('P4', 2500_00, '2026-04-03'), pledge('P9', 2500_00, '2026-01-01')],
      [line('2026-04-05', 2500_00, 'NEFT*HDFC0000001*N095261234567890*MEENA')],
    );
    expect(matches[0]).toMatchObject({ outcome: 'review', pledgeId: null, basis: null, candidates: ['P4'] });
    expect(matches[0]!.reasons[0]).toMatch(/^only the amount and date agree with pledge P4: check the donor/);
  });

  it('names a typed reference that is not in the line an amount-only candidate is sent to review for', () => {
    const { matches } = matchStatement(
      [pledge('P4', 2500_00, '2026-04-03', '700000000001')],
      [line('2026-04-05', 2500_00, 'NEFT*MEENA')],
    );
    expect(matches[0]!.outcome).toBe('review');
    expect(matches[0]!.reasons).toEqual([
      'only the amount and date agree with pledge P4 (its reference 700000000001 is not in this line): check the donor before marking it received',
    ]);
  });

  it('sends a line with no candidate to review', () => {
    const { matches, unmatchedPledges } = matchStatement(
      [pledge('P1', 5000_00, '2026-04-01')],
      [line('2026-04-10', 777_00, 'CASH DEPOSIT')],
    );
    expect(matches[0]).toMatchObject({ outcome: 'review', pledgeId: null, candidates: [] });
    expect(matches[0]!.reasons).toEqual([
      'no open pledge of ₹777.00 has its reference in this line or was made from 30 days before to 2 days after 2026-04-10',
    ]);
    expect(unmatchedPledges).toEqual(['P1']);
  });

  it('sends a line with two candidates to review, naming both', () => {
    const { matches } = matchStatement(
      [pledge('P2', 1500_00, '2026-04-06'), pledge('P3', 1500_00, '2026-04-07')],
      [line('2026-04-07', 1500_00, 'NEFT/AXISCN0123456789/PRIYA RAMESH')],
    );
    expect(matches[0]).toMatchObject({ outcome: 'review', candidates: ['P2', 'P3'] });
    expect(matches[0]!.reasons[0]).toBe('several open pledges of ₹1,500.00 could be this payment: P2, P3');
  });

  it('sends two pledges carrying the same reference and amount to review', () => {
    const { matches } = matchStatement(
      [pledge('P5', 100_00, '2026-04-01', '609112345678'), pledge('P6', 100_00, '2026-04-01', '609112345678')],
      [line('2026-04-01', 100_00, 'UPI/CR/609112345678/X')],
    );
    expect(matches[0]).toMatchObject({ outcome: 'review', candidates: ['P5', 'P6'] });
  });

  it('never proposes a reference match whose amount differs', () => {
    const { matches } = matchStatement(
      [pledge('P5', 1000_00, '2026-04-05', 'SBIN126096123456')],
      [line('2026-04-06', 10_000_00, 'NEFT CR-SBIN126096123456-LAKSHMI')],
    );
    expect(matches[0]!.outcome).toBe('review');
    expect(matches[0]!.reasons).toContain(
      "pledge P5's reference SBIN126096123456 is in this line but the amount differs: pledged ₹1,000.00, credited ₹10,000.00",
    );
  });

  it('proposes a pledge for neither of two lines that both pick it', () => {
    const a = line('2026-04-02', 300_00, 'UPI/CR/633333333333/A');
    const b = line('2026-04-03', 300_00, 'NEFT 633333333333 B');
    const { matches, unmatchedPledges } = matchStatement([pledge('P6', 300_00, '2026-04-01', '633333333333')], [a, b]);
    expect(matches.map((m) => m.outcome)).toEqual(['review', 'review']);
    expect(matches[0]!.reasons[0]).toBe(`pledge P6 is also the one candidate of line ${b.row}: a person must choose`);
    expect(unmatchedPledges).toEqual(['P6']);
  });

  it('keeps a pledge found by reference out of other lines of the same amount', () => {
    const byRef = line('2026-04-02', 400_00, 'UPI/CR/612300000001/KANNAN');
    const other = line('2026-04-02', 400_00, 'UPI/CR/699999999999/SOMEONE');
    const { matches } = matchStatement([pledge('P7', 400_00, '2026-04-01', '612300000001')], [byRef, other]);
    expect(matches[0]).toMatchObject({ outcome: 'proposed', pledgeId: 'P7' });
    expect(matches[1]).toMatchObject({ outcome: 'review', candidates: [] });
  });

  it('ignores references too short to mean anything', () => {
    const { matches } = matchStatement(
      [pledge('P1', 50_00, '2026-04-01', '123'), pledge('P2', 50_00, '2026-04-01')],
      [line('2026-04-01', 50_00, 'UPI/CR/123/X')],
    );
    expect(matches[0]).toMatchObject({ outcome: 'review', candidates: ['P1', 'P2'] });
  });

  it('honours the window options', () => {
    const pledges = [pledge('P8', 900_00, '2026-03-01')];
    const late = [line('2026-04-15', 900_00, 'NEFT')];
    const candidates = (lines: StatementLine[], options = {}) =>
      matchStatement(pledges, lines, options).matches[0]!.candidates;
    expect(candidates(late)).toEqual([]);
    expect(candidates(late, { windowDays: 60 })).toEqual(['P8']);
    const early = [line('2026-02-25', 900_00, 'NEFT')];
    expect(candidates(early)).toEqual([]);
    expect(candidates(early, { daysBefore: 5 })).toEqual(['P8']);
  });
});
