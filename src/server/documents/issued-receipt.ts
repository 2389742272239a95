// An issued receipt (src/lib/donations.ts) as the documents module draws it (./receipt-pdf.ts,
// input checked by ./receipt-document.ts): the trust's details from the site settings (./trust),
// the donor, the money, the wording of the law the receipt was issued under (src/lib/tax-law.ts), in the
// receipt's language. The same receipt always gives the same PDF; a cancelled one says CANCELLED and why.
// Money received outside the approval its law rests on is drawn not eligible, like cash above ₹2,000.

import { receiptLaw, toPaise, type Receipt } from '../../lib/donations';
import type { ReceiptDocument } from './receipt-document';
import { renderReceiptPdf as drawReceipt } from './receipt-pdf';
import { approvalUnder, trustDetails } from './trust';

export function receiptDocument(receipt: Receipt): ReceiptDocument {
  const trust = trustDetails(receipt.lang);
  const law = receiptLaw(receipt);
  const approval = approvalUnder(trust, law);
  const covered = receipt.received.date >= approval.validFrom && receipt.received.date <= approval.validTo;
  return {
    language: receipt.lang,
    trust: {
      name: trust.name,
      address: trust.address,
      pan: trust.pan,
      registration80G: trust.registration80G,
      validFrom: trust.validFrom,
      validTo: trust.validTo,
      approval354: { number: trust.approval354, validFrom: trust.approvalFrom, validTo: trust.approvalTo },
      registration12AB: trust.registration12AB,
      csr1: trust.csr1,
    },
    law,
    receiptNumber: receipt.number,
    date: receipt.date,
    receivedOn: receipt.received.date,
    donor: {
      name: receipt.donor.name,
      address: receipt.donor.address,
      idType: receipt.donor.idType,
      idNumber: receipt.donor.idType ? receipt.donor.idNumber : null,
      ...(receipt.donor.latin?.name ? { nameLatin: receipt.donor.latin.name } : {}),
    },
    amountPaise: toPaise(receipt.received.amount),
    mode: receipt.received.mode,
    reference: receipt.received.reference || null,
    kind: receipt.category,
    eligible80G: receipt.eligible80G && covered,
    cancelled: receipt.cancelled ? { on: receipt.cancelled.at.slice(0, 10), reason: receipt.cancelled.reason } : null,
    signatory: trust.signatory,
  };
}

/** The receipt's PDF. */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  return drawReceipt(receiptDocument(receipt));
}
