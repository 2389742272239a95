// The statement of donations, Part B, for one year: Form 10BD (1961 Act, up to 2025-26) or Form 113 (2025
// Act, from tax year 2026-27; src/lib/tax-law.ts decides by the year): the CSV the trust uploads to the
// Income Tax e-filing portal, and a report of every donor that cannot be included and why. Pure: the caller
// passes the year's received donations (not cancelled) and the trust's approval under that year's law
// (80G URN, or the section 354 approval); nothing is read or written here.
//
//   const { csv, rows, excluded } = form10bd({ fy: '2026-27', trust, donations });
//
// Rules (columns and values: ./form-10bd-codes.ts, with their sources):
//  - One row per donor, donation type and mode of receipt, amounts added (the instructions' aggregation); a
//    donor is known by ID type and number, so two spellings of one PAN are one donor. The row carries the
//    name and address of the donor's latest donation.
//  - A donor needs an ID that passes its type's check (src/lib/donation-terms.ts), a name and an address in
//    Latin letters (the portal takes no other script: the caller passes the English-letters spelling the
//    donor or staff gave), and the donation must fall in the year.
//  - A cash donation above ₹2,000 is not deductible (80G(5D); section 133 alike): never reported.
//  - Names and addresses are cleaned (clean10bd) and fitted to the template's lengths.
//  - The file is UTF-8 without a byte-order mark (the portal reads the first heading as it is), CRLF lines.

import { toCsv } from '../../lib/csv';
import {
  CASH_80G_LIMIT_PAISE,
  checkDonorId,
  normaliseDonorId,
  type DonationKind10bd,
  type DonationMode,
  type DonorIdType,
} from '../../lib/donation-terms';
import { lawOfYear } from '../../lib/tax-law';
import { financialYearRange, isIsoDay } from './financial-year';
import {
  ADDRESS_MAX_10BD,
  COLUMNS_10BD,
  DONATION_TYPES_10BD,
  ID_CODES_10BD,
  MODES_10BD,
  NAME_MAX_10BD,
  SECTION_CODE_133,
  SECTION_CODE_80G,
  clean10bd,
  date10bd,
  fit10bd,
} from './form-10bd-codes';

export interface Form10bdDonation {
  receiptNumber: string;
  /** Day received, YYYY-MM-DD. */
  date: string;
  donorName: string;
  donorAddress: string;
  idType: DonorIdType | null;
  idNumber: string | null;
  kind: DonationKind10bd;
  mode: DonationMode;
  amountPaise: number;
}

export interface Form10bdTrust {
  /** The 80G Unique Registration Number (URN) from the approval order. */
  urn: string;
  /** The day the URN was issued, YYYY-MM-DD. */
  urnIssuedOn: string;
}

/** Why a donation cannot be reported. */
export type Form10bdProblem =
  | 'no-id'
  | 'id-invalid'
  | 'no-name'
  | 'name-not-latin'
  | 'no-address'
  | 'address-not-latin'
  | 'cash-over-limit'
  | 'outside-year'
  | 'bad-amount'
  | 'bad-date';

const PROBLEM_TEXT: Record<Form10bdProblem, string> = {
  'no-id': 'no PAN or other ID: ask the donor for one',
  'id-invalid': 'the ID number does not pass the check for its type',
  'no-name': 'no name',
  'name-not-latin': 'the name is not in English letters: give its English-letters spelling (as on the PAN)',
  'no-address': 'no address',
  'address-not-latin': 'the address is not in English letters: give its English-letters spelling',
  'cash-over-limit':
    'cash above ₹2,000 is not deductible (section 80G(5D) of the 1961 Act; section 133 of the 2025 Act)',
  'outside-year': 'received outside this financial year',
  'bad-amount': 'the amount is not a whole number of paise above 0',
  'bad-date': 'the date received is not a day written YYYY-MM-DD',
};

/** One donor left out: their receipts and every reason, in words staff can act on. */
export interface Form10bdExclusion {
  donorName: string;
  receiptNumbers: string[];
  problems: Form10bdProblem[];
  reasons: string[];
}

export interface Form10bdRow {
  idType: DonorIdType;
  idNumber: string;
  name: string;
  address: string;
  kind: DonationKind10bd;
  mode: string;
  amountPaise: number;
  receiptNumbers: string[];
}

export interface Form10bdResult {
  csv: string;
  rows: Form10bdRow[];
  excluded: Form10bdExclusion[];
}

function problemsOf(d: Form10bdDonation, range: { from: string; to: string }): Form10bdProblem[] {
  const problems: Form10bdProblem[] = [];
  if (!d.idType || !d.idNumber?.trim()) problems.push('no-id');
  else if (!checkDonorId(d.idType, d.idNumber).ok) problems.push('id-invalid');
  if (!d.donorName.trim()) problems.push('no-name');
  else if (!/[A-Za-z]/.test(clean10bd(d.donorName))) problems.push('name-not-latin');
  if (!d.donorAddress.trim()) problems.push('no-address');
  else if (!/[A-Za-z]/.test(clean10bd(d.donorAddress))) problems.push('address-not-latin');
  if (!Number.isSafeInteger(d.amountPaise) || d.amountPaise <= 0) problems.push('bad-amount');
  else if (d.mode === 'cash' && d.amountPaise > CASH_80G_LIMIT_PAISE) problems.push('cash-over-limit');
  if (!isIsoDay(d.date)) problems.push('bad-date');
  else if (d.date < range.from || d.date > range.to) problems.push('outside-year');
  return problems;
}

/** Rupees as the template's amount: whole rupees plain (12500), otherwise two decimals (12500.50). */
function rupees10bd(paise: number): string {
  const whole = Math.floor(paise / 100);
  return paise % 100 === 0 ? String(whole) : `${whole}.${String(paise % 100).padStart(2, '0')}`;
}

/** Who a donation is from: ID type and number once normalised, or (with no ID) the name as typed. */
function donorKey(d: Form10bdDonation): string {
  if (d.idType && d.idNumber?.trim()) return `${d.idType}:${normaliseDonorId(d.idNumber)}`;
  return `name:${d.donorName.trim().toLowerCase()}`;
}

const byDateThenReceipt = (a: Form10bdDonation, b: Form10bdDonation): number =>
  a.date.localeCompare(b.date) || a.receiptNumber.localeCompare(b.receiptNumber);

/** The year's Part B CSV, its rows, and the donors left out with their reasons. */
export function form10bd(input: {
  fy: string;
  trust: Form10bdTrust;
  donations: readonly Form10bdDonation[];
}): Form10bdResult {
  const range = financialYearRange(input.fy);
  const sectionCode = lawOfYear(input.fy) === 'it2025' ? SECTION_CODE_133 : SECTION_CODE_80G;
  const urn = input.trust.urn.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,100}$/.test(urn)) throw new RangeError('form10bd: the trust URN must be letters and digits');
  if (!isIsoDay(input.trust.urnIssuedOn)) throw new RangeError('form10bd: urnIssuedOn must be a day YYYY-MM-DD');

  const groups = new Map<string, Form10bdDonation[]>();
  const excludedByDonor = new Map<string, Form10bdExclusion>();
  for (const d of [...input.donations].sort(byDateThenReceipt)) {
    const problems = problemsOf(d, range);
    if (problems.length > 0) {
      const key = donorKey(d);
      const entry = excludedByDonor.get(key) ?? {
        donorName: d.donorName.trim(),
        receiptNumbers: [],
        problems: [],
        reasons: [],
      };
      entry.receiptNumbers.push(d.receiptNumber);
      for (const p of problems) {
        if (!entry.problems.includes(p)) {
          entry.problems.push(p);
          entry.reasons.push(PROBLEM_TEXT[p]);
        }
      }
      excludedByDonor.set(key, entry);
      continue;
    }
    const key = `${donorKey(d)}|${d.kind}|${MODES_10BD[d.mode]}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }

  const rows: Form10bdRow[] = [...groups.values()].map((list) => {
    const latest = list[list.length - 1]!;
    return {
      idType: latest.idType!,
      idNumber: normaliseDonorId(latest.idNumber!),
      name: fit10bd(clean10bd(latest.donorName), NAME_MAX_10BD),
      address: fit10bd(clean10bd(latest.donorAddress), ADDRESS_MAX_10BD),
      kind: latest.kind,
      mode: MODES_10BD[latest.mode],
      amountPaise: list.reduce((sum, d) => sum + d.amountPaise, 0),
      receiptNumbers: list.map((d) => d.receiptNumber),
    };
  });
  // Groups were made in date order, so rows follow each group's first donation: a stable, explainable order.

  const csv = toCsv(
    COLUMNS_10BD,
    rows.map((row, i) => [
      i + 1,
      '',
      ID_CODES_10BD[row.idType],
      row.idNumber,
      sectionCode,
      urn,
      date10bd(input.trust.urnIssuedOn),
      row.name,
      row.address,
      DONATION_TYPES_10BD[row.kind],
      row.mode,
      rupees10bd(row.amountPaise),
    ]),
    { bom: false },
  );
  return { csv, rows, excluded: [...excludedByDonor.values()] };
}
