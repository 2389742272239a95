// The original site's donation calls, at the edge: POST /api/donation takes a pledge in that site's field
// names (uname, mobno, panno, idtype, idno, modeofpay, donate) and GET /api/donation lists pledges in that
// site's shape. Inside, a pledge has the domain's names (src/lib/schemas/donation); this module renames on
// the way in and on the way out, so these calls answer exactly as they always have: the same checks in the
// same order, and a refused field named as the caller named it.

import * as z from 'zod/mini';
import type { StoredRecord } from '../../lib/records';
import { maskPan } from '../../lib/pan';
import {
  DONATION_SHAPE,
  donationInputOf,
  donationIssues,
  oncePerRules,
  type DonationField,
  type DonationInput,
  type DonationRules,
  type DonationValues,
} from '../../lib/schemas/donation';

/** The original site's name of each renamed field; the others (gender, email, amount, …) are the same. */
export const LEGACY_DONATION_NAMES = {
  name: 'uname',
  phone: 'mobno',
  frequency: 'donate',
  pan: 'panno',
  idType: 'idtype',
  idNumber: 'idno',
  paymentMode: 'modeofpay',
} as const satisfies Partial<Record<DonationField, string>>;

type Renamed = keyof typeof LEGACY_DONATION_NAMES;
type LegacyName = (typeof LEGACY_DONATION_NAMES)[Renamed];

const DOMAIN_NAMES = Object.fromEntries(
  Object.entries(LEGACY_DONATION_NAMES).map(([domain, legacy]) => [legacy, domain]),
) as Record<LegacyName, Renamed>;

/** A field's name as the original site's callers know it. */
const legacyName = (field: DonationField): string =>
  (LEGACY_DONATION_NAMES as Partial<Record<DonationField, string>>)[field] ?? field;

/** The same fields as the domain's shape, each under its original name (a domain name is unknown here). */
const legacyShape = z.strictObject({
  uname: DONATION_SHAPE.name,
  gender: DONATION_SHAPE.gender,
  email: DONATION_SHAPE.email,
  mobno: DONATION_SHAPE.phone,
  address: DONATION_SHAPE.address,
  nameLatin: DONATION_SHAPE.nameLatin,
  addressLatin: DONATION_SHAPE.addressLatin,
  donate: DONATION_SHAPE.frequency,
  category: DONATION_SHAPE.category,
  amount: DONATION_SHAPE.amount,
  panno: DONATION_SHAPE.pan,
  idtype: DONATION_SHAPE.idType,
  idno: DONATION_SHAPE.idNumber,
  source: DONATION_SHAPE.source,
  modeofpay: DONATION_SHAPE.paymentMode,
  message: DONATION_SHAPE.message,
  notifyChannel: DONATION_SHAPE.notifyChannel,
});
type LegacyValues = z.output<typeof legacyShape>;

/** The values under the domain's names. */
function domainValues(values: LegacyValues): DonationValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [DOMAIN_NAMES[key as LegacyName] ?? key, value]),
  );
}

const makeSchema = (rules: DonationRules) =>
  z.pipe(
    legacyShape.check(
      z.superRefine((values: LegacyValues, ctx) => {
        for (const issue of donationIssues(domainValues(values), rules)) {
          ctx.addIssue({
            code: 'custom',
            message: issue.key,
            path: [legacyName(issue.field)],
            ...(issue.params ? { params: issue.params } : {}),
          });
        }
      }),
    ),
    z.transform((values: LegacyValues): DonationInput => donationInputOf(domainValues(values))),
  );

/** POST /api/donation's schema under the deploy's rules: the original names in, the domain's pledge out. */
export const legacyDonationSchemaFor = oncePerRules(makeSchema);

/** A pledge as GET /api/donation lists it (the original site's row; the PAN masked). */
export function legacyDonationRow(r: StoredRecord<'donations'>): Record<string, unknown> {
  return {
    _id: r.id,
    uname: r.name,
    gender: r.gender,
    email: r.email,
    mobno: r.phone,
    address: r.address,
    donate: r.frequency,
    amount: r.amount,
    panno: r.pan ? maskPan(r.pan) : '',
    modeofpay: r.paymentMode,
    message: r.message ?? '',
    createdAt: r.createdAt,
  };
}
