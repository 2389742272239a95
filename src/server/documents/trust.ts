// The trust as every receipt and statement (Form 10BD, Form 113) name it: from the site settings editors
// change in the CMS (src/data/site.json `receipts`, beside the trust's name and address; checked by
// src/lib/site.ts). While `sample` is true the values are stand-ins, and each receipt says so.

import type { Locale } from '../../lib/locale';
import type { TaxLaw } from '../../lib/tax-law';
import { siteIn } from '../../lib/site-settings';

export interface TrustDetails {
  name: string;
  /** The postal address, one line per part. */
  address: string[];
  pan: string;
  /** The 80G Unique Registration Number and the day it was issued. */
  registration80G: string;
  registeredOn: string;
  /** The approval's validity, YYYY-MM-DD. */
  validFrom: string;
  validTo: string;
  /** The approval under section 354 of the 2025 Act: its number, the day given, its validity. */
  approval354: string;
  approvedOn: string;
  approvalFrom: string;
  approvalTo: string;
  registration12AB: string;
  csr1: string;
  signatory: { name: string; title: string };
  sample: boolean;
}

/** The approval a law's deduction rests on: the 80G URN (1961 Act) or the section 354 approval (2025 Act). */
export function approvalUnder(
  trust: TrustDetails,
  law: TaxLaw,
): { number: string; issuedOn: string; validFrom: string; validTo: string } {
  return law === 'it2025'
    ? {
        number: trust.approval354,
        issuedOn: trust.approvedOn,
        validFrom: trust.approvalFrom,
        validTo: trust.approvalTo,
      }
    : {
        number: trust.registration80G,
        issuedOn: trust.registeredOn,
        validFrom: trust.validFrom,
        validTo: trust.validTo,
      };
}

export function trustDetails(locale: Locale): TrustDetails {
  const s = siteIn(locale);
  const r = s.receipts;
  return {
    name: s.trustName,
    address: [s.address.line1, s.address.line2, `${s.address.city} ${s.address.postalCode}`, s.address.state].filter(
      Boolean,
    ),
    pan: r.pan,
    registration80G: r.registration80G,
    registeredOn: r.registeredOn,
    validFrom: r.validFrom,
    validTo: r.validTo,
    approval354: r.approval354,
    approvedOn: r.approvedOn,
    approvalFrom: r.approvalFrom,
    approvalTo: r.approvalTo,
    registration12AB: r.registration12AB,
    csr1: r.csr1,
    signatory: { name: r.signatory.name, title: r.signatory.title },
    sample: r.sample === true,
  };
}
