// The donations sub-port : a pledge's UPI reference and its confirmed payment, written on the
// pledge record; 80G receipts and their financial year's counter beside it; the year's Form 10BD marks.
// Both adapters (../redis/donations, ../embedded/donations) pass tests/contract/donations.test.ts.
//
// A receipt's number comes from its financial year's counter in the same atomic step that writes the receipt
// (Redis: INCR inside the script; embedded: one transaction), and only once everything else was checked: a
// refused issue takes no number, so numbers have no gap and no repeat. A receipt is never changed or deleted:
// its cancellation is written beside it, and a new one can then be issued for the same pledge.

import { receiptNumber, type FinancialYear, type Receipt, type ReceiptCancellation } from '../../../lib/donations';
import type { Received, YearFiling } from '../../../lib/donations';
import type { StoredRecord } from '../../../lib/records';
import type { Notice } from './outbox';

type Pledge = StoredRecord<'donations'>;
/** The pledge's search text after the change (./records SearchText, written out). */
type SearchText<K extends 'donations'> = (record: StoredRecord<K>) => string;

/** A change to a pledge: done, or refused because there is no such pledge or its money is already in. */
export type PledgeChange = { ok: true; pledge: Pledge } | { ok: false; refused: 'missing' | 'received' };

/** A receipt as the service drafts it: the store gives it its number. */
export type ReceiptDraft = Omit<Receipt, 'seq' | 'number' | 'cancelled'>;

export interface ReceiptRequest {
  draft: ReceiptDraft;
  /** The receipt's mail to the donor (ref: the receipt's id), written with it or not at all. */
  notices?: Notice[];
}

export type ReceiptIssue =
  | { ok: true; receipt: Receipt }
  /** Nothing written, no number taken: no such pledge, its money not confirmed, or a receipt not cancelled. */
  | { ok: false; refused: 'missing' | 'unreceived' | 'issued' };

export type ReceiptCancel = { ok: true; receipt: Receipt } | { ok: false; refused: 'missing' | 'cancelled' };

export interface Donations {
  /** The donor's UPI reference on their pledge (refused once the money is confirmed). */
  setUtr(id: string, utr: string, search: SearchText<'donations'>): Promise<PledgeChange>;
  /**
   * Change what the donor told about themselves (the English-letters spelling, monthly reminders stopped),
   * whether or not the money is in; never the money, the UTR or the reference. Refused only when missing.
   */
  amendPledge(id: string, next: (pledge: Pledge) => Pledge, search: SearchText<'donations'>): Promise<PledgeChange>;
  /** A person confirms the money (refused when it already was): the pledge joins its year's received list. */
  markReceived(id: string, received: Received, search: SearchText<'donations'>): Promise<PledgeChange>;
  /** The pledges whose money came in a financial year, by date (then id). */
  receivedIn(fy: FinancialYear): Promise<Pledge[]>;
  /** Issue a receipt for a received pledge with no receipt in force: the next number of the draft's year. */
  issueReceipt(request: ReceiptRequest): Promise<ReceiptIssue>;
  /** Cancel a receipt, with who, when and why; the pledge may then be given a new one. */
  cancelReceipt(id: string, cancellation: ReceiptCancellation): Promise<ReceiptCancel>;
  receipt(id: string): Promise<Receipt | null>;
  /** A pledge's receipts, in the order they were issued. */
  receiptsOf(pledgeId: string): Promise<Receipt[]>;
  /** A financial year's receipts, by number (cancelled ones too). */
  receiptsIn(fy: FinancialYear): Promise<Receipt[]>;
  /** What staff recorded about a year's Form 10BD. */
  filing(fy: FinancialYear): Promise<YearFiling>;
  markFiled(fy: FinancialYear, filed: NonNullable<YearFiling['filed']>): Promise<YearFiling>;
  /** Form 10BE sent to one donor (the 10BD donor key) for the year. */
  markCertificateSent(fy: FinancialYear, donorKey: string, sent: { at: string; by: string }): Promise<YearFiling>;
}

/** A receipt as stored plus its number and cancellation (kept apart so the receipt itself never changes). */
export function assembleReceipt(draft: ReceiptDraft, seq: number, cancelled?: ReceiptCancellation | null): Receipt {
  return { ...draft, seq, number: receiptNumber(draft.fy, seq, draft.law), ...(cancelled ? { cancelled } : {}) };
}

/** The donor's own details a pledge may have amended (anything else stays as it was). */
export const AMENDABLE = ['nameLatin', 'addressLatin', 'remindersStoppedAt'] as const;

/** `next` applied to the pledge's amendable details only: its money, UTR and reference never change here. */
export function amended(pledge: Pledge, next: (p: Pledge) => Pledge): Pledge {
  const changed = next(pledge);
  const out: Record<string, unknown> = { ...pledge };
  for (const key of AMENDABLE) {
    if (changed[key] === undefined) delete out[key];
    else out[key] = changed[key];
  }
  return out as unknown as Pledge;
}

/** The pledge with its UTR. */
export const withUtr = (pledge: Pledge, utr: string): Pledge => ({ ...pledge, utr });
/** The pledge with its money confirmed. */
export const withReceived = (pledge: Pledge, received: Received): Pledge => ({ ...pledge, received });
