// The open rights requests with their due dates; an answer goes to the person through the outbox.
import { useCallback, useEffect, useId, useState } from 'react';
import { adminText } from '../../i18n/admin';
import { adminRequestsEn } from '../../i18n/admin-requests';
import { fill } from '../../i18n/fill';
import type { RequestQueue as Queue, RightsRequest } from '../../lib/privacy';
import { istDateTime } from '../../lib/record-format';
import Panel from './Panel';
import { call, postJson } from './api';

const w = adminRequestsEn.requests;
const DAY_MS = 86_400_000;

function Request({ request, nowMs, onAnswered }: { request: RightsRequest; nowMs: number; onAnswered: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string; sent: boolean }>({
    busy: false,
    error: '',
    sent: false,
  });
  const overdue = request.dueMs < nowMs;
  const due = istDateTime(new Date(request.dueMs).toISOString());
  const contact = 'email' in request.contact ? request.contact.email : request.contact.phone;

  const send = async () => {
    setState({ busy: true, error: '', sent: false });
    const res = await call(`/api/admin/requests/${request.id}/answer`, postJson({ text }));
    if (!res.ok) return setState({ busy: false, error: res.error, sent: false });
    setState({ busy: false, error: '', sent: true });
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
      {state.error && (
        <p className="admin-error-text" role="alert">
          {state.error}
        </p>
      )}
      <p role="status">{state.sent ? w.sent : ''}</p>
      <button type="button" className="btn btn-primary" disabled={state.busy} onClick={() => void send()}>
        {state.busy ? w.sending : w.send}
      </button>
    </li>
  );
}

export default function RequestQueue() {
  const [queue, setQueue] = useState<Queue | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const res = await call<Queue>('/api/admin/requests');
    if (!res.ok) return setFailed(true);
    setQueue(res.data);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Panel
      heading={w.heading}
      lede={w.lede}
      refresh={adminText.audit.refresh}
      onRefresh={() => void load()}
      busy={queue === null && !failed}
      error={failed ? w.failed : ''}
    >
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
