// Staff download a receipt's PDF: the receipt as issued, drawn again the same way (a cancelled
// one says so). It carries the donor's full ID: audited.

import { adminText } from '../../../i18n/admin';
import type { Receipt } from '../../../lib/donations';
import { renderReceiptPdf } from '../../documents/issued-receipt';
import { DomainError } from '../../errors';
import { audit, type StaffAct } from '../staff/act';

export async function receiptPdf(act: StaffAct, receiptId: string): Promise<{ receipt: Receipt; pdf: Buffer }> {
  const receipt = await act.store.donations.receipt(receiptId);
  if (!receipt) throw DomainError.notFound(adminText.api.notFound);
  const pdf = await renderReceiptPdf(receipt);
  await audit(act, {
    action: 'receipt.download',
    kind: 'donations',
    recordId: receipt.pledgeId,
    detail: receipt.number,
  });
  return { receipt, pdf };
}
