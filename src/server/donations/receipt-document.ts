// An issued receipt (src/lib/donations.ts) as the documents module draws it (./documents/receipt-pdf.ts,
// input checked by ./documents/receipt-document.ts): the trust's details from the site settings (./trust),
// the donor, the money, the 80G wording, in the receipt's language. The same receipt always gives the same
// PDF; a cancelled one says CANCELLED and why. A receipt dated outside the trust's 80G approval is drawn
// not eligible, like cash above ₹2,000.

import { toPaise, type Receipt } from '../../lib/donations';
import type { ReceiptDocument } from './documents/receipt-document';
import { renderReceiptPdf as drawReceipt } from './documents/receipt-pdf';
import { trustDetails } from './trust';

export function receiptDocument(receipt: Receipt): ReceiptDocument {
  const trust = trustDetails(receipt.lang);
  const covered = receipt.received.date >= trust.validFrom && receipt.received.date <= trust.validTo;
  return {
    language: receipt.lang,
    trust: {
      name: trust.name,
      address: trust.address,
      pan: trust.pan,
      registration80G: trust.registration80G,
      validFrom: trust.validFrom,
      validTo: trust.validTo,
    },
    receiptNumber: receipt.number,
    date: receipt.date,
    receivedOn: receipt.received.date,
    donor: {
      name: receipt.donor.name,
      address: receipt.donor.address,
      idType: receipt.donor.idType,
      idNumber: receipt.donor.idType ? receipt.donor.idNumber : null,
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
