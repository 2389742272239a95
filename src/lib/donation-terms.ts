// The words a donation is described with, shared by the donation form (browser), the staff screens and the
// documents (80G receipt, Form 10BD): how it was paid, its type for Form 10BD, and the donor's ID with the
// check each ID type gets. Pure and browser-safe (no imports).
//
// ID types follow Form 10BD (rule 18AB, note 4): PAN first; Aadhaar, passport, voter ID (EPIC), driving
// licence, ration card or a foreign tax identification number (TIN) only for a donor with no PAN.

/** How a donation reached the trust. */
export const DONATION_MODES = ['upi', 'bank-transfer', 'cheque', 'demand-draft', 'card', 'cash'] as const;
export type DonationMode = (typeof DONATION_MODES)[number];

/** Form 10BD's "Donation Type": corpus, specific grant, others. */
export const DONATION_KINDS_10BD = ['corpus', 'specific-grant', 'others'] as const;
export type DonationKind10bd = (typeof DONATION_KINDS_10BD)[number];

/** A cash donation above this many paise is not deductible under section 80G (sub-section (5D)). */
export const CASH_80G_LIMIT_PAISE = 2_000_00;

export const DONOR_ID_TYPES = [
  'pan',
  'aadhaar',
  'passport',
  'voter-id',
  'driving-licence',
  'ration-card',
  'tin',
] as const;
export type DonorIdType = (typeof DONOR_ID_TYPES)[number];

/** Why a typed ID number is not accepted. */
export type DonorIdProblem = 'empty' | 'format' | 'checksum';

// Verhoeff tables (Aadhaar's check digit).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
// P[i] is the permutation P[1] applied i times (P[0] leaves a digit as it is).
const P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
for (let i = 1; i < 8; i++) P.push(P[i - 1]!.map((digit) => P1[digit]!));

/** True when a string of digits ends in a valid Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c]![P[i % 8]![Number(reversed[i])]!]!;
  return c === 0;
}

/** The shape each ID type must have once spaces, hyphens and slashes are removed and letters capitalised. */
const FORMATS: Record<DonorIdType, RegExp> = {
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
  aadhaar: /^[2-9][0-9]{11}$/, // 12 digits, never starting with 0 or 1
  passport: /^[A-Z][0-9]{7}$/, // an Indian passport: one letter, seven digits
  'voter-id': /^[A-Z]{3}[0-9]{7}$/, // EPIC: three letters, seven digits
  'driving-licence': /^[A-Z]{2}[0-9]{2}[0-9A-Z]{9,12}$/, // state code, RTO number, year and serial
  'ration-card': /^[0-9A-Z]{6,20}$/, // every state numbers its own
  tin: /^[0-9A-Z]{5,30}$/, // a foreign tax identification number
};

/** The ID as stored and reported: capitals, no spaces, hyphens, dots or slashes. */
export function normaliseDonorId(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-./]/g, '');
}

/** Checks a typed ID number against its type; the normalised value when it passes. */
export function checkDonorId(
  type: DonorIdType,
  raw: string,
): { ok: true; value: string } | { ok: false; problem: DonorIdProblem } {
  const value = normaliseDonorId(raw);
  if (!value) return { ok: false, problem: 'empty' };
  if (!FORMATS[type].test(value)) return { ok: false, problem: 'format' };
  if (type === 'aadhaar' && !verhoeffValid(value)) return { ok: false, problem: 'checksum' };
  return { ok: true, value };
}

/** An ID as lists show it: a PAN keeps its letters (ABCDE••••F), others only their last four characters. */
export function maskDonorId(type: DonorIdType, value: string): string {
  if (type === 'pan' && value.length === 10) return `${value.slice(0, 5)}••••${value.slice(9)}`;
  if (value.length <= 4) return '•'.repeat(value.length);
  return `${'•'.repeat(value.length - 4)}${value.slice(-4)}`;
}
