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
import { BusyButton, ErrorText, LineForm, useAction } from '../kit';

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
  const { busy, error, run } = useAction(w.failed);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const marked = await run(() =>
      donationsApi.markReceived(pledge.id, { date, mode, amount: Number(amount), reference }),
    );
    if (!marked) return;
    announce(fill(w.marked, { reference: pledge.reference }));
    onDone(marked.pledge);
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
      <ErrorText error={error} />
      <BusyButton type="submit" busy={busy}>
        {w.mark}
      </BusyButton>
    </form>
  );
}

function ReceiptLine({ receipt, onCancelled }: { receipt: Receipt; onCancelled: (r: Receipt) => void }) {
  const id = useId();
  const announce = useAnnounce();
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction(w.failed);

  const save = async () => {
    const pdf = await run(() => donationsApi.receiptPdf(receipt.id));
    if (pdf) download(pdf.filename, pdfBytes(pdf.pdf), 'application/pdf');
  };
  const cancel = async () => {
    const cancelled = await run(() => donationsApi.cancelReceipt(receipt.id, reason));
    if (!cancelled) return;
    announce(fill(w.cancelled, { number: receipt.number }));
    onCancelled(cancelled.receipt);
  };

  return (
    <li>
      <strong>{receipt.number}</strong>, {calendarDate(receipt.date)}
      {!receipt.eligible80G && <> ({w.notEligible})</>}
      {receipt.cancelled && (
        <> {fill(w.cancelledLine, { date: istDateTime(receipt.cancelled.at), reason: receipt.cancelled.reason })}</>
      )}
      <div className="admin-dialog-actions">
        <BusyButton className="btn btn-secondary" busy={busy} onClick={() => void save()}>
          {fill(w.download, { number: receipt.number })}
        </BusyButton>
      </div>
      {!receipt.cancelled && (
        <LineForm
          label={fill(w.cancelReason, { number: receipt.number })}
          htmlFor={`${id}-reason`}
          onSubmit={() => void cancel()}
          busy={busy}
          className="btn admin-danger"
          submit={fill(w.cancel, { number: receipt.number })}
        >
          <input id={`${id}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </LineForm>
      )}
      <ErrorText error={error} />
    </li>
  );
}

export default function PledgeCard({ initial }: { initial: Pledge }) {
  const id = useId();
  const announce = useAnnounce();
  const [pledge, setPledge] = useState(initial);
  const [receipts, setReceipts] = useState<Receipt[] | null>(null);
  const { busy, error, setError, run } = useAction(w.failed);

  useEffect(() => {
    if (!pledge.received) return;
    void donationsApi.receipts(pledge.id).then((res) => {
      if (res.ok) setReceipts(res.data.data);
      else setError(res.error || w.failed);
    });
  }, [pledge.id, pledge.received, setError]);

  const issue = async () => {
    const issued = await run(() => donationsApi.issueReceipt(pledge.id));
    if (!issued) return;
    announce(fill(w.issued, { number: issued.receipt.number }));
    setReceipts((list) => [...(list ?? []), issued.receipt]);
  };

  const inForce = receipts?.some((r) => !r.cancelled) ?? true;
  const r = pledge.received;
  return (
    <article className="admin-pledge" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        {pledge.name}, {pledge.reference}
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
            <BusyButton busy={busy} onClick={() => void issue()}>
              {w.issue}
            </BusyButton>
          )}
        </>
      )}
      <ErrorText error={error} />
    </article>
  );
}
