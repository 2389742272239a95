// The Donations page's calls through the staff client (../api.ts: a 401 there shows the sign-in
// form and sends the call again). Apart from adminApi so the other staff pages do not load them.

import type { Receipt, Received, YearFiling } from '../../../lib/donations';
import type {
  DataAnswer,
  Form10bdAnswer,
  PledgeMarked,
  ReceiptAnswer,
  ReceiptPdf,
  StatementAnswer,
} from '../../../lib/staff-api';
import { call } from '../api';

export const donationsApi = {
  /** A pledge's 80G receipts (ID masked). */
  receipts: (pledgeId: string) =>
    call<DataAnswer<Receipt[]>>(`/api/admin/donations/${encodeURIComponent(pledgeId)}/receipts`),
  /** A person confirms the money came (never the statement alone). */
  markReceived: (pledgeId: string, received: Pick<Received, 'date' | 'mode' | 'amount' | 'reference'>) =>
    call<PledgeMarked>(`/api/admin/donations/${encodeURIComponent(pledgeId)}/received`, {
      method: 'POST',
      body: JSON.stringify(received),
    }),
  latin: (pledgeId: string, spelling: { name: string; address: string }) =>
    call<PledgeMarked>(`/api/admin/donations/${encodeURIComponent(pledgeId)}/latin`, {
      method: 'POST',
      body: JSON.stringify(spelling),
    }),
  issueReceipt: (pledgeId: string) =>
    call<ReceiptAnswer>(`/api/admin/donations/${encodeURIComponent(pledgeId)}/receipt`, { method: 'POST' }),
  cancelReceipt: (receiptId: string, reason: string) =>
    call<ReceiptAnswer>(`/api/admin/receipts/${encodeURIComponent(receiptId)}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    }),
  /** The receipt's PDF (base64; audited). */
  receiptPdf: (receiptId: string) =>
    call<ReceiptPdf>(`/api/admin/receipts/${encodeURIComponent(receiptId)}/pdf`, { method: 'POST' }),
  /** A bank statement's CSV text: the proposed matches and what needs review (nothing is marked). */
  matchStatement: (csv: string) =>
    call<StatementAnswer>('/api/admin/statement', { method: 'POST', body: JSON.stringify({ csv }) }),
  /** A year's Form 10BD: the CSV (full IDs; audited) and the donors left out. */
  form10bd: (fy: string) => call<Form10bdAnswer>(`/api/admin/form10bd/${encodeURIComponent(fy)}`, { method: 'POST' }),
  markFiled: (fy: string, acknowledgement: string) =>
    call<DataAnswer<YearFiling>>(`/api/admin/form10bd/${encodeURIComponent(fy)}/filed`, {
      method: 'POST',
      body: JSON.stringify({ acknowledgement }),
    }),
  markCertificate: (fy: string, donor: string) =>
    call<DataAnswer<YearFiling>>(`/api/admin/form10bd/${encodeURIComponent(fy)}/10be`, {
      method: 'POST',
      body: JSON.stringify({ donor }),
    }),
};
