// The donation pledge's schema, for the form and the function: every field taken as it comes, judged by
// donationIssues (./donation-issues) in the original site's order, and stored cleaned as a DonationInput
// (./donation-input). Callers import the pledge's terms and checks from here too.

import * as z from 'zod/mini';
import { withInput, type FieldAttributes } from '../form-fields';
import type { Gender } from '../register';
import { ID_NUMBER_LENGTH, idNumberOf, isDonationCategory, isOtherIdType } from '../donor-id';
import { needsLatin } from '../latin';
import { EMAIL_INPUT, LIMITS, MOBILE_INPUT, normalizeMobile } from './common';
import { notifyFields, toOptIn } from './notify';
import {
  AMOUNT_LENGTH,
  PAN_LENGTH,
  donationText as text,
  oncePerRules,
  parseAmount,
  type DonationInput,
  type DonationRules,
  type DonationType,
  type PaymentMode,
} from './donation-input';
import { donationIssues } from './donation-issues';

export * from './donation-input';
export { donationIssues } from './donation-issues';

// Every field is taken as it comes and judged by donationIssues (in the original site's order), so the limits a
// form should offer are registered on each field (see ../form-fields): the same ones donationIssues applies.
const loose = (hints: FieldAttributes) => withInput(z.optional(z.unknown()), hints);
const required = { required: true };

/** The pledge's fields, each taken as it comes (the limits a form offers registered on each). */
export const DONATION_SHAPE = {
  name: loose({ ...required, maxLength: LIMITS.name }),
  gender: loose(required),
  email: loose({ ...required, ...EMAIL_INPUT, maxLength: LIMITS.email }),
  // No length check: any spelling whose digits make a mobile number passes. Typing stops where the
  // other forms' mobile fields stop.
  phone: loose({ ...required, ...MOBILE_INPUT, maxLength: LIMITS.short }),
  address: loose({ ...required, maxLength: LIMITS.address }),
  nameLatin: loose({ maxLength: LIMITS.name }),
  addressLatin: loose({ maxLength: LIMITS.address }),
  frequency: loose(required),
  category: loose({}),
  amount: loose({ ...required, inputMode: 'decimal', maxLength: AMOUNT_LENGTH }),
  pan: loose({ maxLength: PAN_LENGTH }),
  idType: loose({}),
  idNumber: loose({ maxLength: ID_NUMBER_LENGTH }),
  source: loose({}),
  paymentMode: loose(required),
  message: loose({ maxLength: LIMITS.message }),
  // Messages on the donor's mobile besides email: 'whatsapp', 'sms' or 'none' (absent: none).
  notifyChannel: notifyFields.notifyChannel,
};
const donationShape = z.strictObject(DONATION_SHAPE);
/** The pledge's fields as taken, before they are judged. */
export type DonationValues = z.output<typeof donationShape>;

/** The pledge as stored, from values donationIssues found nothing wrong with: cleaned, trimmed, normalized. */
export function donationInputOf(v: DonationValues): DonationInput {
  const pan = text(v.pan).toUpperCase();
  const message = text(v.message);
  const idType = text(v.idType);
  const category = text(v.category);
  const source = text(v.source);
  const nameLatin = needsLatin(text(v.name)) ? text(v.nameLatin) : '';
  const addressLatin = needsLatin(text(v.address)) ? text(v.addressLatin) : '';
  return {
    name: text(v.name),
    gender: text(v.gender) as Gender,
    email: text(v.email),
    phone: normalizeMobile(text(v.phone)),
    address: text(v.address),
    nameLatin: nameLatin || undefined,
    addressLatin: addressLatin || undefined,
    frequency: text(v.frequency) as DonationType,
    category: isDonationCategory(category) ? category : 'others',
    amount: parseAmount(v.amount),
    pan: pan || undefined,
    idType: isOtherIdType(idType) ? idType : undefined,
    idNumber: isOtherIdType(idType) ? (idNumberOf(idType, text(v.idNumber)) ?? undefined) : undefined,
    source: source === 'indian' || source === 'foreign' ? source : undefined,
    paymentMode: text(v.paymentMode) as PaymentMode,
    message: message || undefined,
    notify: toOptIn({ notifyChannel: v.notifyChannel, notifyPhone: normalizeMobile(text(v.phone)) }),
  };
}

const makeSchema = (rules: DonationRules) =>
  z.pipe(
    donationShape.check(
      z.superRefine((values: DonationValues, ctx) => {
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
    z.transform(donationInputOf),
  );

/** The pledge's schema under the deploy's rules (the form and the function use the same ones), made once. */
export const donationSchemaFor = oncePerRules(makeSchema);

export const donationSchema = donationSchemaFor();
