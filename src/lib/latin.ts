// English letters for the statement of donations: the tax portal's Form 10BD / 113 takes names and
// addresses in Latin letters only, so a donor who writes theirs in Tamil (or any other script) also gives
// them in English letters, as on their PAN. Which texts need it, and what a good spelling is. Pure and
// browser-safe; the transliteration that pre-fills a suggestion is ./transliterate (loaded on demand).

/** A letter of a script other than Latin. */
const OTHER_SCRIPT_LETTER = /(?=\p{L})\P{Script=Latin}/u;
/** A name as on a PAN: Latin letters with spaces, dots, apostrophes and hyphens. */
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]*$/;
/** An address in Latin letters and digits, with the punctuation addresses use. */
const LATIN_ADDRESS = /^[A-Za-z0-9][A-Za-z0-9 ,.'/#()&:;\n-]*$/;

/** True when a text has a letter outside the Latin script: it needs an English-letters spelling. */
export const needsLatin = (text: string): boolean => OTHER_SCRIPT_LETTER.test(text);

/** Why an English-letters spelling is not accepted ('required', 'invalid', 'tooLong'), or null. */
export function latinProblem(
  text: string,
  kind: 'name' | 'address',
  max: number,
): 'required' | 'invalid' | 'tooLong' | null {
  if (!text) return 'required';
  if (text.length > max) return 'tooLong';
  const ok = kind === 'name' ? LATIN_NAME.test(text) : LATIN_ADDRESS.test(text) && /[A-Za-z]/.test(text);
  return ok ? null : 'invalid';
}
