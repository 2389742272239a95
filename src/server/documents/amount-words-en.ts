// Whole numbers in English words with Indian grouping (thousand, lakh, crore), as cheques and 80G receipts
// write them: 1,25,000 -> "One Lakh Twenty Five Thousand". Title Case, no hyphens and no "and" inside a
// number (the receipt's "and" only joins rupees and paise, see ./amount-words.ts). Pure, no imports.
//
//   englishNumber(12500)        -> "Twelve Thousand Five Hundred"
//   englishNumber(10_00_00_000) -> "Ten Crore"
//   englishNumber(0)            -> "Zero"
// Above 99 crore the crore count is itself written out: 1,000 crore -> "One Thousand Crore".

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1..99 */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!} ${UNITS[unit]!}`;
}

/** 1..999 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${UNITS[hundreds]!} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number (0 or more, a safe integer) in English words with Indian grouping. */
export function englishNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`englishNumber: ${n} is not a whole number ≥ 0`);
  if (n === 0) return UNITS[0];
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${englishNumber(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}
