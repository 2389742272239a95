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
//     reference is found in another line is not a candidate here. The amount alone is never proposed, even
//     with one candidate: a stranger's pledge of the same amount would get the donor's 80G receipt. The line
//     goes to review with its candidates, for a person to check the donor.
//  Exactly one reference-and-amount candidate -> proposed; anything else -> review, with the reasons. A
//  pledge that is the one candidate of two lines is proposed for neither: both go to review.
//  Pledges are indexed by reference (per length, looked up by each window of a line's words) and by amount
//  (sorted by day): a statement costs O(lines x words), not O(lines x pledges).

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

export type MatchBasis = 'reference-and-amount';

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

/** A look-up of the pledges whose reference (6 characters or more) is inside a word of a line. */
function referenceIndex(pledges: readonly OpenPledge[]): (line: StatementLine) => OpenPledge[] {
  const byRef = new Map<string, OpenPledge[]>();
  for (const p of pledges) {
    const ref = p.reference ? normal(p.reference) : '';
    if (ref.length < MIN_REFERENCE) continue;
    byRef.set(ref, [...(byRef.get(ref) ?? []), p]);
  }
  const lengths = [...new Set([...byRef.keys()].map((ref) => ref.length))];
  const order = new Map(pledges.map((p, i) => [p, i]));
  return (line) => {
    const found = new Set<OpenPledge>();
    for (const token of [...tokens(line.narration), ...tokens(line.reference)]) {
      for (const length of lengths) {
        for (let at = 0; at + length <= token.length; at++) {
          for (const p of byRef.get(token.slice(at, at + length)) ?? []) found.add(p);
        }
      }
    }
    // In the pledges' own order.
    return [...found].sort((a, b) => order.get(a)! - order.get(b)!);
  };
}

/** A look-up of the pledges of an amount made from `from` to `to` (day numbers), in the pledges' order. */
function amountIndex(pledges: readonly OpenPledge[]): (amount: number, from: number, to: number) => OpenPledge[] {
  const byAmount = new Map<number, { day: number; at: number; pledge: OpenPledge }[]>();
  pledges.forEach((pledge, at) => {
    const list = byAmount.get(pledge.amountPaise) ?? [];
    list.push({ day: dayNumber(pledge.date), at, pledge });
    byAmount.set(pledge.amountPaise, list);
  });
  for (const list of byAmount.values()) list.sort((a, b) => a.day - b.day || a.at - b.at);
  return (amount, from, to) => {
    const list = byAmount.get(amount) ?? [];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (list[mid]!.day < from) low = mid + 1;
      else high = mid;
    }
    const out: { at: number; pledge: OpenPledge }[] = [];
    for (let i = low; i < list.length && list[i]!.day <= to; i++) out.push(list[i]!);
    return out.sort((a, b) => a.at - b.at).map((e) => e.pledge);
  };
}

export function matchStatement(
  pledges: readonly OpenPledge[],
  lines: readonly StatementLine[],
  options: MatchOptions = {},
): { matches: LineMatch[]; unmatchedPledges: string[] } {
  const windowDays = options.windowDays ?? 30;
  const daysBefore = options.daysBefore ?? 2;
  const withReference = referenceIndex(pledges);
  const ofAmount = amountIndex(pledges);
  const referenced = lines.map(withReference);
  // Pledges whose reference is seen in some line: theirs is that line, not any other of the same amount.
  const seenReference = new Set(referenced.flat().map((p) => p.id));

  const matches: LineMatch[] = lines.map((line, index) => {
    const reasons: string[] = [];
    const byReference = referenced[index]!;
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
    // Pledged from windowDays before the credit to daysBefore after it.
    const byAmount = ofAmount(line.creditPaise, lineDay - windowDays, lineDay + daysBefore).filter(
      (p) => !seenReference.has(p.id),
    );
    if (byAmount.length === 1) {
      const p = byAmount[0]!;
      reasons.unshift(
        `only the amount and date agree with pledge ${p.id}${p.reference ? ` (its reference ${p.reference} is not in this line)` : ''}: check the donor before marking it received`,
      );
    } else if (byAmount.length > 1) {
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
