// What Form 10BD needs of a donor besides the pledge, as the donation form asks it: an identity
// document when the donor has no PAN, and the donation's type. The words and checks are ./donation-terms'
// (shared with the receipt and Form 10BD); this is the form's view of them. Browser-safe.
//
// A PAN comes first (the form's PAN field, checked by the original site's rules 8 and 9). Only a donor with
// no PAN gives one of the others; it is checked for its type's shape and stored normalized (capitals, no
// spaces or hyphens). Like the PAN, the number is masked in every list and shown in full only in a logged
// reveal or export.

import { checkDonorId, DONATION_KINDS_10BD, DONOR_ID_TYPES, maskDonorId } from './donation-terms';
import type { DonationKind10bd, DonorIdType } from './donation-terms';

export type { DonationKind10bd, DonorIdType } from './donation-terms';

/** The IDs a donor with no PAN may give, in the form's order. */
export const OTHER_ID_TYPES = DONOR_ID_TYPES.filter((t): t is Exclude<DonorIdType, 'pan'> => t !== 'pan');
export type OtherIdType = (typeof OTHER_ID_TYPES)[number];

export const isOtherIdType = (value: unknown): value is OtherIdType =>
  typeof value === 'string' && (OTHER_ID_TYPES as readonly string[]).includes(value);

/** The donation's type in Form 10BD, in the form's order ('others' first: what most gifts are). */
export const DONATION_CATEGORIES = ['others', ...DONATION_KINDS_10BD.filter((k) => k !== 'others')] as const;
export type DonationCategory = DonationKind10bd;

export const isDonationCategory = (value: unknown): value is DonationCategory =>
  typeof value === 'string' && (DONATION_KINDS_10BD as readonly string[]).includes(value);

/** The longest ID number the form takes (with spaces; a TIN is the longest). */
export const ID_NUMBER_LENGTH = 36;

/** The number as stored when it is a well-formed number of `type`, else null. */
export function idNumberOf(type: OtherIdType, typed: string): string | null {
  const checked = checkDonorId(type, typed);
  return checked.ok ? checked.value : null;
}

/** An ID number as lists show it: only its last four characters ('••••••••1234'). */
export const maskIdNumber = (number: string): string => maskDonorId('aadhaar', number);
