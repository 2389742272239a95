// The staff API's answers for the Donations page (/api/admin/donations, receipts, statement, form10bd): built
// by the handlers in src/server/admin/, read by src/islands/staff/donations/ and the API tests. Types only.

import type { DonationKind10bd, DonorIdType } from './donation-terms';
import type { FinancialYear, Receipt, YearFiling } from './donations';
import type { StoredRecord } from './records';

/** POST /api/admin/donations/:id/received: the pledge with its money confirmed (PAN and ID masked). */
export interface PledgeMarked {
  success: true;
  pledge: StoredRecord<'donations'>;
}

/** POST /api/admin/donations/:id/receipt, /api/admin/receipts/:id/cancel (the donor's ID masked). */
export interface ReceiptAnswer {
  success: true;
  receipt: Receipt;
}

/** POST /api/admin/receipts/:id/pdf: the receipt's PDF, base64. */
export interface ReceiptPdf {
  success: true;
  filename: string;
  pdf: string;
}

/** An open pledge as a statement's match shows it. */
export interface PledgeSummary {
  id: string;
  reference: string;
  name: string;
  /** Rupees pledged. */
  amount: number;
  createdAt: string;
  utr?: string;
}

/** A credit of the bank statement. */
export interface StatementCredit {
  /** Its line in the file. */
  row: number;
  date: string;
  narration: string;
  reference: string;
  /** Rupees. */
  amount: number;
}

/** One credit and the one open pledge it matches: staff confirm it with one click. */
export interface StatementProposal {
  credit: StatementCredit;
  pledge: PledgeSummary;
  /** Why: the UTR or the pledge reference appears in the credit, and the amounts agree. */
  reason: string;
  /** What confirming records: mode and reference. */
  mode: 'upi' | 'bank-transfer';
  reference: string;
}

/** A credit matching no open pledge or several: for a person to look at. */
export interface StatementReview {
  credit: StatementCredit;
  candidates: PledgeSummary[];
  reason: string;
}

/** POST /api/admin/statement. */
export interface StatementAnswer {
  success: true;
  bank: string;
  proposals: StatementProposal[];
  review: StatementReview[];
}

/** One donor of the year's CSV, as staff see them (ID masked): what their Form 10BE is marked by. */
export interface Form10bdDonor {
  /** The donor's key for the 10BE mark: a hash of their ID type and number (never the number). */
  key: string;
  name: string;
  idType: DonorIdType;
  idNumber: string;
  /** Rupees, every row of theirs added. */
  amount: number;
  kinds: DonationKind10bd[];
  receipts: string[];
  /** When their 10BE was marked sent. */
  certificate?: { at: string; by: string };
}

/** A donor, or a received pledge, left out of the CSV: why, in words staff can act on. */
export interface Form10bdLeftOut {
  name: string;
  receipts: string[];
  /** The pledge reference, for one with no receipt in force. */
  reference?: string;
  reasons: string[];
}

export interface Form10bdReport {
  fy: FinancialYear;
  csv: string;
  donors: Form10bdDonor[];
  excluded: Form10bdLeftOut[];
  filing: YearFiling;
}

/** POST /api/admin/form10bd/:fy. */
export type Form10bdAnswer = { success: true } & Form10bdReport;
