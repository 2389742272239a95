// A suggestion of how a name or address written in Tamil reads in English letters, for the donor (or staff)
// to correct: the statement of donations takes English letters only (./latin). Sanscript's
// `tamil_extended` scheme to ISO 15919, then the spelling Tamil names usually take in English (ச as s or
// ch, ழ as zh, no accents), each word of a name capitalised. A suggestion only: the donor writes their
// name as on their PAN. Browser-safe; the islands import it on demand (the library is ~190 kB).

import Sanscript from '@indic-transliteration/sanscript';

const TAMIL = /[\u0B80-\u0BFF]/;

/** ISO 15919 letters to the plain English spelling. */
const PLAIN: [RegExp, string][] = [
  [/ḻ/g, 'zh'],
  [/ṟṟ/g, 'tr'],
  [/cc/g, 'cH'],
  [/c(?!H)/g, 's'],
  [/cH/g, 'ch'],
  [/ñ/g, 'nj'],
  [/ṅ/g, 'n'],
];

/** English letters for `text`, or the text itself when it has no Tamil in it. */
export function suggestLatin(text: string, kind: 'name' | 'address'): string {
  if (!TAMIL.test(text)) return text;
  let out = Sanscript.t(text, 'tamil_extended', 'iso');
  for (const [from, to] of PLAIN) out = out.replace(from, to);
  out = out
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ,.'/#()&:;\n-]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return kind === 'name' ? out.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : capitaliseWords(out);
}

/** An address's words capitalised as addresses are written ('Periya Theru, Madurai'). */
const capitaliseWords = (text: string): string =>
  text.replace(/(^|[\s,])([a-z])/g, (_, a: string, c: string) => a + c.toUpperCase());
