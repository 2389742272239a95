// The statement of donations for a year, Form 10BD (up to 2025-26) or Form 113 (from tax year 2026-27; the
// year's law: src/lib/tax-law.ts): the portal's CSV of the gifts received that year, from their receipts in
// force (the documents module: ../../documents/form-10bd.ts; a receipt is numbered
// in the year it is issued, so a gift of March may have April's receipt: both years' receipts are read), the
// donors it cannot include and why (its report, and every pledge received that year with no receipt in
// force), the year marked filed, and each donor's certificate (Form 10BE / 114) marked sent. A donor whose
// name or address is not in English letters is reported under the English-letters spelling they (or staff)
// gave: no donor is left out for script alone. The CSV carries full ID numbers: it
// is an export, audited.

import { adminDonationsText } from '../../../i18n/admin-donations-page';
import { maskDonorId } from '../../../lib/donation-terms';
import { toPaise, yearDates, type FinancialYear, type YearFiling } from '../../../lib/donations';
import type { Form10bdDonor, Form10bdLeftOut, Form10bdReport } from '../../../lib/staff-api';
import { form10bd, type Form10bdDonation } from '../../documents/form-10bd';
import { approvalUnder, trustDetails } from '../../documents/trust';
import { lawOfYear } from '../../../lib/tax-law';
import { DomainError } from '../../errors';
import { hiddenKey } from '../../store/shared';
import { audit, staffStamp, type StaffAct } from '../staff/act';

/** '2026-27' -> '2027-28'. */
const nextYear = (fy: FinancialYear): FinancialYear => {
  const start = Number(fy.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

const NO_RECEIPT = 'received, but no receipt in force: issue its receipt first';

async function build(act: StaffAct, fy: FinancialYear) {
  const store = act.store.donations;
  const next = nextYear(fy);
  const [issued, issuedAfter, received, filing] = await Promise.all([
    store.receiptsIn(fy),
    store.receiptsIn(next),
    store.receivedIn(fy),
    store.filing(fy),
  ]);
  const { from, to } = yearDates(fy);
  const inForce = [...issued, ...issuedAfter].filter(
    (r) => !r.cancelled && r.received.date >= from && r.received.date <= to,
  );
  // The English-letters spelling as it is now (staff may have corrected it after the receipt was issued).
  const pledges = new Map(received.map((p) => [p.id, p]));
  const donations: Form10bdDonation[] = inForce.map((r) => ({
    receiptNumber: r.number,
    date: r.received.date,
    donorName: pledges.get(r.pledgeId)?.nameLatin || r.donor.latin?.name || r.donor.name,
    donorAddress: pledges.get(r.pledgeId)?.addressLatin || r.donor.latin?.address || r.donor.address,
    idType: r.donor.idType,
    idNumber: r.donor.idNumber || null,
    kind: r.category,
    mode: r.received.mode,
    amountPaise: toPaise(r.received.amount),
  }));
  const approval = approvalUnder(trustDetails('en'), lawOfYear(fy));
  const result = form10bd({ fy, trust: { urn: approval.number, urnIssuedOn: approval.issuedOn }, donations });
  const donors = new Map<string, Form10bdDonor>();
  for (const row of result.rows) {
    const key = hiddenKey(`${row.idType}:${row.idNumber}`);
    const certificate = filing.certificates[key];
    const donor: Form10bdDonor = donors.get(key) ?? {
      key,
      name: row.name,
      idType: row.idType,
      idNumber: maskDonorId(row.idType, row.idNumber),
      amount: 0,
      kinds: [],
      receipts: [],
      ...(certificate ? { certificate } : {}),
    };
    donor.amount = Math.round(donor.amount * 100 + row.amountPaise) / 100;
    if (!donor.kinds.includes(row.kind)) donor.kinds.push(row.kind);
    donor.receipts.push(...row.receiptNumbers);
    donors.set(key, donor);
  }
  const withReceipt = new Set(inForce.map((r) => r.pledgeId));
  const excluded: Form10bdLeftOut[] = [
    ...result.excluded.map((e) => ({ name: e.donorName, receipts: e.receiptNumbers, reasons: e.reasons })),
    ...received
      .filter((p) => !withReceipt.has(p.id))
      .map((p) => ({ name: p.name, receipts: [], reference: p.reference, reasons: [NO_RECEIPT] })),
  ];
  return { fy, csv: result.csv, donors: [...donors.values()], excluded, filing };
}

/** The year's CSV and report (audited: the CSV holds full ID numbers). */
export async function form10bdReport(act: StaffAct, fy: FinancialYear): Promise<Form10bdReport> {
  const report = await build(act, fy);
  await audit(act, { action: 'form10bd.export', count: report.donors.length, detail: fy });
  return report;
}

export async function markFiled(act: StaffAct, fy: FinancialYear, acknowledgement: string): Promise<YearFiling> {
  const filing = await act.store.donations.markFiled(fy, {
    ...staffStamp(act),
    acknowledgement,
  });
  await audit(act, { action: 'form10bd.filed', detail: fy });
  return filing;
}

/** Mark one donor's 10BE sent: `donor` must be the key of one of the year's donors (else 400). */
export async function markCertificateSent(act: StaffAct, fy: FinancialYear, donor: unknown): Promise<YearFiling> {
  const { donors } = await build(act, fy);
  if (typeof donor !== 'string' || !donors.some((d) => d.key === donor)) {
    throw DomainError.invalid(adminDonationsText.donationsApi.donorKey);
  }
  const filing = await act.store.donations.markCertificateSent(fy, donor, staffStamp(act));
  await audit(act, { action: 'form10bd.10be', detail: fy });
  return filing;
}
