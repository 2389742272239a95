// An amount of money (whole paise) in words, as an 80G receipt writes it under the figures:
//   amountInWords(12_500_00, 'en') -> "Rupees Twelve Thousand Five Hundred Only"
//   amountInWords(12_500_50, 'ta') -> "ரூபாய் பன்னிரண்டாயிரத்து ஐநூறு மற்றும் ஐம்பது பைசா மட்டும்"
// Paise are always an integer (never a float of rupees); a receipt is never for nothing, so 0 or less throws.
// Also `formatRupees` for the figures: ₹12,500.00 with Indian grouping in both languages.

import { englishNumber } from './amount-words-en';
import { tamilCount, tamilNumber } from './amount-words-ta';

export type DocumentLanguage = 'en' | 'ta';

function split(paise: number): { rupees: number; paise: number } {
  if (!Number.isSafeInteger(paise) || paise <= 0) {
    throw new RangeError(`amount: ${paise} is not a whole number of paise above 0`);
  }
  return { rupees: Math.floor(paise / 100), paise: paise % 100 };
}

/** The amount in words, in the receipt's language. */
export function amountInWords(amountPaise: number, language: DocumentLanguage): string {
  const { rupees, paise } = split(amountPaise);
  if (language === 'ta') {
    const paiseWords = paise > 0 ? `${tamilCount(paise)} பைசா` : '';
    if (rupees === 0) return `${paiseWords} மட்டும்`;
    return paise > 0 ? `ரூபாய் ${tamilNumber(rupees)} மற்றும் ${paiseWords} மட்டும்` : `ரூபாய் ${tamilNumber(rupees)} மட்டும்`;
  }
  const paiseWords = paise > 0 ? `${englishNumber(paise)} Paise` : '';
  if (rupees === 0) return `${paiseWords} Only`;
  return paise > 0 ? `Rupees ${englishNumber(rupees)} and ${paiseWords} Only` : `Rupees ${englishNumber(rupees)} Only`;
}

/** The figures with Indian grouping and two decimals: 1250000 paise -> "₹12,500.00", 1_00_00_000_00 -> "₹1,00,00,000.00". */
export function formatRupees(amountPaise: number): string {
  const { rupees, paise } = split(amountPaise);
  const digits = String(rupees);
  const last3 = digits.slice(-3);
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
  return `₹${grouped}.${String(paise).padStart(2, '0')}`;
}
