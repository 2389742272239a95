// A donation pledge's terms: its fields, the choices they take, the stored shape and the rules a deploy sets.
// The checks are in ./donation-issues, the schema the form and the function use in ./donation.

import type { MessageKey } from '../messages';
import type { Gender } from '../register';
import type { DonationCategory, OtherIdType } from '../donor-id';
import type { PhoneOptIn } from '../channels';
import { cleanText } from './common';

export const DONATION_TYPES = ['One time', 'Monthly'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];
/** The placeholder option of the type select: never a valid answer. */
export const DONATION_TYPE_PLACEHOLDER = 'Select type';
export const PAYMENT_MODES = ['BHIM', 'UPI', 'Credit-card / Debit-card', 'Gpay'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** The most characters a PAN field takes. */
export const PAN_LENGTH = 10;
/** Above this amount (INR) a PAN is required. */
export const PAN_REQUIRED_ABOVE = 50_000;
/** The largest pledge taken online: 1 crore rupees. */
export const MAX_DONATION_AMOUNT = 10_000_000;

export const DONATION_FIELDS = [
  'name',
  'gender',
  'email',
  'phone',
  'address',
  'nameLatin',
  'addressLatin',
  'frequency',
  'category',
  'amount',
  'pan',
  'idType',
  'idNumber',
  'source',
  'paymentMode',
  'message',
] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];

export interface DonationInput {
  name: string;
  gender: Gender;
  email: string;
  phone: string;
  address: string;
  /** The name and address in English letters, when they are written in another script (the statement's). */
  nameLatin?: string | undefined;
  addressLatin?: string | undefined;
  frequency: DonationType;
  /** Form 10BD's type of donation; absent on pledges from before it was asked: 'others'. */
  category?: DonationCategory | undefined;
  amount: number;
  pan?: string | undefined;
  /** A donor with no PAN: another identity document (../donor-id) and its number (normalized). */
  idType?: OtherIdType | undefined;
  idNumber?: string | undefined;
  /** Where the money comes from, as the donor declared it; absent: not asked (an API client's pledge). */
  source?: DonationSource | undefined;
  paymentMode: PaymentMode;
  message?: string | undefined;
  /** The acknowledgement and the receipt notice also by WhatsApp or SMS, on `phone` (opted in). */
  notify?: PhoneOptIn | undefined;
}

/**
 * The one choice the donation form asks ("What would you like to give?"): it sets the original site's type
 * (one time or monthly) and the statement's donation type (others, corpus, specific grant) together.
 */
export const GIFTS = ['once', 'monthly', 'corpus', 'specific'] as const;
export type Gift = (typeof GIFTS)[number];
export const GIFT_TERMS: Record<Gift, { frequency: DonationType; category: DonationCategory }> = {
  once: { frequency: 'One time', category: 'others' },
  monthly: { frequency: 'Monthly', category: 'others' },
  corpus: { frequency: 'One time', category: 'corpus' },
  specific: { frequency: 'One time', category: 'specific-grant' },
};

/** The form's choice a pledge was made with. */
export function giftOf(pledge: { frequency: DonationType; category?: DonationCategory | undefined }): Gift {
  if (pledge.category === 'corpus') return 'corpus';
  if (pledge.category === 'specific-grant') return 'specific';
  return pledge.frequency === 'Monthly' ? 'monthly' : 'once';
}

/**
 * The form's values with its one choice (`gift`) written as the pledge's frequency and category; an unknown or
 * missing choice leaves the frequency empty, so the type check refuses it.
 */
export function withGiftTerms(values: Partial<Record<string, unknown>>): Partial<Record<string, unknown>> {
  const { gift, ...rest } = values;
  // Anything but a gift's name spreads no own fields (undefined, or an Object method): no frequency then.
  return { ...rest, ...GIFT_TERMS[gift as Gift] };
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

/** `make` (a schema under a deploy's rules) made once per set of rules, then reused. */
export function oncePerRules<T>(make: (rules: DonationRules) => T): (rules?: DonationRules) => T {
  const made = new Map<string, T>();
  return (rules = DEFAULT_DONATION_RULES) => {
    const key = `${rules.fcra}:${rules.from}`;
    const value = made.get(key) ?? make(rules);
    made.set(key, value);
    return value;
  };
}

export interface DonationIssue {
  field: DonationField;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** A field's value as cleaned, trimmed text ('' for anything else). */
export const donationText = (v: unknown): string =>
  typeof v === 'string' ? cleanText(v).trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

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

/** The most characters an amount field takes (the ceiling is 8 digits; room for commas and paise). */
export const AMOUNT_LENGTH = 12;

/** A short reference staff can match with the UPI payment, e.g. 'VT-7K3M9QXD'. */
export const DONATION_REFERENCE_PATTERN = /^VT-[0-9A-HJKMNP-TV-Z]{8}$/;
