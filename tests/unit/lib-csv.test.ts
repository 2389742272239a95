import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from '../../src/lib/csv';

/** A small RFC 4180 reader, to check that what we write reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Arun')).toBe('Arun');
    expect(csvCell(2500)).toBe('2500');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes commas, quotes, line breaks and edge spaces; doubles quotes', () => {
    expect(csvCell('12, Temple Street')).toBe('"12, Temple Street"');
    expect(csvCell('She said "hello"')).toBe('"She said ""hello"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('"')).toBe('""""');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+919876543210', "'+919876543210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])('stops formula injection: %j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('does not touch formula characters after the first one', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.org')).toBe('user@example.org');
  });

  it('keeps Tamil text as it is', () => {
    expect(csvCell('ரவி குமார்')).toBe('ரவி குமார்');
    expect(csvCell('முதுகு வலி, கால் வலி')).toBe('"முதுகு வலி, கால் வலி"');
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, ends rows with CRLF, header first', () => {
    const csv = toCsv(
      ['Name', 'Amount'],
      [
        ['Arun', 100],
        ['Meena', 2500],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFName,Amount\r\nArun,100\r\nMeena,2500\r\n');
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('only the header when there are no rows; the BOM can be left out', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
    expect(toCsv(['A'], [['x']], { bom: false })).toBe('A\r\nx\r\n');
  });

  it('reads back to the same cells (Tamil, quotes, commas, line breaks), with formulas neutralised', () => {
    const rows = [
      ['ரவி குமார்', 'Said "வணக்கம்", then left', 'line 1\nline 2', 60000],
      ['=1+1', '@x', '', 0],
    ];
    const csv = toCsv(['பெயர்', 'Message', 'Note', 'Amount'], rows);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['பெயர்', 'Message', 'Note', 'Amount'],
      ['ரவி குமார்', 'Said "வணக்கம்", then left', 'line 1\nline 2', '60000'],
      ["'=1+1", "'@x", '', '0'],
    ]);
  });
});
