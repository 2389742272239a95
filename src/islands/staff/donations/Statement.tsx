// A bank statement's credits against the open pledges: the proposed matches (one click confirms one: the
// pledge is marked received with the credit's date, amount and reference) and the credits to review by hand.
// Nothing is marked received without that click.

import { useId, useState } from 'react';
import { fill } from '../../../i18n/admin';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import { calendarDate, inr } from '../../../lib/record-format';
import type { StatementAnswer, StatementCredit, StatementProposal } from '../../../lib/staff-api';
import { donationsApi } from './api';
import { ScrollTable } from '../Panel';
import { useAnnounce } from '../SessionGate';
import { ErrorText, LineForm, ToolSection, useAction } from '../kit';

const w = adminDonationsText.donationsPage.statement;

const creditText = (c: StatementCredit) =>
  fill(w.line, { date: calendarDate(c.date), amount: inr(c.amount), narration: c.narration });

export default function Statement() {
  const id = useId();
  const announce = useAnnounce();
  const { busy, error, setError, run } = useAction(w.failed);
  const [answer, setAnswer] = useState<StatementAnswer | null>(null);
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());

  const upload = async (form: HTMLFormElement) => {
    const file = (form.elements.namedItem('statement') as HTMLInputElement).files?.[0];
    if (!file) return setError(w.failed);
    const text = await file.text();
    const matched = await run(() => donationsApi.matchStatement(text));
    if (!matched) return;
    setConfirmed(new Set());
    setAnswer(matched);
  };

  const confirm = async (p: StatementProposal) => {
    const marked = await run(() =>
      donationsApi.markReceived(p.pledge.id, {
        date: p.credit.date,
        mode: p.mode,
        amount: p.credit.amount,
        reference: p.reference,
      }),
    );
    if (!marked) return;
    setConfirmed((s) => new Set([...s, p.pledge.id]));
    announce(fill(w.confirmed, { reference: p.pledge.reference }));
  };

  return (
    <ToolSection heading={w.heading} lede={w.lede}>
      <LineForm label={w.file} htmlFor={`${id}-file`} onSubmit={(f) => void upload(f)} busy={busy} submit={w.upload}>
        <input id={`${id}-file`} name="statement" type="file" accept=".csv,text/csv" required />
      </LineForm>
      <ErrorText error={error} />
      {answer && answer.proposals.length + answer.review.length === 0 && <p role="status">{w.none}</p>}
      {answer && answer.proposals.length > 0 && (
        <ScrollTable
          title={w.proposed}
          caption={w.proposed}
          columns={[w.columns.credit, w.columns.pledge, w.columns.confirm]}
        >
          {answer.proposals.map((p) => (
            <tr key={`${p.credit.row}`}>
              <td>{creditText(p.credit)}</td>
              <td>
                {p.pledge.reference}, {p.pledge.name}, {inr(p.pledge.amount)} ({p.reason})
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || confirmed.has(p.pledge.id)}
                  onClick={() => void confirm(p)}
                >
                  {fill(w.confirm, { reference: p.pledge.reference })}
                </button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {answer && answer.review.length > 0 && (
        <ScrollTable
          title={w.review}
          caption={w.review}
          columns={[w.columns.credit, w.columns.candidates, w.columns.why]}
        >
          {answer.review.map((r) => (
            <tr key={`${r.credit.row}`}>
              <td>{creditText(r.credit)}</td>
              <td>{r.candidates.map((c) => `${c.reference} (${c.name}, ${inr(c.amount)})`).join('; ')}</td>
              <td>{r.reason}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </ToolSection>
  );
}
