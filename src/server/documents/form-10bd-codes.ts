// The Income Tax e-filing portal's Form 10BD, Part B ("Details of donors and donations") CSV template: its
// columns in order and the values its drop-downs allow. ONE place: ./form-10bd.ts writes the file from here.
//
// Sources:
//  - Form No. 10BD (Income-tax Rules 1962, rule 18AB, inserted by CBDT Notification 19/2021 of 26 March 2021):
//    Part B's columns in this order, and its notes: section codes (note 3), the donor's identification
//    numbers, PAN or Aadhaar first and the others only when neither is available (note 4), donation type
//    corpus / specific grant / others (note 5) and mode of receipt cash / kind / electronic modes including
//    account payee cheque/draft / others (note 6).
//  - CBDT's "Instructions for filling Form 10BD – Part-B Details of donors and donation CSV Template" (the
//    instruction page beside the template download on the portal): field names as the template heads them,
//    which fields are mandatory, lengths (pre-acknowledgement number up to 21 characters, identification
//    number up to 75, URN up to 100), the ID codes of its Annexure I and section codes of Annexure II.
//  - What chartered accountants' cleaning tools for the template do before an upload (names and addresses
//    reduced to letters, digits and spaces; dates as DD-Mon-YYYY; amounts as plain numbers): the portal
//    rejects a file on special characters without saying which.
// Before filing a year, compare COLUMNS_10BD with the header of a freshly downloaded template: the portal
// may change it, and this module must follow (tests/unit/donation-form-10bd.test.ts states the file).

import type { DonationKind10bd, DonationMode, DonorIdType } from '../../lib/donation-terms';

/** Part B's columns, in the template's order and with its headings. */
export const COLUMNS_10BD = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

/** Annexure I: the ID Code for each kind of donor identification. */
export const ID_CODES_10BD: Record<DonorIdType, string> = {
  pan: 'Permanent Account Number',
  aadhaar: 'Aadhaar Number',
  tin: 'Tax Identification Number',
  passport: 'Passport number',
  'voter-id': "Elector's photo identity number",
  'driving-licence': 'Driving License number',
  'ration-card': 'Ration card number',
};

/** Annexure II: the section the donor claims under (a trust approved under 80G). */
export const SECTION_CODE_80G = 'Section 80G';

/**
 * Form 113 (Income-tax Rules 2026, rule 190(2); section 354 of the 2025 Act) keeps Form 10BD's Part B,
 * "Details of donors and donations", and its columns; the donor claims under section 133. NOT confirmed
 * offline: the portal's Form 113 CSV template and its Annexures were not available when this was written.
 * Before filing 2026-27, compare COLUMNS_10BD and these codes with a freshly downloaded Form 113 template
 * (README: "The accountant's checklist").
 */
export const SECTION_CODE_133 = 'Section 133';

export const DONATION_TYPES_10BD: Record<DonationKind10bd, string> = {
  corpus: 'Corpus',
  'specific-grant': 'Specific grant',
  others: 'Others',
};

/** Mode of receipt: cash, or every bank-borne mode as one value ('Kind' and 'Others' never apply here). */
export const MODES_10BD: Record<DonationMode, string> = {
  cash: 'Cash',
  upi: 'Electronic modes including account payee cheque/draft',
  'bank-transfer': 'Electronic modes including account payee cheque/draft',
  cheque: 'Electronic modes including account payee cheque/draft',
  'demand-draft': 'Electronic modes including account payee cheque/draft',
  card: 'Electronic modes including account payee cheque/draft',
};

/** Longest name and address the template takes. */
export const NAME_MAX_10BD = 125;
export const ADDRESS_MAX_10BD = 225;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A day YYYY-MM-DD as the template's dates: '2023-04-05' -> '05-Apr-2023'. */
export function date10bd(day: string): string {
  return `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]!}-${day.slice(0, 4)}`;
}

/**
 * Free text (a name, an address) as the portal accepts it: accents dropped (é -> e), '&' written 'and',
 * every other character that is not a Latin letter, a digit or a space turned into a space, spaces
 * collapsed. Text in another script (a Tamil name) becomes empty: the caller reports it, never guesses.
 */
export function clean10bd(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut at the last space within `max` characters (or hard at `max` when there is none). */
export function fit10bd(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).lastIndexOf(' ');
  return (cut > 0 ? text.slice(0, cut) : text.slice(0, max)).trim();
}
