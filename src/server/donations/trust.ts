// The trust as every 80G receipt and Form 10BD name it: from the site settings editors change in the CMS
// (src/data/site.json `receipts`, beside the trust's name and address; checked by src/lib/site.ts). While
// `sample` is true the values are stand-ins, and each receipt says so.

import type { Locale } from '../../lib/locale';
import { siteIn } from '../../lib/site';

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
  signatory: { name: string; title: string };
  sample: boolean;
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
    signatory: { name: r.signatory.name, title: r.signatory.title },
    sample: r.sample === true,
  };
}
