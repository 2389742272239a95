// Register numbers: gender letter (M/F) + first letter of the name, upper-cased +
// last two digits of the year + a per-year running number padded to 3 digits (longer past 999),
// e.g. 'MP26001'. The server assigns the running number at booking time from an atomic counter;
// a form may show a preview built with `buildRegisterNumber` but must say it is confirmed on booking.

export type Gender = 'Male' | 'Female';
export const GENDERS = ['Male', 'Female'] as const;

/** Letter + letter + 2-digit year + 3 or more digits. The name letter may be any script's letter. */
export const REGISTER_NUMBER_PATTERN = /^[MF][\p{Lu}\p{Lo}]\d{5,}$/u;
export const REGISTER_NUMBER_MAX_LENGTH = 16;

/**
 * The Latin letter a Tamil name's first letter is written with in English (ரவி → R, அருண் → A, ழ → L), so a
 * register number can be typed on any keyboard and read out over the phone.
 */
// prettier-ignore
const TAMIL_INITIALS: Record<string, string> = {
  அ: 'A', ஆ: 'A', இ: 'I', ஈ: 'E', உ: 'U', ஊ: 'O', எ: 'E', ஏ: 'E', ஐ: 'A', ஒ: 'O', ஓ: 'O', ஔ: 'A',
  க: 'K', ங: 'N', ச: 'S', ஞ: 'N', ட: 'T', ண: 'N', த: 'T', ந: 'N', ப: 'P', ம: 'M', ய: 'Y', ர: 'R',
  ல: 'L', வ: 'V', ழ: 'L', ள: 'L', ற: 'R', ன: 'N', ஜ: 'J', ஷ: 'S', ஸ: 'S', ஹ: 'H', ஶ: 'S',
};

/**
 * The first letter of a name, upper-cased (a Tamil letter as its Latin initial); 'X' when the name has no
 * letter that can stand alone.
 */
export function registerInitial(name: string): string {
  const first = /\p{L}/u.exec(name.trim())?.[0];
  if (first && TAMIL_INITIALS[first]) return TAMIL_INITIALS[first];
  const upper = [...(first ?? '').toUpperCase()][0] ?? 'X';
  return /^[\p{Lu}\p{Lo}]$/u.test(upper) ? upper : 'X';
}

/** Everything before the running number: 'M' + 'P' + '26'. */
export function registerPrefix(gender: Gender, name: string, year: number): string {
  const yy = String(((year % 100) + 100) % 100).padStart(2, '0');
  return `${gender === 'Male' ? 'M' : 'F'}${registerInitial(name)}${yy}`;
}

export function formatRegisterSequence(sequence: number): string {
  return String(sequence).padStart(3, '0');
}

export function buildRegisterNumber(gender: Gender, name: string, year: number, sequence: number): string {
  return registerPrefix(gender, name, year) + formatRegisterSequence(sequence);
}

/** Upper-case and trim what a returning patient typed. */
export function normalizeRegisterNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function isRegisterNumber(value: unknown): value is string {
  return typeof value === 'string' && value.length <= REGISTER_NUMBER_MAX_LENGTH && REGISTER_NUMBER_PATTERN.test(value);
}
