// What a donation receipt says (under 80G of the 1961 Act or section 133 of the 2025 Act: `law`): the input of renderReceiptPdf (./receipt-pdf.ts), checked here so a receipt is
// never drawn from half-filled or contradictory data. Every field the rules ask for is required:
// the trust's name, address, PAN, 80G registration number (URN) and its validity, its approval under
// section 354 and its validity, its 12A/12AB and CSR-1 numbers; the receipt's number and
// date; the donor's name, address and ID; the amount (figures and words are both drawn from amountPaise);
// mode and reference; whether it is deductible; who signs. A receipt, once issued, is never changed: a
// cancelled one is drawn from the same data with `cancelled` set, so it carries CANCELLED and the reason.

import * as z from 'zod/mini';
import {
  CASH_80G_LIMIT_PAISE,
  DONATION_KINDS_10BD,
  DONATION_MODES,
  DONOR_ID_TYPES,
  type DonationKind10bd,
  type DonationMode,
  type DonorIdType,
} from '../../lib/donation-terms';
import { financialYearOf, isIsoDay, parseReceiptNumber } from './financial-year';
import type { DocumentLanguage } from './amount-words';
import { TAX_LAWS, type TaxLaw } from '../../lib/tax-law';

export interface ReceiptDocument {
  trust: {
    /** The trust's name in the receipt's language. */
    name: string;
    /** Postal address, one line each, in the receipt's language. */
    address: string[];
    pan: string;
    /** The 80G Unique Registration Number (URN) from the approval order. */
    registration80G: string;
    /** The registration's validity, YYYY-MM-DD. */
    validFrom: string;
    validTo: string;
    /** The approval under section 354 of the 2025 Act and its validity, YYYY-MM-DD. */
    approval354: { number: string; validFrom: string; validTo: string };
    registration12AB: string;
    csr1: string;
  };
  /** The law in force the day the money was received: its section, forms and wording. */
  law: TaxLaw;
  /** '133/2026-27/000123': its prefix names `law`; its year is the year of `receivedOn` (or of `date`). */
  receiptNumber: string;
  /** Day issued, YYYY-MM-DD (India time). */
  date: string;
  /** Day the money was received, YYYY-MM-DD (on or before `date`). */
  receivedOn: string;
  donor: {
    name: string;
    address: string;
    /** null when the donor gave no ID (the receipt says so; Form 10BD will leave them out). */
    idType: DonorIdType | null;
    /** Printed as given: pass a masked value for a copy that is not the donor's own. */
    idNumber: string | null;
    /** The name in English letters (as on the PAN) when `name` is in another script. */
    nameLatin?: string | undefined;
  };
  amountPaise: number;
  mode: DonationMode;
  /** UTR, cheque or draft number; null for cash. */
  reference: string | null;
  kind: DonationKind10bd;
  language: DocumentLanguage;
  /** false for cash above ₹2,000 (80G(5D); section 133 alike) or when the approval does not cover the day. */
  eligible80G: boolean;
  cancelled: { on: string; reason: string } | null;
  signatory: { name: string; title: string };
}

const day = z.string().check(z.refine(isIsoDay, 'must be a day written YYYY-MM-DD'));
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));
const optionalText = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(max, `must be at most ${max} characters`));
const code = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message));

// zod/mini like every other schema: classic zod would load its whole API and every locale into the function
// that issues receipts. Each check says in its own words what is wrong (zod/mini has no default wording).
export const receiptDocumentSchema = z
  .strictObject({
    trust: z.strictObject({
      name: text(200),
      address: z
        .array(text(200))
        .check(z.minLength(1, 'needs at least one line'), z.maxLength(6, 'has at most 6 lines')),
      pan: code(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'must be a PAN like AAATV1234F'),
      registration80G: code(/^[A-Z0-9]{6,100}$/, 'must be the URN, letters and digits'),
      validFrom: day,
      validTo: day,
      approval354: z.strictObject({
        number: code(/^[A-Z0-9]{6,100}$/, 'must be the approval number, letters and digits'),
        validFrom: day,
        validTo: day,
      }),
      registration12AB: code(/^[A-Z0-9]{5,100}$/, 'must be the 12A/12AB number, letters and digits'),
      csr1: code(/^CSR[0-9]{8}$/, 'must be the CSR-1 number like CSR00012345'),
    }),
    law: z.enum(TAX_LAWS, 'must be one of the tax laws'),
    receiptNumber: z.string().check(z.refine((v) => parseReceiptNumber(v) !== null, 'must be like 133/2026-27/000123')),
    date: day,
    receivedOn: day,
    donor: z.strictObject({
      name: text(200),
      address: text(500),
      idType: z.nullable(z.enum(DONOR_ID_TYPES, 'must be one of the ID types')),
      idNumber: z.nullable(optionalText(75)),
      nameLatin: z.optional(optionalText(200)),
    }),
    amountPaise: z
      .int('must be a whole number of paise')
      .check(z.positive('must be more than zero'), z.maximum(Number.MAX_SAFE_INTEGER, 'is too large')),
    mode: z.enum(DONATION_MODES, 'must be one of the payment modes'),
    reference: z.nullable(optionalText(60)),
    kind: z.enum(DONATION_KINDS_10BD, 'must be one of the 10BD kinds'),
    language: z.enum(['en', 'ta'], 'must be en or ta'),
    eligible80G: z.boolean('must be true or false'),
    cancelled: z.nullable(z.strictObject({ on: day, reason: text(300) })),
    signatory: z.strictObject({ name: text(120), title: text(120) }),
  })
  .check(
    z.superRefine((r, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message, input: r });
      if ((r.donor.idType === null) !== (r.donor.idNumber === null)) {
        issue(['donor', 'idNumber'], 'an ID type needs its number and a number its type');
      }
      const parsed = parseReceiptNumber(r.receiptNumber);
      const years = [r.receivedOn, r.date].filter(isIsoDay).map(financialYearOf);
      if (parsed && years.length === 2 && !years.includes(parsed.fy)) {
        issue(['receiptNumber'], `its year ${parsed.fy} is neither the year the money came nor of the receipt's date`);
      }
      if (parsed && parsed.law !== r.law) issue(['receiptNumber'], `its prefix does not name the law ${r.law}`);
      if (r.receivedOn > r.date) issue(['receivedOn'], 'is after the receipt date');
      if (r.trust.validTo < r.trust.validFrom) issue(['trust', 'validTo'], 'is before validFrom');
      if (r.mode === 'cash' && r.amountPaise > CASH_80G_LIMIT_PAISE && r.eligible80G) {
        issue(['eligible80G'], 'cash above ₹2,000 is not eligible for the deduction');
      }
      if (r.cancelled && r.cancelled.on < r.date) issue(['cancelled', 'on'], 'is before the receipt date');
    }),
  );

/** The receipt's data, checked; throws a RangeError naming every field that is wrong. */
export function checkReceiptDocument(input: unknown): ReceiptDocument {
  const parsed = z.safeParse(receiptDocumentSchema, input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(receipt)'} ${i.message}`);
  throw new RangeError(`Receipt data is not complete: ${problems.join('; ')}`);
}

/** True when a cash gift is too large for 80G: what eligible80G must say for cash. */
export const cashOverLimit = (mode: DonationMode, amountPaise: number): boolean =>
  mode === 'cash' && amountPaise > CASH_80G_LIMIT_PAISE;
