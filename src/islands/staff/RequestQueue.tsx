// The open rights requests with their due dates; an answer goes to the person through the outbox.
import { useId, useState } from 'react';
import { adminText } from '../../i18n/admin';
import { adminRequestsEn } from '../../i18n/admin-requests';
import { fill } from '../../i18n/fill';
import type { RequestQueue as Queue, RightsRequest } from '../../lib/privacy';
import { istDateTime } from '../../lib/record-format';
import Panel from './Panel';
import { call, postJson } from './api';
import { BusyButton, ErrorText, useAction } from './kit';
import { useLoaded } from './load';

const w = adminRequestsEn.requests;
const DAY_MS = 86_400_000;

function Request({ request, nowMs, onAnswered }: { request: RightsRequest; nowMs: number; onAnswered: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useAction();
  const overdue = request.dueMs < nowMs;
  const due = istDateTime(new Date(request.dueMs).toISOString());
  const contact = 'email' in request.contact ? request.contact.email : request.contact.phone;

  const send = async () => {
    setSent(false);
    if (!(await run(() => call(`/api/admin/requests/${request.id}/answer`, postJson({ text }))))) return;
    setSent(true);
    onAnswered();
  };

  return (
    <li className={`request${overdue ? ' request-overdue' : ''}`} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        {w.types[request.type]}: {request.name}
      </h3>
      <p>
        <strong>{overdue ? fill(w.overdue, { date: due }) : fill(w.due, { date: due })}</strong>
        {' · '}
        {request.via === 'code' ? w.viaCode : w.viaLink}
        {request.dueMs - nowMs < 3 * DAY_MS && !overdue ? ' ⚠' : ''}
      </p>
      <dl>
        <dt>{w.contact}</dt>
        <dd>{contact}</dd>
        <dt>{w.details}</dt>
        <dd>{request.details || w.none}</dd>
      </dl>
      <p>
        <a href="/admin/people">{w.findPerson}</a>
      </p>
      <label htmlFor={`${id}-answer`}>{w.answerLabel}</label>
      <p className="admin-note" id={`${id}-hint`}>
        {'phone' in request.contact ? fill(w.answerHintPhone, { phone: request.contact.phone }) : w.answerHint}
      </p>
      <textarea
        id={`${id}-answer`}
        rows={4}
        maxLength={4000}
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <ErrorText error={error} />
      <p role="status">{sent ? w.sent : ''}</p>
      <BusyButton busy={busy} busyLabel={w.sending} onClick={() => void send()}>
        {w.send}
      </BusyButton>
    </li>
  );
}

export default function RequestQueue() {
  const { data: queue, load, panel } = useLoaded(() => call<Queue>('/api/admin/requests'), w.failed);

  return (
    <Panel heading={w.heading} lede={w.lede} refresh={adminText.audit.refresh} {...panel}>
      {queue?.open.length === 0 && <p className="admin-note">{w.empty}</p>}
      {queue && queue.open.length > 0 && (
        <ul className="requests">
          {queue.open.map((r) => (
            <Request key={r.id} request={r} nowMs={queue.nowMs} onAnswered={() => void load()} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
