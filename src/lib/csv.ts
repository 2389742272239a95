// CSV for spreadsheets (RFC 4180, CRLF line ends), safe to open in Excel, LibreOffice and Google Sheets:
//  - UTF-8 with a byte-order mark, so Excel shows Tamil (and every other script) correctly;
//  - a cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
//    return) gets a leading apostrophe, so it is shown as text and never run (CSV / formula injection);
//  - a cell with a comma, a quote, a line break, or spaces at either end is quoted, quotes doubled.
// Numbers are written as numbers (a negative amount stays a number).

export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, escaped. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header row, then the rows; BOM first unless `bom: false`. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: { bom?: boolean } = {},
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${options.bom === false ? '' : CSV_BOM}${lines.join('\r\n')}\r\n`;
}
