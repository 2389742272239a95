// Whole numbers in Tamil words with Indian grouping (ஆயிரம், இலட்சம், கோடி), as a receipt or a cheque
// writes them. Pure, no imports.
//
//   tamilNumber(25)       -> "இருபத்தைந்து"
//   tamilNumber(12500)    -> "பன்னிரண்டாயிரத்து ஐநூறு"
//   tamilNumber(150000)   -> "ஒரு இலட்சத்து ஐம்பதாயிரம்"
//   tamilNumber(1_00_00_000) -> "ஒரு கோடி"
//
// How the words combine (the rules of புணர்ச்சி the code follows, so a reader can check them):
//  - Inside a number below 1,000 a tens or hundreds word takes its combining form ending in -உ (இருபது ->
//    இருபத்து, நூறு -> நூற்று, தொள்ளாயிரம் -> தொள்ளாயிரத்து). Before a word that starts with a vowel the
//    -உ goes and the vowel joins the consonant (உயிர் வரின் உக்குறள் மெய்விட்டோடும்): இருபத்து + ஐந்து ->
//    இருபத்தைந்து, நூற்று + ஒன்று -> நூற்றொன்று, நூற்று + இருபது -> நூற்றிருபது. Before a hard consonant
//    (க ச த ப) that consonant is doubled (வலி மிகும்): நூற்றுப் பத்து, நூற்றுத் தொண்ணூறு. Before any
//    other consonant the two words stay apart: இருபத்து மூன்று, நூற்று நாற்பது.
//  - ஆயிரம் joins its multiplier, whose final -உ gives way to ஆ: இரண்டு + ஆயிரம் -> இரண்டாயிரம்,
//    பத்தாயிரம், தொண்ணூறாயிரம்; one is ஓர்: பதினோராயிரம், இருபத்தோராயிரம்; a thousand alone is ஆயிரம்.
//  - இலட்சம் and கோடி follow their multiplier as a word of their own; one is then ஒரு: ஒரு இலட்சம்,
//    இருபத்தொரு இலட்சம், பதினொரு கோடி.
//  - When more follows, ஆயிரம் -> ஆயிரத்து, இலட்சம் -> இலட்சத்து, கோடி -> கோடியே, then a space:
//    பன்னிரண்டாயிரத்து ஐநூறு, ஒரு கோடியே ஐம்பது இலட்சம் (the common written style of cheques).
// Above 99 crore the crore count is itself written out: 1,000 crore -> ஆயிரம் கோடி.

const UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'] as const;
const TEENS = [
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதின்மூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
] as const;
/** 20, 30, … 90 standing alone, and their combining forms (before units). */
const TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு'] as const;
const TENS_JOINING = [
  '',
  '',
  'இருபத்து',
  'முப்பத்து',
  'நாற்பத்து',
  'ஐம்பத்து',
  'அறுபத்து',
  'எழுபத்து',
  'எண்பத்து',
  'தொண்ணூற்று',
] as const;
/** 100, 200, … 900 standing alone, and their combining forms. */
const HUNDREDS = [
  '',
  'நூறு',
  'இருநூறு',
  'முந்நூறு',
  'நானூறு',
  'ஐநூறு',
  'அறுநூறு',
  'எழுநூறு',
  'எண்ணூறு',
  'தொள்ளாயிரம்',
] as const;
const HUNDREDS_JOINING = [
  '',
  'நூற்று',
  'இருநூற்று',
  'முந்நூற்று',
  'நானூற்று',
  'ஐநூற்று',
  'அறுநூற்று',
  'எழுநூற்று',
  'எண்ணூற்று',
  'தொள்ளாயிரத்து',
] as const;

const VIRAMA = '\u0BCD'; // ் (புள்ளி)
const U_SIGN = '\u0BC1'; // ு
/** An independent vowel and the sign it becomes after a consonant (அ has none). */
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  அ: '',
  ஆ: '\u0BBE',
  இ: '\u0BBF',
  ஈ: '\u0BC0',
  உ: '\u0BC1',
  ஊ: '\u0BC2',
  எ: '\u0BC6',
  ஏ: '\u0BC7',
  ஐ: '\u0BC8',
  ஒ: '\u0BCA',
  ஓ: '\u0BCB',
  ஔ: '\u0BCC',
};
const HARD_CONSONANTS = new Set(['க', 'ச', 'த', 'ப']);

/** A combining form ending in -உ joined to the next word, by the rules above. */
function join(joining: string, next: string): string {
  if (!joining.endsWith(U_SIGN)) throw new Error(`join: '${joining}' does not end in -உ`);
  const first = next[0]!;
  const sign = VOWEL_SIGNS[first];
  if (sign !== undefined) return `${joining.slice(0, -1)}${sign}${next.slice(1)}`;
  if (HARD_CONSONANTS.has(first)) return `${joining}${first}${VIRAMA} ${next}`;
  return `${joining} ${next}`;
}

/** 1..99 */
function belowHundred(n: number): string {
  if (n < 10) return UNITS[n]!;
  if (n < 20) return TEENS[n - 10]!;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  return unit === 0 ? TENS[tens]! : join(TENS_JOINING[tens]!, UNITS[unit]!);
}

/** 1..999 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  return rest === 0 ? HUNDREDS[hundreds]! : join(HUNDREDS_JOINING[hundreds]!, belowHundred(rest));
}

/** n (1..99) thousand, as one word: ஆயிரம், இரண்டாயிரம், பதினோராயிரம், இருபத்து மூன்றாயிரம். */
function thousands(n: number): string {
  if (n === 1) return 'ஆயிரம்';
  const words = belowHundred(n);
  // ஒன்று as the last part becomes ஓர் before ஆயிரம்: பதினொன்று -> பதினோராயிரம்.
  if (words.endsWith('ொன்று')) return `${words.slice(0, -'ொன்று'.length)}ோராயிரம்`;
  // Every other number below 100 ends in -உ, which gives way to ஆ.
  return `${words.slice(0, -1)}\u0BBEயிரம்`;
}

/** A multiplier before a noun of its own (இலட்சம், கோடி, பைசா): one is ஒரு (ஒரு, பதினொரு, ஆயிரத்து ஒரு). */
export function tamilCount(n: number): string {
  const words = tamilNumber(n);
  if (words.endsWith('ொன்று')) return `${words.slice(0, -'ொன்று'.length)}ொரு`;
  if (words.endsWith('ஒன்று')) return `${words.slice(0, -'ஒன்று'.length)}ஒரு`;
  return words;
}

/** A whole number (0 or more, a safe integer) in Tamil words with Indian grouping. */
export function tamilNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`tamilNumber: ${n} is not a whole number ≥ 0`);
  if (n === 0) return 'பூஜ்ஜியம்';
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  // Each part in its standing form; the ones followed by more take their joining form below.
  const parts: { alone: string; joining: string }[] = [];
  if (crore > 0) parts.push({ alone: `${tamilCount(crore)} கோடி`, joining: `${tamilCount(crore)} கோடியே` });
  if (lakh > 0) parts.push({ alone: `${tamilCount(lakh)} இலட்சம்`, joining: `${tamilCount(lakh)} இலட்சத்து` });
  if (thousand > 0) {
    const word = thousands(thousand);
    parts.push({ alone: word, joining: `${word.slice(0, -'ம்'.length)}த்து` });
  }
  if (rest > 0) parts.push({ alone: belowThousand(rest), joining: belowThousand(rest) });
  return parts.map((part, i) => (i === parts.length - 1 ? part.alone : part.joining)).join(' ');
}
