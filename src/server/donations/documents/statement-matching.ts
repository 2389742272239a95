// Which open pledge a bank credit pays: proposals for a person to confirm, never a decision. Pure: nothing
// is marked received here.
//
//   const { matches, unmatchedPledges } = matchStatement(openPledges, result.lines);
//   matches[i].outcome === 'proposed' -> matches[i].pledgeId, with matches[i].basis
//   matches[i].outcome === 'review'   -> matches[i].reasons say why (none, several, amount differs…)
//
// Rules, in order:
//  1. Reference and amount: the pledge's reference (the UTR the donor typed, 6 characters or more) appears
//     in the line's narration or reference column (compared as capital letters and digits, word by word),
//     and the amounts are equal. A reference found with a different amount is never proposed: it is named
//     in the line's reasons.
//  2. Amount alone, only when rule 1 found nothing for the line: the amounts are equal and the credit is
//     dated from `daysBefore` days before the pledge to `windowDays` days after it; a pledge whose
//     reference is found in another line is not a candidate here.
//  Exactly one candidate -> proposed. None or several -> review, with the reasons. A pledge that is the one
//  candidate of two lines is proposed for neither: both go to review.

import type { StatementLine } from './bank-statement';
import { formatRupees } from './amount-words';

export interface OpenPledge {
  id: string;
  amountPaise: number;
  /** The UTR or other reference the donor typed (null when none). */
  reference: string | null;
  /** Day pledged, YYYY-MM-DD. */
  date: string;
}

export type MatchBasis = 'reference-and-amount' | 'amount';

export interface LineMatch {
  line: StatementLine;
  outcome: 'proposed' | 'review';
  /** The proposed pledge (proposed only). */
  pledgeId: string | null;
  basis: MatchBasis | null;
  /** Every pledge the rules considered for this line. */
  candidates: string[];
  /** Why it needs review, or notes beside a proposal. */
  reasons: string[];
}

export interface MatchOptions {
  windowDays?: number;
  daysBefore?: number;
}

const MIN_REFERENCE = 6;
const DAY_MS = 86_400_000;

const tokens = (text: string): string[] =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
const normal = (reference: string): string => reference.toUpperCase().replace(/[^A-Z0-9]/g, '');
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

function referenceIn(line: StatementLine, reference: string | null): boolean {
  if (!reference) return false;
  const ref = normal(reference);
  if (ref.length < MIN_REFERENCE) return false;
  return [...tokens(line.narration), ...tokens(line.reference)].some((token) => token.includes(ref));
}

export function matchStatement(
  pledges: readonly OpenPledge[],
  lines: readonly StatementLine[],
  options: MatchOptions = {},
): { matches: LineMatch[]; unmatchedPledges: string[] } {
  const windowDays = options.windowDays ?? 30;
  const daysBefore = options.daysBefore ?? 2;
  // Pledges whose reference is seen in some line: theirs is that line, not any other of the same amount.
  const seenReference = new Set(pledges.filter((p) => lines.some((l) => referenceIn(l, p.reference))).map((p) => p.id));

  const matches: LineMatch[] = lines.map((line) => {
    const reasons: string[] = [];
    const byReference = pledges.filter((p) => referenceIn(line, p.reference));
    const exact = byReference.filter((p) => p.amountPaise === line.creditPaise);
    for (const p of byReference.filter((p) => p.amountPaise !== line.creditPaise)) {
      reasons.push(
        `pledge ${p.id}'s reference ${p.reference} is in this line but the amount differs: pledged ${formatRupees(p.amountPaise)}, credited ${formatRupees(line.creditPaise)}`,
      );
    }
    if (exact.length === 1) {
      return {
        line,
        outcome: 'proposed',
        pledgeId: exact[0]!.id,
        basis: 'reference-and-amount',
        candidates: [exact[0]!.id],
        reasons,
      };
    }
    if (exact.length > 1) {
      reasons.unshift(
        `several pledges of this amount carry a reference found in this line: ${exact.map((p) => p.id).join(', ')}`,
      );
      return { line, outcome: 'review', pledgeId: null, basis: null, candidates: exact.map((p) => p.id), reasons };
    }
    const lineDay = dayNumber(line.date);
    const byAmount = pledges.filter((p) => {
      if (p.amountPaise !== line.creditPaise || seenReference.has(p.id)) return false;
      const pledged = dayNumber(p.date);
      return lineDay >= pledged - daysBefore && lineDay <= pledged + windowDays;
    });
    if (byAmount.length === 1) {
      const p = byAmount[0]!;
      if (p.reference) reasons.push(`pledge ${p.id}'s reference ${p.reference} is not in this line: check it`);
      return { line, outcome: 'proposed', pledgeId: p.id, basis: 'amount', candidates: [p.id], reasons };
    }
    if (byAmount.length > 1) {
      reasons.unshift(
        `several open pledges of ${formatRupees(line.creditPaise)} could be this payment: ${byAmount.map((p) => p.id).join(', ')}`,
      );
    } else {
      reasons.unshift(
        `no open pledge of ${formatRupees(line.creditPaise)} has its reference in this line or was made from ${windowDays} days before to ${daysBefore} days after ${line.date}`,
      );
    }
    return { line, outcome: 'review', pledgeId: null, basis: null, candidates: byAmount.map((p) => p.id), reasons };
  });

  // One pledge, one payment: a pledge proposed for two lines is proposed for neither.
  const proposedRows = new Map<string, number[]>();
  for (const m of matches) {
    if (m.pledgeId) proposedRows.set(m.pledgeId, [...(proposedRows.get(m.pledgeId) ?? []), m.line.row]);
  }
  for (const m of matches) {
    const rows = m.pledgeId ? proposedRows.get(m.pledgeId)! : [];
    if (rows.length > 1) {
      const others = rows.filter((r) => r !== m.line.row).join(', ');
      m.reasons.unshift(`pledge ${m.pledgeId} is also the one candidate of line ${others}: a person must choose`);
      m.outcome = 'review';
      m.pledgeId = null;
      m.basis = null;
    }
  }
  const proposed = new Set(matches.map((m) => m.pledgeId).filter(Boolean));
  return { matches, unmatchedPledges: pledges.filter((p) => !proposed.has(p.id)).map((p) => p.id) };
}
