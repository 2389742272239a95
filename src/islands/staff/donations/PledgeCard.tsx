// One pledge on the Donations page: what was pledged and the donor's UTR; "Mark received" (a person states
// the date, mode, amount and reference); the donor's declaration and English-letters spelling (./DonorSpelling);
// once received, its receipts (80G or section 133, by the day the money came): issue, download, cancel.

import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { fill } from '../../../i18n/admin';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import { RECEIVED_MODES, type Receipt, type ReceivedMode } from '../../../lib/donations';
import { calendarDate, inr, istDateTime } from '../../../lib/record-format';
import type { StoredRecord } from '../../../lib/records';
import { indiaToday } from '../../../lib/time';
import { donationsApi } from './api';
import DonorSpelling from './DonorSpelling';
import { download } from '../download';
import { useAnnounce } from '../SessionGate';

const w = adminDonationsText.donationsPage.pledges;
type Pledge = StoredRecord<'donations'>;

const pdfBytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

function MarkReceived({ pledge, onDone }: { pledge: Pledge; onDone: (p: Pledge) => void }) {
  const id = useId();
  const announce = useAnnounce();
  const [date, setDate] = useState(indiaToday());
  const [mode, setMode] = useState<ReceivedMode>(pledge.utr ? 'upi' : 'bank-transfer');
  const [amount, setAmount] = useState(String(pledge.amount));
  const [reference, setReference] = useState(pledge.utr ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const res = await donationsApi.markReceived(pledge.id, { date, mode, amount: Number(amount), reference });
    setBusy(false);
    if (!res.ok) return setError(res.error || w.failed);
    setError('');
    announce(fill(w.marked, { reference: pledge.reference }));
    onDone(res.data.pledge);
  };

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{w.markHeading}</h4>
      <label htmlFor={`${id}-date`}>{w.date}</label>
      <input id={`${id}-date`} type="date" value={date} max={indiaToday()} onChange={(e) => setDate(e.target.value)} />
      <label htmlFor={`${id}-mode`}>{w.mode}</label>
      <select id={`${id}-mode`} value={mode} onChange={(e) => setMode(e.target.value as ReceivedMode)}>
        {RECEIVED_MODES.map((m) => (
          <option key={m} value={m}>
            {w.modes[m]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-amount`}>{w.amount}</label>
      <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <label htmlFor={`${id}-ref`}>{w.reference}</label>
      <input id={`${id}-ref`} value={reference} maxLength={60} onChange={(e) => setReference(e.target.value)} />
      {error && (
        <p className="admin-error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {w.mark}
      </button>
    </form>
  );
}

function ReceiptLine({ receipt, onCancelled }: { receipt: Receipt; onCancelled: (r: Receipt) => void }) {
  const id = useId();
  const announce = useAnnounce();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const res = await donationsApi.receiptPdf(receipt.id);
    setBusy(false);
    if (!res.ok) return setError(res.error || w.failed);
    download(res.data.filename, pdfBytes(res.data.pdf), 'application/pdf');
  };
  const cancel = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const res = await donationsApi.cancelReceipt(receipt.id, reason);
    setBusy(false);
    if (!res.ok) return setError(res.error || w.failed);
    announce(fill(w.cancelled, { number: receipt.number }));
    onCancelled(res.data.receipt);
  };

  return (
    <li>
      <strong>{receipt.number}</strong>, {calendarDate(receipt.date)}
      {!receipt.eligible80G && <> ({w.notEligible})</>}
      {receipt.cancelled && (
        <> {fill(w.cancelledLine, { date: istDateTime(receipt.cancelled.at), reason: receipt.cancelled.reason })}</>
      )}
      <div className="admin-dialog-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void save()}>
          {fill(w.download, { number: receipt.number })}
        </button>
      </div>
      {!receipt.cancelled && (
        <form className="admin-search" onSubmit={(e) => void cancel(e)}>
          <label htmlFor={`${id}-reason`}>{fill(w.cancelReason, { number: receipt.number })}</label>
          <input id={`${id}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" className="btn admin-danger" disabled={busy}>
            {fill(w.cancel, { number: receipt.number })}
          </button>
        </form>
      )}
      {error && (
        <p className="admin-error-text" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export default function PledgeCard({ initial }: { initial: Pledge }) {
  const id = useId();
  const announce = useAnnounce();
  const [pledge, setPledge] = useState(initial);
  const [receipts, setReceipts] = useState<Receipt[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pledge.received) return;
    void donationsApi.receipts(pledge.id).then((res) => {
      if (res.ok) setReceipts(res.data.data);
      else setError(res.error || w.failed);
    });
  }, [pledge.id, pledge.received]);

  const issue = async () => {
    setBusy(true);
    const res = await donationsApi.issueReceipt(pledge.id);
    setBusy(false);
    if (!res.ok) return setError(res.error || w.failed);
    setError('');
    announce(fill(w.issued, { number: res.data.receipt.number }));
    setReceipts((list) => [...(list ?? []), res.data.receipt]);
  };

  const inForce = receipts?.some((r) => !r.cancelled) ?? true;
  const r = pledge.received;
  return (
    <article className="admin-pledge" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        {pledge.uname}, {pledge.reference}
      </h3>
      <p>{fill(w.pledged, { amount: inr(pledge.amount), date: istDateTime(pledge.createdAt) })}</p>
      <p>{pledge.utr ? fill(w.utr, { utr: pledge.utr }) : w.noUtr}</p>
      <DonorSpelling pledge={pledge} onDone={setPledge} />
      {r ? (
        <p>
          {fill(w.receivedLine, {
            amount: inr(r.amount),
            date: calendarDate(r.date),
            mode: w.modes[r.mode],
            reference: r.reference,
          })}
        </p>
      ) : (
        <MarkReceived pledge={pledge} onDone={setPledge} />
      )}
      {r && receipts && (
        <>
          <h4>{w.receipts}</h4>
          <ul>
            {receipts.map((receipt) => (
              <ReceiptLine
                key={receipt.id}
                receipt={receipt}
                onCancelled={(c) => setReceipts((list) => (list ?? []).map((x) => (x.id === c.id ? c : x)))}
              />
            ))}
          </ul>
          {!inForce && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void issue()}>
              {w.issue}
            </button>
          )}
        </>
      )}
      {error && (
        <p className="admin-error-text" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
