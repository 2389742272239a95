import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBankStatement, type StatementLine } from '../../src/server/documents/bank-statement';
import { parseStatementAmount, parseStatementDate, type BankId } from '../../src/server/documents/bank-formats';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/bank-statements/${name}`, import.meta.url), 'utf8');

const brief = (lines: StatementLine[]) => lines.map((l) => [l.row, l.date, l.creditPaise, l.reference]);

describe('parseBankStatement: one sample export per bank', () => {
  const cases: {
    file: string;
    bank: BankId;
    lines: (string | number)[][];
    debits: number;
    passedOver: number;
  }[] = [
    {
      file: 'sbi.csv',
      bank: 'sbi',
      lines: [
        [14, '2026-04-01', 5000_00, 'TRANSFER FROM 3199412044307'],
        [16, '2026-04-05', 2500_00, 'TRANSFER FROM 99509044300'],
      ],
      debits: 1,
      passedOver: 1, // the "computer generated statement" note
    },
    {
      file: 'hdfc.csv',
      bank: 'hdfc',
      lines: [
        [2, '2026-04-01', 5000_00, '0000609112345678'],
        [4, '2026-04-06', 10_000_00, 'SBIN126096123456'],
      ],
      debits: 1,
      passedOver: 0,
    },
    {
      file: 'icici.csv',
      bank: 'icici',
      lines: [
        [5, '2026-04-01', 5000_00, '-'],
        [6, '2026-04-04', 25_000_00, '000123'],
      ],
      debits: 1,
      passedOver: 0,
    },
    {
      file: 'axis.csv',
      bank: 'axis',
      lines: [
        [5, '2026-04-01', 5000_00, ''],
        [6, '2026-04-07', 1500_00, ''],
      ],
      debits: 1,
      passedOver: 2, // opening and closing balance
    },
    {
      file: 'canara.csv',
      bank: 'canara',
      lines: [
        [6, '2026-04-01', 5000_00, ''],
        [7, '2026-04-09', 20_000_00, '456789'],
      ],
      debits: 1,
      passedOver: 0,
    },
    {
      file: 'indian-bank.csv',
      bank: 'indian-bank',
      lines: [
        [6, '2026-04-01', 5000_00, ''],
        [7, '2026-04-11', 3000_00, ''],
      ],
      debits: 1,
      passedOver: 0,
    },
    {
      file: 'generic.csv',
      bank: 'generic',
      lines: [
        [2, '2026-04-01', 5000_00, '609112345678'],
        [3, '2026-04-13', 1200_50, ''],
      ],
      debits: 0,
      passedOver: 0,
    },
  ];

  it.each(cases)('$file is read as $bank', ({ file, bank, lines, debits, passedOver }) => {
    const result = parseBankStatement(fixture(file));
    if (!result.ok) throw new Error(result.message);
    expect(result.bank).toBe(bank);
    expect(brief(result.lines)).toEqual(lines);
    expect(result.debits).toBe(debits);
    expect(result.passedOver).toBe(passedOver);
    // Every bank's first credit is the same UPI payment, its UTR in the narration or the reference.
    expect(`${result.lines[0]!.narration} ${result.lines[0]!.reference}`).toContain('609112345678');
  });

  it('reads a file named by staff with that bank only', () => {
    const result = parseBankStatement(fixture('canara.csv'), { bank: 'canara' });
    expect(result.ok && result.bank).toBe('canara');
    const wrong = parseBankStatement(fixture('canara.csv'), { bank: 'hdfc' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok)
      expect(wrong.message).toContain(
        'HDFC Bank: no date column (Date / Transaction Date), no narration column (Narration), no credit column (Deposit Amt. / Deposit Amount / Credit Amount)',
      );
  });

  it('reads the HDFC Excel layout, a BOM and tabs too', () => {
    const text =
      '\uFEFFDate\tNarration\tChq./Ref.No.\tValue Dt\tWithdrawal Amt.\tDeposit Amt.\tClosing Balance\n' +
      '02/04/26\tUPI-PRIYA-609300000001\t0000609300000001\t02/04/26\t\t1,500.00\t1,01,500.00\n';
    const result = parseBankStatement(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.bank).toBe('hdfc');
    expect(brief(result.lines)).toEqual([[2, '2026-04-02', 1500_00, '0000609300000001']]);
  });

  it('says which columns are missing when no layout fits', () => {
    const result = parseBankStatement(fixture('unknown.csv'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing?.sbi).toEqual(['date', 'narration', 'credit']);
    expect(result.missing?.generic).toEqual(['date', 'narration', 'credit']);
    expect(result.message).toContain('No known statement layout fits');
    expect(result.message).toContain('State Bank of India: no date column (Txn Date / Transaction Date)');
    expect(result.message).toContain('Any bank (columns renamed): no date column (Date / Transaction Date');
  });

  it('names only what is missing when a file comes close', () => {
    const result = parseBankStatement('Date,Narration,Amount\n01/04/2026,UPI 1,500\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.missing?.generic).toEqual(['credit']);
  });

  it('refuses the whole file when a credit row cannot be read, naming the lines', () => {
    const text =
      'Date,Narration,Reference,Credit\n2026-04-01,UPI A,,100\n31/02/2026,UPI B,,200\n2026-04-03,UPI C,,12.345\n';
    const result = parseBankStatement(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rows).toEqual([3, 4]);
    expect(result.message).toBe(
      "Read as Any bank (columns renamed), but some rows cannot be read: line 3: the date '31/02/2026' is not a day (day first, e.g. 05/04/2026); line 4: the credit '12.345' is not an amount. Nothing was imported.",
    );
  });

  it('refuses an unknown bank and an unreadable file', () => {
    expect(parseBankStatement('a,b', { bank: 'nabard' as BankId })).toEqual({
      ok: false,
      message: "Unknown bank 'nabard'.",
    });
    const broken = parseBankStatement('Date,Narration,Credit\n"2026-04-01,UPI,5\n');
    expect(broken.ok).toBe(false);
  });
});

describe('statement cells', () => {
  it.each([
    ['05/04/2026', '2026-04-05'],
    ['5/4/26', '2026-04-05'],
    ['05-04-2026 10:15:32', '2026-04-05'],
    ['05.04.2026', '2026-04-05'],
    ['5 Apr 2026', '2026-04-05'],
    ['05-Apr-26', '2026-04-05'],
    ['05 Sept 2026', '2026-09-05'],
    ['Apr 05 2026', '2026-04-05'],
    ['Apr 5, 2026', '2026-04-05'],
    ['2026-04-05', '2026-04-05'],
    ['29/02/2028', '2028-02-29'],
  ])('date %s -> %s', (text, day) => expect(parseStatementDate(text)).toBe(day));

  it.each(['', '31/04/2026', '29/02/2027', '2026/04/05', 'Opening Balance', '05 Foo 2026', '13-13-2026'])(
    'not a date: %s',
    (text) => expect(parseStatementDate(text)).toBeNull(),
  );

  it.each([
    ['5000', 5000_00],
    ['5000.5', 5000_50],
    ['1,00,000.00', 1_00_000_00],
    ['100,000.00', 1_00_000_00],
    ['₹ 2,500', 2500_00],
    ['Rs. 75.25', 75_25],
    ['INR 1,08,000.00 CR', 1_08_000_00],
    ['', 0],
    ['-', 0],
    ['0.00', 0],
  ])('amount %s -> %i paise', (text, paise) => expect(parseStatementAmount(text)).toBe(paise));

  it.each(['abc', '12.345', '-500', '(500.00)', '1.2.3'])('not an amount: %s', (text) =>
    expect(parseStatementAmount(text)).toBeNull(),
  );
});
