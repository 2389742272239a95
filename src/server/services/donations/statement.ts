// A bank statement against the open pledges: the documents module reads the bank's CSV
// (../../documents/bank-statement.ts, one column mapping per bank) and proposes which pledge each
// credit pays (./statement-matching.ts: the donor's UTR, or the pledge reference, in the narration with the
// same amount; one such candidate is proposed; none, several, or the amount alone go to review). Nothing is marked received here:
// staff confirm a proposal with one click (./received). The pledges compared are those not yet received,
// made from PLEDGE_LINK_DAYS before the statement's first credit on (read newest first, a page at a time).

import { addDays } from '../../../lib/time';
import type { StoredRecord } from '../../../lib/records';
import type { PledgeSummary, StatementAnswer, StatementCredit } from '../../../lib/staff-api';
import { parseBankStatement, type StatementLine } from '../../documents/bank-statement';
import { matchStatement as matchLines, type OpenPledge } from '../../documents/statement-matching';
import { PLEDGE_LINK_DAYS } from '../../links/pledge-token';
import { DomainError } from '../../errors';
import { toPaise } from '../../../lib/donations';
import { RECORD_BYTES } from '../staff/records';
import type { Store } from '../../store/port';
import { audit, type StaffAct } from '../staff/act';

/** The largest statement accepted (the JSON body around its CSV text). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024 + 4096;
/** At most this many pledges are compared (20 pages of the newest). */
const MAX_PAGES = 20;

type Pledge = StoredRecord<'donations'>;

/** The pledges not yet received, made at or after `sinceMs`, newest first. */
async function openPledges(store: Store, sinceMs: number): Promise<Pledge[]> {
  const open: Pledge[] = [];
  let cursor: { ms: number; id: string } | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { records, next } = await store.records.page('donations', {
      limit: 1000,
      maxBytes: RECORD_BYTES,
      ...(cursor ? { cursor } : {}),
    });
    for (const r of records) {
      if (Date.parse(r.createdAt) < sinceMs) return open;
      if (!r.received) open.push(r);
    }
    if (!next) break;
    cursor = next;
  }
  return open;
}

const summary = (p: Pledge): PledgeSummary => ({
  id: p.id,
  reference: p.reference,
  name: p.name,
  amount: p.amount,
  createdAt: p.createdAt,
  ...(p.utr ? { utr: p.utr } : {}),
});

const credit = (line: StatementLine): StatementCredit => ({
  row: line.row,
  date: line.date,
  narration: line.narration,
  reference: line.reference,
  amount: line.creditPaise / 100,
});

/** What a pledge is recognised by in a narration: the donor's UTR, else its own reference's code. */
const referenceOf = (p: Pledge): string => p.utr ?? p.reference.replace(/^VT-/, '');

export async function matchStatement(act: StaffAct, csv: string): Promise<Omit<StatementAnswer, 'success'>> {
  const parsed = parseBankStatement(csv);
  if (!parsed.ok) throw DomainError.invalid(parsed.message);
  const first = parsed.lines.reduce((min, l) => (l.date < min ? l.date : min), '9999-12-31');
  const since = parsed.lines.length ? Date.parse(`${addDays(first, -PLEDGE_LINK_DAYS)}T00:00:00+05:30`) : Infinity;
  const pledges = parsed.lines.length ? await openPledges(act.store, since) : [];
  const byId = new Map(pledges.map((p) => [p.id, p]));
  const open: OpenPledge[] = pledges.map((p) => ({
    id: p.id,
    amountPaise: toPaise(p.amount),
    reference: referenceOf(p),
    date: p.createdAt.slice(0, 10),
  }));
  const { matches } = matchLines(open, parsed.lines);
  const answer: Omit<StatementAnswer, 'success'> = { bank: parsed.bank, proposals: [], review: [] };
  for (const m of matches) {
    const pledge = m.pledgeId ? byId.get(m.pledgeId) : undefined;
    if (m.outcome === 'proposed' && pledge) {
      const byUtr = Boolean(pledge.utr);
      answer.proposals.push({
        credit: credit(m.line),
        pledge: summary(pledge),
        reason: 'reference and amount',
        mode: byUtr ? 'upi' : 'bank-transfer',
        reference: byUtr ? pledge.utr! : m.line.reference || m.line.narration.slice(0, 60),
      });
    } else {
      answer.review.push({
        credit: credit(m.line),
        candidates: m.candidates.flatMap((id) => (byId.has(id) ? [summary(byId.get(id)!)] : [])),
        reason: m.reasons.join('; ') || 'no open pledge matches',
      });
    }
  }
  await audit(act, { action: 'statement.match', count: parsed.lines.length });
  return answer;
}
