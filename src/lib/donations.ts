// A pledge's way to a receipt, browser-safe: pledged -> the donor adds the UPI reference (UTR) -> a person
// marks it received (date, mode, amount, reference) -> a receipt under the law in force the day the money
// came (./tax-law), numbered `<80G|133>/<year>/<000123>` from that tax year's counter. The store keeps these on the pledge and beside it
// (src/server/store/donations-types.ts); the staff API answers with them (./staff-api).

import { CASH_80G_LIMIT_PAISE, DONATION_MODES, type DonationMode, type DonorIdType } from './donation-terms';
import type { DonationCategory } from './donor-id';
import type { Locale } from './locale';
import { LAW_CODES, lawOfYear, type TaxLaw } from './tax-law';

/** A UPI transaction's reference (UTR / RRN): 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;
/** A UTR as typed ('4123 5678 9012'): digits only. */
export const normalizeUtr = (value: string): string => value.replace(/[\s-]/g, '');

/** How the money came, as staff record it (./donation-terms: the 80G receipt and Form 10BD name it). */
export const RECEIVED_MODES = DONATION_MODES;
export type ReceivedMode = DonationMode;

/** What a person confirmed about the money: never from the bank statement alone. */
export interface Received {
  /** The date the money came (India), YYYY-MM-DD. */
  date: string;
  mode: ReceivedMode;
  /** Rupees (two decimals at most). */
  amount: number;
  /** The bank's or UPI reference, a cheque number, or the cash book's entry. */
  reference: string;
  /** When it was recorded (ISO) and by whom (the staff session's first 8 characters). */
  at: string;
  by: string;
}

/** A financial year, April to March: '2026-27'. */
export type FinancialYear = string;
export const FY_PATTERN = /^(\d{4})-(\d{2})$/;

/** The financial year of an India date (YYYY-MM-DD): April 2026 to March 2027 is '2026-27'. */
export function financialYear(date: string): FinancialYear {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** True for a well-formed financial year ('2026-27', its second half the next year). */
export function isFinancialYear(value: unknown): value is FinancialYear {
  const m = typeof value === 'string' ? FY_PATTERN.exec(value) : null;
  return !!m && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

/** The first and last dates of a financial year. */
export function yearDates(fy: FinancialYear): { from: string; to: string } {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/**
 * A receipt's number: '133/2026-27/000123' (the 2025 Act), '80G/2025-26/000045' (the 1961 Act). A receipt
 * stored before the law was recorded on it (no `law`) keeps the 80G prefix it was issued with.
 */
export const receiptNumber = (fy: FinancialYear, seq: number, law: TaxLaw = 'it1961'): string =>
  `${LAW_CODES[law].receiptPrefix}/${fy}/${String(seq).padStart(6, '0')}`;

/** The law of a receipt: recorded on it, or (receipts from before it was) the 1961 Act. */
export const receiptLaw = (receipt: { law?: TaxLaw | undefined }): TaxLaw => receipt.law ?? 'it1961';

/** The law a year's statement is filed under: Form 10BD up to 2025-26, Form 113 from 2026-27. */
export const statementLaw = (fy: FinancialYear): TaxLaw => lawOfYear(fy);

/** Rupees (two decimals at most) as whole paise, the documents' unit. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Is a gift deductible under 80G: not when it was cash above ₹2,000 (section 80G(5D)). */
export const eligible80G = (mode: ReceivedMode, amount: number): boolean =>
  !(mode === 'cash' && toPaise(amount) > CASH_80G_LIMIT_PAISE);

/** The donor as the receipt names them: written once, when the receipt is issued, and never changed. */
export interface ReceiptDonor {
  name: string;
  address: string;
  email: string;
  /** 'pan' with the PAN, another ID, or none (a receipt can be issued; Form 10BD reports the donor). */
  idType: DonorIdType | null;
  idNumber: string;
  /** The name and address in English letters, when written in another script (the statement's spelling). */
  latin?: { name?: string; address?: string };
}

/** An 80G receipt as issued: never edited, never deleted; a cancelled one keeps everything and says why. */
export interface Receipt {
  id: string;
  pledgeId: string;
  /** The pledge's reference ('VT-7K3M9QXD'). */
  pledgeReference: string;
  /**
   * The tax year of the day the money was received (receipts issued before the law was recorded: of the
   * day of issue); its counter numbers the receipt.
   */
  fy: FinancialYear;
  /** The law in force the day the money was received (./tax-law); absent on older receipts: the 1961 Act. */
  law?: TaxLaw;
  seq: number;
  /** '133/2026-27/000123'. */
  number: string;
  /** The India date of issue (its financial year numbers the receipt). */
  date: string;
  issuedAt: string;
  issuedBy: string;
  /** The language of the donor's pledge: the PDF and its mail are in it. */
  lang: Locale;
  donor: ReceiptDonor;
  category: DonationCategory;
  received: Omit<Received, 'at' | 'by'>;
  eligible80G: boolean;
  /** The cancelled receipt this one replaces. */
  replaces?: string;
  cancelled?: ReceiptCancellation;
}

export interface ReceiptCancellation {
  at: string;
  by: string;
  reason: string;
}

/** What staff recorded about a financial year's Form 10BD. */
export interface YearFiling {
  fy: FinancialYear;
  /** Marked filed: when, by whom, and the portal's acknowledgement number if given. */
  filed?: { at: string; by: string; acknowledgement: string };
  /** Form 10BE sent, per donor (the 10BD donor key): when and by whom. */
  certificates: Record<string, { at: string; by: string }>;
}
