// Receipts: issued by a person for a pledge whose money a person confirmed, under the law in force the day
// the money was received (src/lib/tax-law.ts: 80G of the 1961 Act, or section 133 of the 2025 Act),
// numbered by the store from the counter of that day's tax year, in the same step that writes the receipt
// (no gap, no repeat; a year has one law, so each law's numbers are gap-free too), and
// mailed to the donor through the outbox in their language with the PDF (../../notify/mail/receipt.ts). A
// receipt is never changed or deleted: it is cancelled with a reason, and a new one issued. Each step audited.

import { adminText } from '../../../i18n/admin';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import { eligible80G, type Receipt } from '../../../lib/donations';
import { lawOn, taxYearOf } from '../../../lib/tax-law';
import { toLocale } from '../../../lib/locale';
import type { StoredRecord } from '../../../lib/records';
import { cleanText, hiddenCharacter } from '../../../lib/schemas/common';
import { indiaToday } from '../../../lib/time';
import { DomainError } from '../../errors';
import type { ReceiptDraft } from '../../store/port/donations';
import { audit, staffStamp, type StaffAct } from '../staff/act';

const words = adminDonationsText.donationsApi;
const REASON = { min: 3, max: 200 };

/** The receipt a received pledge gets now: everything it says, written once. */
export function receiptDraft(
  pledge: StoredRecord<'donations'>,
  act: StaffAct,
  replaces: string | undefined,
): ReceiptDraft {
  const received = pledge.received!;
  const idType = pledge.pan ? 'pan' : (pledge.idType ?? null);
  const date = indiaToday(act.now);
  return {
    id: crypto.randomUUID(),
    pledgeId: pledge.id,
    pledgeReference: pledge.reference,
    fy: taxYearOf(received.date),
    law: lawOn(received.date),
    date,
    issuedAt: act.now.toISOString(),
    issuedBy: act.actor.slice(0, 8),
    lang: toLocale(pledge.lang),
    donor: {
      name: pledge.name,
      address: pledge.address,
      email: pledge.email,
      idType,
      idNumber: pledge.pan ?? pledge.idNumber ?? '',
      ...(pledge.nameLatin || pledge.addressLatin
        ? {
            latin: {
              ...(pledge.nameLatin ? { name: pledge.nameLatin } : {}),
              ...(pledge.addressLatin ? { address: pledge.addressLatin } : {}),
            },
          }
        : {}),
    },
    category: pledge.category ?? 'others',
    received: { date: received.date, mode: received.mode, amount: received.amount, reference: received.reference },
    eligible80G: eligible80G(received.mode, received.amount),
    ...(replaces ? { replaces } : {}),
  };
}

/** Issue the pledge's receipt (refused without confirmed money or with a receipt in force). */
export async function issueReceipt(act: StaffAct, pledgeId: string): Promise<Receipt> {
  const pledge = await act.store.records.get('donations', pledgeId);
  if (!pledge) throw DomainError.notFound(adminText.api.notFound);
  if (!pledge.received) throw DomainError.conflict(words.notReceived);
  const earlier = await act.store.donations.receiptsOf(pledgeId);
  if (earlier.some((r) => !r.cancelled)) throw DomainError.conflict(words.receiptInForce);
  const draft = receiptDraft(pledge, act, earlier.at(-1)?.id);
  const issued = await act.store.donations.issueReceipt({
    draft,
    notices: [
      { type: 'receipt', dueMs: act.now.getTime() },
      // The receipt notice on the donor's phone too, when they chose a channel (the PDF goes by email).
      ...(pledge.notify
        ? [{ type: 'receipt' as const, dueMs: act.now.getTime(), channel: pledge.notify.channel }]
        : []),
    ],
  });
  if (!issued.ok && issued.refused === 'missing') throw DomainError.notFound(adminText.api.notFound);
  if (!issued.ok) throw DomainError.conflict(issued.refused === 'issued' ? words.receiptInForce : words.notReceived);
  await audit(act, { action: 'receipt.issue', kind: 'donations', recordId: pledgeId, detail: issued.receipt.number });
  return issued.receipt;
}

/** The reason staff typed for a cancellation, checked; else 400. */
export function cancelReason(value: unknown): string {
  const reason = typeof value === 'string' ? cleanText(value).trim() : '';
  if (reason.length < REASON.min || reason.length > REASON.max || hiddenCharacter(reason, false)) {
    throw DomainError.invalid(words.reason, { reason: words.reason });
  }
  return reason;
}

/** Cancel a receipt with a reason; it stays, marked cancelled. */
export async function cancelReceipt(act: StaffAct, receiptId: string, reason: string): Promise<Receipt> {
  const done = await act.store.donations.cancelReceipt(receiptId, {
    ...staffStamp(act),
    reason,
  });
  if (!done.ok && done.refused === 'missing') throw DomainError.notFound(adminText.api.notFound);
  if (!done.ok) throw DomainError.conflict(words.alreadyCancelled);
  const { receipt } = done;
  await audit(act, { action: 'receipt.cancel', kind: 'donations', recordId: receipt.pledgeId, detail: receipt.number });
  return receipt;
}

/** A pledge's receipts (staff's view: everything the receipt says, ID masked by the caller). */
export async function receiptsOf(act: StaffAct, pledgeId: string): Promise<Receipt[]> {
  return act.store.donations.receiptsOf(pledgeId);
}
