// The breaches recorded, newest first: each with its 72-hour countdown to the Board's report, the notice's
// preview in both languages, sending it, and the Board's first notice and report as sent.
import { useEffect, useId, useState } from 'react';
import { adminText } from '../../i18n/admin';
import { adminBreachesEn } from '../../i18n/admin-breaches';
import { fill } from '../../i18n/fill';
import { BOARD_REPORT_MS, type Breach, type BreachList, type BreachPreview } from '../../lib/breaches';
import { istDateTime } from '../../lib/record-format';
import BreachForm from './BreachForm';
import Panel from './Panel';
import { call, postJson } from './api';
import { ErrorText, useAction } from './kit';
import { useLoaded } from './load';

const w = adminBreachesEn.breaches;
const HOUR = 3_600_000;

function countdown(breach: Breach, nowMs: number): string {
  if (breach.board.report)
    return fill(w.reported, { date: istDateTime(new Date(breach.board.report.atMs).toISOString()) });
  const left = breach.foundMs + BOARD_REPORT_MS - nowMs;
  if (left < 0) return fill(w.overdue, { hours: Math.floor(-left / HOUR) });
  return fill(w.countdown, { hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / 60_000) });
}

function BreachItem({ breach, nowMs, onChange }: { breach: Breach; nowMs: number; onChange: () => void }) {
  const id = useId();
  const [preview, setPreview] = useState<BreachPreview | null>(null);
  const [status, setStatus] = useState('');
  const [board, setBoard] = useState('');
  const action = useAction();

  const run = async <T,>(path: string, body: unknown, done: (data: T) => void) => {
    const data = await action.run(() => call<T>(path, postJson(body)));
    if (data) done(data);
  };
  const base = `/api/admin/breaches/${breach.id}`;
  const step = breach.board.first ? 'report' : 'first';

  return (
    <li className="breach" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{breach.title}</h3>
      <p>
        <strong role="timer">{countdown(breach, nowMs)}</strong>
      </p>
      <p>
        {istDateTime(new Date(breach.fromMs).toISOString())} – {istDateTime(new Date(breach.toMs).toISOString())} ·{' '}
        {breach.kinds.join(', ')} · {fill(w.sent, { count: breach.notified })}
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => void run<BreachPreview>(`${base}/preview`, {}, setPreview)}
      >
        {w.preview}
      </button>
      {preview && (
        <div className="breach-preview">
          <p role="status">
            {fill(w.previewCount, {
              people: preview.people,
              byPhone: preview.byPhone,
              unreachable: preview.unreachable,
            })}
          </p>
          {(['en', 'ta'] as const).map((lang) => (
            <details key={lang} lang={lang}>
              <summary>{preview.mails[lang].subject}</summary>
              <pre>{preview.mails[lang].text}</pre>
            </details>
          ))}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              void run<{ breach: Breach }>(`${base}/notify`, {}, (d) => {
                setStatus(fill(w.sent, { count: d.breach.notified }));
                onChange();
              })
            }
          >
            {w.send}
          </button>
        </div>
      )}
      {breach.board.first && (
        <p>
          {w.boardFirst}: {istDateTime(new Date(breach.board.first.atMs).toISOString())} ({breach.board.first.by})
        </p>
      )}
      {!breach.board.report && (
        <div>
          <label htmlFor={`${id}-board`}>
            {step === 'first' ? w.boardFirst : w.boardReport}: {w.boardText}
          </label>
          <textarea id={`${id}-board`} rows={3} value={board} onChange={(e) => setBoard(e.target.value)} />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void run(`${base}/board`, { step, text: board }, () => (setBoard(''), onChange()))}
          >
            {w.boardSave}
          </button>
        </div>
      )}
      <ErrorText error={action.error} />
      <p role="status">{status}</p>
    </li>
  );
}

export default function BreachTool() {
  const { data: list, load, panel } = useLoaded(() => call<BreachList>('/api/admin/breaches'), w.failed);
  useEffect(() => {
    // The countdown moves on while the page is open.
    const timer = setInterval(() => void load(), 60_000);
    return () => clearInterval(timer);
  }, [load]);

  return (
    <Panel heading={w.heading} lede={w.lede} refresh={adminText.audit.refresh} {...panel}>
      {list?.breaches.length === 0 && <p className="admin-note">{w.empty}</p>}
      {list && list.breaches.length > 0 && (
        <ul className="breaches">
          {list.breaches.map((b) => (
            <BreachItem key={b.id} breach={b} nowMs={list.nowMs} onChange={() => void load()} />
          ))}
        </ul>
      )}
      <BreachForm onRecorded={() => void load()} />
    </Panel>
  );
}
