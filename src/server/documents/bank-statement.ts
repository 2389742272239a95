// A bank statement CSV read into its credits, with the column mapping of ./bank-formats.ts:
//
//   const result = parseBankStatement(text);               // the bank found from the headings
//   const result = parseBankStatement(text, { bank: 'sbi' }); // or named by staff
//   if (!result.ok) show(result.message);                   // nothing was read: say what is wrong
//   else result.lines                                       // StatementLine[], credits only
//
// Banks put account details above the table and totals or notes below it: the heading row is looked for
// in the first 40 rows, and after it a row with no date and no credit is passed over (counted). A row that
// has a credit but no readable date, or an amount that is not an amount, fails the whole file with its row
// number: nothing is half-read. Debits are passed over (counted). Pure: text in, data out.

import { parse } from 'csv-parse/sync';
import {
  BANK_FORMATS,
  headingKey,
  parseStatementAmount,
  parseStatementDate,
  type BankFormat,
  type BankId,
  type StatementField,
} from './bank-formats';

export interface StatementLine {
  /** The row's line number in the file (1 = first line), for staff to find it. */
  row: number;
  /** Day of the transaction, YYYY-MM-DD. */
  date: string;
  narration: string;
  /** The reference or cheque number column ('' when the file has none). */
  reference: string;
  creditPaise: number;
}

export type StatementResult =
  | { ok: true; bank: BankId; lines: StatementLine[]; debits: number; passedOver: number }
  | { ok: false; message: string; missing?: Partial<Record<BankId, StatementField[]>>; rows?: number[] };

const HEADER_SEARCH_ROWS = 40;
const MAX_ROWS = 50_000;
const REQUIRED: readonly StatementField[] = ['date', 'narration', 'credit'];

/** Where each field sits in a heading row, for one bank (-1 when absent). */
function locate(format: BankFormat, headings: readonly string[]): Record<StatementField, number> {
  const keys = headings.map(headingKey);
  const at = (field: StatementField): number => {
    for (const name of format.columns[field]) {
      const i = keys.indexOf(headingKey(name));
      if (i >= 0) return i;
    }
    return -1;
  };
  return { date: at('date'), narration: at('narration'), reference: at('reference'), credit: at('credit') };
}

function missingOf(where: Record<StatementField, number>): StatementField[] {
  return REQUIRED.filter((field) => where[field] < 0);
}

/** Tab-separated when the first lines have more tabs than commas (some banks' "Excel" downloads). */
function delimiterOf(text: string): string {
  const head = text.split(/\r?\n/, 60).join('\n');
  return (head.match(/\t/g)?.length ?? 0) > (head.match(/,/g)?.length ?? 0) ? '\t' : ',';
}

interface Located {
  format: BankFormat;
  where: Record<StatementField, number>;
  headerIndex: number;
}

function findHeading(records: readonly string[][], formats: readonly BankFormat[]): Located | null {
  let best: (Located & { score: number }) | null = null;
  for (let r = 0; r < Math.min(records.length, HEADER_SEARCH_ROWS); r++) {
    for (const format of formats) {
      const where = locate(format, records[r]!);
      if (missingOf(where).length > 0) continue;
      const score = Object.values(where).filter((i) => i >= 0).length;
      // The most columns recognised wins; on a tie the earlier row, then the earlier (more specific) bank.
      if (!best || score > best.score) best = { format, where, headerIndex: r, score };
    }
    if (best) return best;
  }
  return null;
}

/** What each bank lacks in the row that comes closest to its headings: the message for a file no bank fits. */
function closestMisses(
  records: readonly string[][],
  formats: readonly BankFormat[],
): Partial<Record<BankId, StatementField[]>> {
  const misses: Partial<Record<BankId, StatementField[]>> = {};
  for (const format of formats) {
    let fewest: StatementField[] = [...REQUIRED];
    for (const record of records.slice(0, HEADER_SEARCH_ROWS)) {
      const missing = missingOf(locate(format, record));
      if (missing.length < fewest.length) fewest = missing;
    }
    misses[format.id] = fewest;
  }
  return misses;
}

export function parseBankStatement(text: string, options: { bank?: BankId } = {}): StatementResult {
  const formats = options.bank ? BANK_FORMATS.filter((f) => f.id === options.bank) : BANK_FORMATS;
  if (formats.length === 0) return { ok: false, message: `Unknown bank '${options.bank}'.` };
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    return { ok: false, message: `The file is not a readable CSV${where ? ` (near line ${where})` : ''}.` };
  }
  if (parsed.length > MAX_ROWS) return { ok: false, message: `The file has more than ${MAX_ROWS} rows: split it.` };
  const records = parsed.map((p) => p.record);
  const located = findHeading(records, formats);
  if (!located) {
    const missing = closestMisses(records, formats);
    const detail = formats
      .map(
        (f) =>
          `${f.name}: no ${missing[f.id]!.map((field) => `${field} column (${f.columns[field].join(' / ')})`).join(', no ')}`,
      )
      .join('; ');
    return { ok: false, message: `No known statement layout fits this file's headings. ${detail}.`, missing };
  }

  const { format, where, headerIndex } = located;
  const lines: StatementLine[] = [];
  const badRows: { row: number; problem: string }[] = [];
  let debits = 0;
  let passedOver = 0;
  for (const { record, info } of parsed.slice(headerIndex + 1)) {
    const cell = (field: StatementField): string => (where[field] >= 0 ? (record[where[field]] ?? '') : '');
    const row = info.lines;
    const credit = parseStatementAmount(cell('credit'));
    const date = parseStatementDate(cell('date'));
    if (credit === null) {
      badRows.push({ row, problem: `the credit '${cell('credit')}' is not an amount` });
      continue;
    }
    if (credit === 0) {
      if (date) debits++;
      else passedOver++;
      continue;
    }
    if (!date) {
      badRows.push({ row, problem: `the date '${cell('date')}' is not a day (day first, e.g. 05/04/2026)` });
      continue;
    }
    lines.push({ row, date, narration: cell('narration'), reference: cell('reference'), creditPaise: credit });
  }
  if (badRows.length > 0) {
    const shown = badRows.slice(0, 5).map((b) => `line ${b.row}: ${b.problem}`);
    const more = badRows.length > 5 ? ` (and ${badRows.length - 5} more)` : '';
    return {
      ok: false,
      message: `Read as ${format.name}, but some rows cannot be read: ${shown.join('; ')}${more}. Nothing was imported.`,
      rows: badRows.map((b) => b.row),
    };
  }
  return { ok: true, bank: format.id, lines, debits, passedOver };
}
