// How each bank's statement download names its columns, and how its dates and amounts are written: the
// documented column mapping of the bank-statement import (./bank-statement.ts reads files with it).
//
// A mapping lists, for the four things the import needs, every heading the bank is known to use for it
// (its net-banking "download statement" as CSV, or as Excel saved as CSV). Headings match ignoring case,
// spaces and punctuation ("Deposit Amount (INR )" = "deposit amount(inr)"). Date, narration and credit
// are required; the reference column is read when the file has one (the UTR of a UPI or NEFT credit is
// usually inside the narration anyway). A file whose headings fit no bank can use the generic mapping:
// rename its columns to Date, Narration, Reference and Credit.
//
// | bank        | date                    | narration            | reference            | credit                 |
// |-------------|-------------------------|----------------------|----------------------|------------------------|
// | SBI         | Txn Date                | Description          | Ref No./Cheque No.   | Credit                 |
// | HDFC        | Date                    | Narration            | Chq./Ref.No.         | Deposit Amt.           |
// | ICICI       | Transaction Date        | Transaction Remarks  | Cheque Number        | Deposit Amount (INR )  |
// | Axis        | Tran Date               | PARTICULARS          | CHQNO                | CR                     |
// | Canara      | Txn Date / Trans Date   | Description          | Cheque No.           | Credit / Deposit       |
// | Indian Bank | Date / Value Date       | Details              | Chq.No.              | Credit / Credits       |
// | generic     | Date                    | Narration            | Reference            | Credit                 |
// (each row's other spellings are in BANK_FORMATS below). Dates are day first, as Indian banks write them:
// 05/04/2026, 05-04-26, 5 Apr 2026, 05-Apr-2026, Apr 05 2026, 2026-04-05, with or without a time after.
// Amounts may carry ₹, Rs., INR, Indian or Western grouping commas, and a trailing Cr.

export const BANK_IDS = ['sbi', 'hdfc', 'icici', 'axis', 'canara', 'indian-bank', 'generic'] as const;
export type BankId = (typeof BANK_IDS)[number];

export type StatementField = 'date' | 'narration' | 'reference' | 'credit';

export interface BankFormat {
  id: BankId;
  name: string;
  /** Headings the bank uses for each field, as they appear in its files. */
  columns: Record<StatementField, readonly string[]>;
}

export const BANK_FORMATS: readonly BankFormat[] = [
  {
    id: 'sbi',
    name: 'State Bank of India',
    columns: {
      date: ['Txn Date', 'Transaction Date'],
      narration: ['Description', 'Narration'],
      reference: ['Ref No./Cheque No.', 'Ref No/Cheque No', 'Ref No./Cheque', 'UTR No.'],
      credit: ['Credit', 'Deposit'],
    },
  },
  {
    id: 'hdfc',
    name: 'HDFC Bank',
    columns: {
      date: ['Date', 'Transaction Date'],
      narration: ['Narration'],
      reference: ['Chq./Ref.No.', 'Chq/Ref Number', 'Chq / Ref No.'],
      credit: ['Deposit Amt.', 'Deposit Amount', 'Credit Amount'],
    },
  },
  {
    id: 'icici',
    name: 'ICICI Bank',
    columns: {
      date: ['Transaction Date', 'Txn Date'],
      narration: ['Transaction Remarks', 'Remarks'],
      reference: ['Cheque Number', 'Chq No.'],
      credit: ['Deposit Amount (INR )', 'Deposit Amount', 'Credit Amount'],
    },
  },
  {
    id: 'axis',
    name: 'Axis Bank',
    columns: {
      date: ['Tran Date', 'Transaction Date'],
      narration: ['PARTICULARS'],
      reference: ['CHQNO', 'Chq No', 'Cheque No.'],
      credit: ['CR', 'Credit'],
    },
  },
  {
    id: 'canara',
    name: 'Canara Bank',
    columns: {
      date: ['Txn Date', 'Trans Date', 'Transaction Date'],
      narration: ['Description'],
      reference: ['Cheque No.', 'Ref/Chq.No', 'Chq No'],
      credit: ['Credit', 'Deposit', 'Deposits'],
    },
  },
  {
    id: 'indian-bank',
    name: 'Indian Bank',
    columns: {
      date: ['Date', 'Value Date', 'Post Date'],
      narration: ['Details', 'Transaction Details', 'Particulars'],
      reference: ['Chq.No.', 'Ref No./Cheque No', 'Cheque No'],
      credit: ['Credit', 'Credits', 'Deposit'],
    },
  },
  {
    id: 'generic',
    name: 'Any bank (columns renamed)',
    columns: {
      date: ['Date', 'Transaction Date', 'Txn Date', 'Value Date'],
      narration: ['Narration', 'Description', 'Particulars', 'Details', 'Remarks'],
      reference: ['Reference', 'Ref No', 'UTR', 'Cheque No'],
      credit: ['Credit', 'Deposit', 'Credit Amount', 'Deposit Amount'],
    },
  },
];

/** A heading reduced to letters and digits, lower case: how headings are compared. */
export function headingKey(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A statement's date (day first) as YYYY-MM-DD, or null when it is not a real day in a known form. */
export function parseStatementDate(text: string): string | null {
  const t = text.trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[AP]M)?$/i, '');
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(t);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[\s/-]([A-Za-z]{3,4})[\s/-](\d{4}|\d{2})$/.exec(t);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    return month ? isoDay(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^([A-Za-z]{3,4})\s+(\d{1,2}),?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    return month ? isoDay(Number(m[3]), month, Number(m[2])) : null;
  }
  return null;
}

/**
 * An amount cell in paise: 0 for an empty cell or a dash, null when it is not an amount. Takes ₹, Rs.,
 * INR, grouping commas and a trailing Cr; never a float (12,500.5 -> 1250050).
 */
export function parseStatementAmount(text: string): number | null {
  const t = text
    .replace(/₹|\bINR\b|\bRs\.?/gi, '')
    .replace(/\s*\(?Cr\)?\.?$/i, '')
    .replace(/[,\s]/g, '');
  if (t === '' || t === '-' || t === '--') return 0;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}
