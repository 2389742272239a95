// A donation pledge's checks. The original site's ten checks run IN ORDER with their exact
// messages; the first failing one is what the API answers as `error` and what the form shows. Our extra
// checks (email and mobile format, amount ceiling, lengths) sit right after the check of the same field.
//
//  1 name  2 gender  3 email  4 mobile  5 address  6 type  7 amount > 0  8 PAN above 50000
//  9 PAN format  10 mode of payment
//
// Form 10BD's fields (../donor-id) are extra checks in their fields' places: the donation's
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

import { idNumberOf, isDonationCategory, isOtherIdType } from '../donor-id';
import { latinProblem, needsLatin } from '../latin';
import type { MessageKey } from '../messages';
import { cleanText, EMAIL_PATTERN, hiddenCharacter, LIMITS, MOBILE_PATTERN, normalizeMobile } from './common';
import {
  DEFAULT_DONATION_RULES,
  DONATION_SOURCES,
  DONATION_TYPES,
  MAX_DONATION_AMOUNT,
  PAN_PATTERN,
  PAN_REQUIRED_ABOVE,
  PAYMENT_MODES,
  donationText as text,
  parseAmount,
  type DonationField,
  type DonationIssue,
  type DonationRules,
} from './donation-input';

/** The long multi-line fields, where a newline is allowed. */
const LINES: ReadonlyArray<DonationField> = ['address', 'message'];

/** An amount refused only for its decimals ('2500.505'): it has its own message. */
const tooManyDecimals = (v: unknown) => /^\d{1,12}\.\d{3,}$/.test(text(v).replace(/,/g, ''));
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

  const name = typed('name');
  if (!name) add('name', 'donation.name.required');
  else if (name.length > LIMITS.name) add('name', 'donation.name.tooLong', { max: LIMITS.name });

  const gender = text(values.gender);
  if (gender !== 'Male' && gender !== 'Female') add('gender', 'donation.gender.required');

  const email = typed('email');
  if (!email) add('email', 'donation.email.required');
  else if (email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) add('email', 'donation.email.invalid');

  const phone = typed('phone');
  if (!phone) add('phone', 'donation.mobile.required');
  else if (!MOBILE_PATTERN.test(normalizeMobile(phone))) add('phone', 'donation.mobile.invalid');

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
  if (needsLatin(name)) latin('nameLatin', 'name', LIMITS.name);
  if (needsLatin(address)) latin('addressLatin', 'address', LIMITS.address);

  const frequency = text(values.frequency);
  if (!(DONATION_TYPES as readonly string[]).includes(frequency)) add('frequency', 'donation.type.required');

  const category = text(values.category);
  if (category && !isDonationCategory(category)) add('category', 'donation.category.invalid');

  typed('amount');
  const amount = parseAmount(values.amount);
  const amountOk = Number.isFinite(amount) && amount > 0;
  if (!amountOk) add('amount', tooManyDecimals(values.amount) ? 'donation.amount.decimals' : 'donation.amount.invalid');
  else if (amount > MAX_DONATION_AMOUNT) add('amount', 'donation.amount.tooLarge');

  const pan = typed('pan').toUpperCase();
  if (amountOk && amount > PAN_REQUIRED_ABOVE && !pan) add('pan', 'donation.pan.required');
  else if (pan && !PAN_PATTERN.test(pan)) add('pan', 'donation.pan.invalid');

  const idType = text(values.idType);
  const idNumber = typed('idNumber');
  if (idType && !isOtherIdType(idType)) add('idType', 'donation.id.type');
  else if (idType && pan) add('idType', 'donation.id.withPan');
  else if (idNumber && !idType) add('idType', 'donation.id.type');
  else if (isOtherIdType(idType) && !idNumber) add('idNumber', 'donation.id.required');
  else if (isOtherIdType(idType) && !idNumberOf(idType, idNumber))
    add('idNumber', `donation.id.invalid.${idType}` as const);
  else if (idType === 'tin' && !rules.fcra) add('idType', 'donation.id.foreign');

  const source = text(values.source);
  if (source && !(DONATION_SOURCES as readonly string[]).includes(source)) add('source', 'donation.source.required');
  else if (source === 'foreign' && !rules.fcra) add('source', 'donation.source.foreign');
  else if (!source && rules.from === 'form') add('source', 'donation.source.required');

  const mode = text(values.paymentMode);
  if (!(PAYMENT_MODES as readonly string[]).includes(mode)) add('paymentMode', 'donation.mode.required');

  const message = typed('message');
  if (message.length > LIMITS.message) add('message', 'donation.message.tooLong', { max: LIMITS.message });

  return issues;
}
