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
  DEFAULT_DONATION_RULES,
  PAN_LENGTH,
  donationText as text,
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
