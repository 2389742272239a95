// Donation pledge. The original site's ten checks run IN ORDER with their exact
// messages; the first failing one is what the API answers as `error` and what the form shows. Our extra
// checks (email and mobile format, amount ceiling, lengths) sit right after the check of the same field.
//
//  1 name  2 gender  3 email  4 mobile  5 address  6 type  7 amount > 0  8 PAN above 50000
//  9 PAN format  10 mode of payment
//
// Form 10BD's fields (issue #28, ../donor-id) are extra checks in their fields' places: the donation's
// 10BD type right after the type (6), and another ID for a donor with no PAN right after the PAN (9): an ID
// type and its number, checked for that type's shape, refused beside a PAN.
//
// Every donor must be reportable in the statement of donations (Form 10BD / 113), which takes English
// letters only: a name or address written in another script (Tamil) also needs its English-letters spelling
// (nameLatin, addressLatin: the form pre-fills a transliteration the donor corrects), checked right after
// the address. The donor's declaration of where the money comes from (source) follows the other ID: without
// FCRA registration (the `fcra` option, off by default) a foreign source, and a foreign tax ID, are refused.
// The site's form must send both (`from: 'form'`); API clients that never asked them (the original site's)
// may leave them out (`from: 'api'`): the pledge is kept undeclared, and staff give the English-letters
// spelling (the statement's report lists the donor until they do).
//
// A typed field holding a hidden character (see hiddenCharacter in ./common) is refused with that message
// alone, in its field's place in the order. Every value is judged and stored cleaned (NFC, line breaks '\n').

import * as z from 'zod/mini';
import { withInput, type FieldAttributes } from '../form-fields';
import type { MessageKey } from '../messages';
import type { Gender } from '../register';
import { ID_NUMBER_LENGTH, idNumberOf, isDonationCategory, isOtherIdType } from '../donor-id';
import { latinProblem, needsLatin } from '../latin';
import type { DonationCategory, OtherIdType } from '../donor-id';
import {
  cleanText,
  EMAIL_INPUT,
  EMAIL_PATTERN,
  hiddenCharacter,
  LIMITS,
  MOBILE_INPUT,
  MOBILE_PATTERN,
  normalizeMobile,
} from './common';
import { notifyFields, toOptIn } from './notify';
import type { PhoneOptIn } from '../channels';

export const DONATION_TYPES = ['One time', 'Monthly'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];
/** The placeholder option of the type select: never a valid answer. */
export const DONATION_TYPE_PLACEHOLDER = 'Select type';
export const PAYMENT_MODES = ['BHIM', 'UPI', 'Credit-card / Debit-card', 'Gpay'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const PAN_LENGTH = 10;
/** Above this amount (INR) a PAN is required. */
export const PAN_REQUIRED_ABOVE = 50_000;
/** The largest pledge taken online: 1 crore rupees. */
export const MAX_DONATION_AMOUNT = 10_000_000;

export const DONATION_FIELDS = [
  'uname',
  'gender',
  'email',
  'mobno',
  'address',
  'nameLatin',
  'addressLatin',
  'donate',
  'category',
  'amount',
  'panno',
  'idtype',
  'idno',
  'source',
  'modeofpay',
  'message',
] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];

export interface DonationInput {
  uname: string;
  gender: Gender;
  email: string;
  mobno: string;
  address: string;
  /** The name and address in English letters, when they are written in another script (the statement's). */
  nameLatin?: string | undefined;
  addressLatin?: string | undefined;
  donate: DonationType;
  /** Form 10BD's type of donation; absent on pledges from before it was asked: 'others'. */
  category?: DonationCategory | undefined;
  amount: number;
  panno?: string | undefined;
  /** A donor with no PAN: another identity document (../donor-id) and its number (normalized). */
  idtype?: OtherIdType | undefined;
  idno?: string | undefined;
  /** Where the money comes from, as the donor declared it; absent: not asked (an API client's pledge). */
  source?: DonationSource | undefined;
  modeofpay: PaymentMode;
  message?: string | undefined;
  /** The acknowledgement and the receipt notice also by WhatsApp or SMS, on `mobno` (opted in). */
  notify?: PhoneOptIn | undefined;
}

/**
 * The one choice the donation form asks ("What would you like to give?"): it sets the original site's type
 * (one time or monthly) and the statement's donation type (others, corpus, specific grant) together.
 */
export const GIFTS = ['once', 'monthly', 'corpus', 'specific'] as const;
export type Gift = (typeof GIFTS)[number];
export const GIFT_TERMS: Record<Gift, { donate: DonationType; category: DonationCategory }> = {
  once: { donate: 'One time', category: 'others' },
  monthly: { donate: 'Monthly', category: 'others' },
  corpus: { donate: 'One time', category: 'corpus' },
  specific: { donate: 'One time', category: 'specific-grant' },
};

/** The form's choice a pledge was made with. */
export function giftOf(pledge: { donate: DonationType; category?: DonationCategory | undefined }): Gift {
  if (pledge.category === 'corpus') return 'corpus';
  if (pledge.category === 'specific-grant') return 'specific';
  return pledge.donate === 'Monthly' ? 'monthly' : 'once';
}

/** The form's values with its one choice (sent as `donate`) written as the type and the category. */
export function withGiftTerms<V extends Partial<Record<string, unknown>>>(values: V): V {
  const gift = values.donate;
  return typeof gift === 'string' && gift in GIFT_TERMS ? { ...values, ...GIFT_TERMS[gift as Gift] } : values;
}

/** An Indian citizen giving from an Indian account, or a foreign source (OCI and PIO card holders too). */
export const DONATION_SOURCES = ['indian', 'foreign'] as const;
export type DonationSource = (typeof DONATION_SOURCES)[number];

export interface DonationRules {
  /** The trust is registered under FCRA: foreign sources and a foreign tax ID are taken. */
  fcra: boolean;
  /** Who sends it: the site's form asks the declaration and the English-letters spelling (then required). */
  from: 'form' | 'api';
}
export const DEFAULT_DONATION_RULES: DonationRules = { fcra: false, from: 'api' };

export interface DonationIssue {
  field: DonationField;
  key: MessageKey;
  params?: Record<string, string | number>;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? cleanText(v).trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/** The long multi-line fields, where a newline is allowed. */
const LINES: ReadonlyArray<DonationField> = ['address', 'message'];

/**
 * The amount as a number, or NaN: numbers and plain decimal strings ('2500', '2500.50') only, rupees and
 * paise (at most two decimals: a number 2500.505 is refused like the string '2500.505').
 */
export function parseAmount(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) && Math.round(v * 100) / 100 === v ? v : NaN;
  if (typeof v !== 'string') return NaN;
  const s = v.trim().replace(/,/g, '');
  return /^\d{1,12}(\.\d{1,2})?$/.test(s) ? Number(s) : NaN;
}

/** An amount refused only for its decimals ('2500.505'): it has its own message. */
const tooManyDecimals = (v: unknown) => /^\d{1,12}\.\d{3,}$/.test(text(v).replace(/,/g, ''));
/** The most characters an amount field takes (the ceiling is 8 digits; room for commas and paise). */
const AMOUNT_LENGTH = 12;

/**
 * Every failing check, in the original site's order (the first one is the one to show). Pure and total:
 * takes whatever a form or a request holds.
 */
export function donationIssues(
  values: Partial<Record<DonationField, unknown>>,
  rules: DonationRules = DEFAULT_DONATION_RULES,
): DonationIssue[] {
  const issues: DonationIssue[] = [];
  /** Fields refused for a hidden character: that message alone is said about them. */
  const hidden = new Set<DonationField>();
  const add = (field: DonationField, key: MessageKey, params?: Record<string, string | number>) => {
    if (!hidden.has(field)) issues.push(params ? { field, key, params } : { field, key });
  };
  /** A typed field's cleaned text, after refusing a hidden character in it (in the field's place in the order). */
  const typed = (field: DonationField): string => {
    const value = values[field];
    const key = typeof value === 'string' ? hiddenCharacter(cleanText(value), LINES.includes(field)) : undefined;
    if (key) {
      add(field, key);
      hidden.add(field);
    }
    return text(value);
  };

  const uname = typed('uname');
  if (!uname) add('uname', 'donation.name.required');
  else if (uname.length > LIMITS.name) add('uname', 'donation.name.tooLong', { max: LIMITS.name });

  const gender = text(values.gender);
  if (gender !== 'Male' && gender !== 'Female') add('gender', 'donation.gender.required');

  const email = typed('email');
  if (!email) add('email', 'donation.email.required');
  else if (email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) add('email', 'donation.email.invalid');

  const mobno = typed('mobno');
  if (!mobno) add('mobno', 'donation.mobile.required');
  else if (!MOBILE_PATTERN.test(normalizeMobile(mobno))) add('mobno', 'donation.mobile.invalid');

  const address = typed('address');
  if (!address) add('address', 'donation.address.required');
  else if (address.length > LIMITS.address) add('address', 'donation.address.tooLong', { max: LIMITS.address });

  const latin = (field: 'nameLatin' | 'addressLatin', kind: 'name' | 'address', max: number) => {
    const given = typed(field);
    if (!given && rules.from === 'api') return;
    const problem = latinProblem(given, kind, max);
    if (problem === 'tooLong') add(field, `donation.${kind}.tooLong` as const, { max });
    else if (problem) add(field, `donation.${field}.${problem}` as const);
  };
  if (needsLatin(uname)) latin('nameLatin', 'name', LIMITS.name);
  if (needsLatin(address)) latin('addressLatin', 'address', LIMITS.address);

  const donate = text(values.donate);
  if (!(DONATION_TYPES as readonly string[]).includes(donate)) add('donate', 'donation.type.required');

  const category = text(values.category);
  if (category && !isDonationCategory(category)) add('category', 'donation.category.invalid');

  typed('amount');
  const amount = parseAmount(values.amount);
  const amountOk = Number.isFinite(amount) && amount > 0;
  if (!amountOk) add('amount', tooManyDecimals(values.amount) ? 'donation.amount.decimals' : 'donation.amount.invalid');
  else if (amount > MAX_DONATION_AMOUNT) add('amount', 'donation.amount.tooLarge');

  const pan = typed('panno').toUpperCase();
  if (amountOk && amount > PAN_REQUIRED_ABOVE && !pan) add('panno', 'donation.pan.required');
  else if (pan && !PAN_PATTERN.test(pan)) add('panno', 'donation.pan.invalid');

  const idtype = text(values.idtype);
  const idno = typed('idno');
  if (idtype && !isOtherIdType(idtype)) add('idtype', 'donation.id.type');
  else if (idtype && pan) add('idtype', 'donation.id.withPan');
  else if (idno && !idtype) add('idtype', 'donation.id.type');
  else if (isOtherIdType(idtype) && !idno) add('idno', 'donation.id.required');
  else if (isOtherIdType(idtype) && !idNumberOf(idtype, idno)) add('idno', `donation.id.invalid.${idtype}` as const);
  else if (idtype === 'tin' && !rules.fcra) add('idtype', 'donation.id.foreign');

  const source = text(values.source);
  if (source && !(DONATION_SOURCES as readonly string[]).includes(source)) add('source', 'donation.source.required');
  else if (source === 'foreign' && !rules.fcra) add('source', 'donation.source.foreign');
  else if (!source && rules.from === 'form') add('source', 'donation.source.required');

  const mode = text(values.modeofpay);
  if (!(PAYMENT_MODES as readonly string[]).includes(mode)) add('modeofpay', 'donation.mode.required');

  const message = typed('message');
  if (message.length > LIMITS.message) add('message', 'donation.message.tooLong', { max: LIMITS.message });

  return issues;
}

// Every field is taken as it comes and judged by donationIssues (in the original site's order), so the limits a
// form should offer are registered on each field (see ../form-fields): the same ones donationIssues applies.
const loose = (hints: FieldAttributes) => withInput(z.optional(z.unknown()), hints);
const required = { required: true };

const donationShape = z.strictObject({
  uname: loose({ ...required, maxLength: LIMITS.name }),
  gender: loose(required),
  email: loose({ ...required, ...EMAIL_INPUT, maxLength: LIMITS.email }),
  // No length check: any spelling whose digits make a mobile number passes. Typing stops where the
  // other forms' mobile fields stop.
  mobno: loose({ ...required, ...MOBILE_INPUT, maxLength: LIMITS.short }),
  address: loose({ ...required, maxLength: LIMITS.address }),
  nameLatin: loose({ maxLength: LIMITS.name }),
  addressLatin: loose({ maxLength: LIMITS.address }),
  donate: loose(required),
  category: loose({}),
  amount: loose({ ...required, inputMode: 'decimal', maxLength: AMOUNT_LENGTH }),
  panno: loose({ maxLength: PAN_LENGTH }),
  idtype: loose({}),
  idno: loose({ maxLength: ID_NUMBER_LENGTH }),
  source: loose({}),
  modeofpay: loose(required),
  message: loose({ maxLength: LIMITS.message }),
  // Messages on the donor's mobile besides email: 'whatsapp', 'sms' or 'none' (absent: none).
  notifyChannel: notifyFields.notifyChannel,
});
type DonationShape = z.output<typeof donationShape>;

const makeSchema = (rules: DonationRules) =>
  z.pipe(
    donationShape.check(
      z.superRefine((values: DonationShape, ctx) => {
        for (const issue of donationIssues(values, rules)) {
          ctx.addIssue({
            code: 'custom',
            message: issue.key,
            path: [issue.field],
            ...(issue.params ? { params: issue.params } : {}),
          });
        }
      }),
    ),
    z.transform((v: DonationShape): DonationInput => {
      const pan = text(v.panno).toUpperCase();
      const message = text(v.message);
      const idtype = text(v.idtype);
      const category = text(v.category);
      const source = text(v.source);
      const nameLatin = needsLatin(text(v.uname)) ? text(v.nameLatin) : '';
      const addressLatin = needsLatin(text(v.address)) ? text(v.addressLatin) : '';
      return {
        uname: text(v.uname),
        gender: text(v.gender) as Gender,
        email: text(v.email),
        mobno: normalizeMobile(text(v.mobno)),
        address: text(v.address),
        nameLatin: nameLatin || undefined,
        addressLatin: addressLatin || undefined,
        donate: text(v.donate) as DonationType,
        category: isDonationCategory(category) ? category : 'others',
        amount: parseAmount(v.amount),
        panno: pan || undefined,
        idtype: isOtherIdType(idtype) ? idtype : undefined,
        idno: isOtherIdType(idtype) ? (idNumberOf(idtype, text(v.idno)) ?? undefined) : undefined,
        source: source === 'indian' || source === 'foreign' ? source : undefined,
        modeofpay: text(v.modeofpay) as PaymentMode,
        message: message || undefined,
        notify: toOptIn({ notifyChannel: v.notifyChannel, notifyPhone: normalizeMobile(text(v.mobno)) }),
      };
    }),
  );

const schemas = new Map<string, ReturnType<typeof makeSchema>>();
/** The pledge's schema under the deploy's rules (the form and the function use the same ones), made once. */
export function donationSchemaFor(rules: DonationRules = DEFAULT_DONATION_RULES): ReturnType<typeof makeSchema> {
  const key = `${rules.fcra}:${rules.from}`;
  const made = schemas.get(key) ?? makeSchema(rules);
  schemas.set(key, made);
  return made;
}

export const donationSchema = donationSchemaFor();

/** A short reference staff can match with the UPI payment, e.g. 'VT-7K3M9QXD'. */
export const DONATION_REFERENCE_PATTERN = /^VT-[0-9A-HJKMNP-TV-Z]{8}$/;
