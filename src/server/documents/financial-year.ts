// India's financial year, the 2025 Act's tax year (1 April to 31 March), written as the tax forms write it:
// '2026-27'. And the receipt number built on it: '133/2026-27/000123' or, under the 1961 Act,
// '80G/2025-26/000123' (gap-free per year; the counter lives in the store, this only writes and reads the
// text). Dates are India-time calendar days 'YYYY-MM-DD'. Pure.

import { LAW_CODES, lawOfReceiptPrefix, type TaxLaw } from '../../lib/tax-law';

const FY = /^(\d{4})-(\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RECEIPT = /^(80G|133)\/(\d{4}-\d{2})\/(\d{6,})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(day: string): boolean {
  const m = ISO_DAY.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The financial year a day falls in: '2027-03-31' -> '2026-27', '2027-04-01' -> '2027-28'. */
export function financialYearOf(day: string): string {
  if (!isIsoDay(day)) throw new RangeError(`financialYearOf: '${day}' is not a day written YYYY-MM-DD`);
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** First and last day of a financial year written '2026-27'; throws for any other text. */
export function financialYearRange(fy: string): { from: string; to: string } {
  const m = FY.exec(fy);
  const start = m ? Number(m[1]) : Number.NaN;
  if (!m || (start + 1) % 100 !== Number(m[2])) {
    throw new RangeError(`'${fy}' is not a financial year written like 2026-27`);
  }
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** '133/2026-27/000123' from the law, the year and the counter's value (1 or more). */
export function formatReceiptNumber(fy: string, sequence: number, law: TaxLaw): string {
  financialYearRange(fy);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`receipt sequence ${sequence} is not ≥ 1`);
  return `${LAW_CODES[law].receiptPrefix}/${fy}/${String(sequence).padStart(6, '0')}`;
}

/** The law, year and counter value of a receipt number, or null when the text is not one. */
export function parseReceiptNumber(text: string): { law: TaxLaw; fy: string; sequence: number } | null {
  const m = RECEIPT.exec(text);
  const law = m ? lawOfReceiptPrefix(m[1]!) : null;
  if (!m || !law) return null;
  try {
    financialYearRange(m[2]!);
  } catch {
    return null;
  }
  const sequence = Number(m[3]);
  return Number.isSafeInteger(sequence) && sequence >= 1 ? { law, fy: m[2]!, sequence } : null;
}
