// Donations staff can account for (src/server/services/donations/):
//   GET  /api/admin/donations/:id/receipts         -> { success, data: Receipt[] }  (ID numbers masked)
//   POST /api/admin/donations/:id/received { date, mode, amount, reference } -> { success, pledge } | 404 | 409
//   POST /api/admin/donations/:id/receipt          -> { success, receipt }  | 404 | 409 (no money, or in force)
//   POST /api/admin/donations/:id/latin { name, address } -> { success, pledge }  English letters, audited
//   POST /api/admin/receipts/:id/cancel { reason } -> { success, receipt }  | 404 | 409
//   POST /api/admin/receipts/:id/pdf               -> { success, filename, pdf (base64) }  audited
//   POST /api/admin/statement { csv }              -> { success, proposals, review }  (proposes only)
//   POST /api/admin/form10bd/:fy                   -> { success, fy, csv, donors, excluded, filing }  audited
//   POST /api/admin/form10bd/:fy/filed { acknowledgement } -> { success, filing }
//   POST /api/admin/form10bd/:fy/10be { donor }    -> { success, filing }
// Staff only (401); every POST refuses a cross-site request (403) and is written to the audit log.

import { adminText } from '../../i18n/admin';
import { adminDonationsText } from '../../i18n/admin-donations-page';
import { maskDonorId } from '../../lib/donation-terms';
import { isFinancialYear, type Receipt } from '../../lib/donations';
import { withMaskedPan } from '../../lib/pan';
import type { DataAnswer } from '../../lib/staff-api';
import type { Form10bdAnswer, PledgeMarked, ReceiptAnswer, ReceiptPdf, StatementAnswer } from '../../lib/staff-api';
import type { YearFiling } from '../../lib/donations';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { deliverAfterResponse } from '../notify/sender';
import { form10bdReport, markCertificateSent, markFiled } from '../services/donations/form10bd';
import { markReceived, receivedInput } from '../services/donations/received';
import { correctLatin, latinInput } from '../services/donations/latin';
import { receiptPdf } from '../services/donations/receipt-pdf';
import { cancelReason, cancelReceipt, issueReceipt, receiptsOf } from '../services/donations/receipts';
import { matchStatement, STATEMENT_MAX_BYTES } from '../services/donations/statement';
import { UUID_PATTERN } from './bulk';
import { staffChange, staffRead } from './guard';

const words = adminDonationsText.donationsApi;

/** A receipt as staff lists show it: the donor's ID number masked (the PDF and 10BD carry it whole). */
export const maskedReceipt = (r: Receipt): Receipt =>
  r.donor.idType ? { ...r, donor: { ...r.donor, idNumber: maskDonorId(r.donor.idType, r.donor.idNumber) } } : r;

/** The route's :id as a record id (lower case), else 404. */
function idOf(params: Record<string, string>): string {
  const id = params.id ?? '';
  if (!UUID_PATTERN.test(id)) throw DomainError.notFound(adminText.api.notFound);
  return id.toLowerCase();
}

function yearOf(params: Record<string, string>): string {
  const fy = params.fy ?? '';
  if (!isFinancialYear(fy)) throw DomainError.invalid(words.year);
  return fy;
}

export const pledgeReceipts: RouteHandler = async (scope) => {
  const act = await staffRead(scope);
  const data = (await receiptsOf(act, idOf(scope.params))).map(maskedReceipt);
  return json({ success: true, data } satisfies DataAnswer<Receipt[]>);
};

export const pledgeReceived: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = idOf(scope.params);
  const input = receivedInput(await readJsonObject(scope), act.now);
  const pledge = await markReceived(act, id, input);
  return json({ success: true, pledge: withMaskedPan(pledge) } satisfies PledgeMarked);
};

export const pledgeReceipt: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const receipt = await issueReceipt(act, idOf(scope.params));
  // The donor's mail (with the PDF) goes once the answer has gone.
  await deliverAfterResponse(scope.deps);
  return json({ success: true, receipt: maskedReceipt(receipt) } satisfies ReceiptAnswer);
};

export const receiptCancel: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = idOf(scope.params);
  const reason = cancelReason((await readJsonObject(scope)).reason);
  const receipt = await cancelReceipt(act, id, reason);
  return json({ success: true, receipt: maskedReceipt(receipt) } satisfies ReceiptAnswer);
};

export const receiptDownload: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { receipt, pdf } = await receiptPdf(act, idOf(scope.params));
  const filename = `${receipt.number.replace(/\//g, '-')}.pdf`;
  return json({ success: true, filename, pdf: pdf.toString('base64') } satisfies ReceiptPdf);
};

export const statementMatch: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { csv } = await readJsonObject(scope, STATEMENT_MAX_BYTES);
  if (typeof csv !== 'string' || !csv.trim()) throw DomainError.invalid(words.statement);
  return json({ success: true, ...(await matchStatement(act, csv)) } satisfies StatementAnswer);
};

export const form10bd: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  return json({ success: true, ...(await form10bdReport(act, yearOf(scope.params))) } satisfies Form10bdAnswer);
};

const ACK_PATTERN = /^[A-Za-z0-9/-]{0,40}$/;

export const form10bdFiled: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const fy = yearOf(scope.params);
  const { acknowledgement } = await readJsonObject(scope);
  const ack = typeof acknowledgement === 'string' ? acknowledgement.trim() : '';
  if (!ACK_PATTERN.test(ack)) throw DomainError.invalid(words.acknowledgement);
  const filing = await markFiled(act, fy, ack);
  return json({ success: true, data: filing } satisfies DataAnswer<YearFiling>);
};

export const form10beSent: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const fy = yearOf(scope.params);
  const { donor } = await readJsonObject(scope);
  const filing = await markCertificateSent(act, fy, donor);
  return json({ success: true, data: filing } satisfies DataAnswer<YearFiling>);
};

export const pledgeLatin: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = idOf(scope.params);
  const pledge = await correctLatin(act, id, latinInput(await readJsonObject(scope)));
  return json({ success: true, pledge: withMaskedPan(pledge) } satisfies PledgeMarked);
};
