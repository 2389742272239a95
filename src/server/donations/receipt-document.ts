// An issued receipt (src/lib/donations.ts) as the documents module draws it (./documents/receipt-pdf.ts):
// the trust's details from the site settings (./trust), the donor, the money, the 80G wording, in the
// receipt's language. The same receipt always gives the same PDF; a cancelled one says CANCELLED and why.

import { toPaise, type Receipt } from '../../lib/donations';
import { renderReceipt, type ReceiptDocument } from './documents/receipt-pdf';
import { trustDetails } from './trust';

export function receiptDocument(receipt: Receipt): ReceiptDocument {
  const trust = trustDetails(receipt.lang);
  return {
    language: receipt.lang,
    trust: {
      name: trust.name,
      address: trust.address.join(', '),
      pan: trust.pan,
      registration80G: trust.registration80G,
      validFrom: trust.validFrom,
      validTo: trust.validTo,
    },
    receiptNumber: receipt.number,
    date: receipt.date,
    donor: {
      name: receipt.donor.name,
      address: receipt.donor.address,
      idType: receipt.donor.idType,
      idNumber: receipt.donor.idNumber,
    },
    amountPaise: toPaise(receipt.received.amount),
    mode: receipt.received.mode,
    reference: receipt.received.reference,
    receivedOn: receipt.received.date,
    kind: receipt.category,
    eligible80G: receipt.eligible80G,
    cancelled: receipt.cancelled ? { reason: receipt.cancelled.reason, on: receipt.cancelled.at.slice(0, 10) } : null,
    signatory: trust.signatory,
    sample: trust.sample,
  };
}

/** The receipt's PDF. */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  return renderReceipt(receiptDocument(receipt));
}
