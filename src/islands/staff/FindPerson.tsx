// Find a person (their rights under India's DPDP Act): every record of a phone number or an email across
// the four kinds, their own copy as a file, and erasure of all of it after a confirmation that counts the
// records and the appointment slots it frees. Each step is in the audit log (src/server/admin/privacy.ts).

import { useId, useRef, useState, type SubmitEvent } from 'react';
import { adminText, fill } from '../../i18n/admin';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../lib/records';
import { adminApi, type PersonQuery, type PersonRecords } from './api';
import ConfirmDialog from './ConfirmDialog';
import { download } from './download';
import { istDateTime } from '../../lib/record-format';
import { indiaToday } from '../../lib/time';
import { useAnnounce, usePermission } from './SessionGate';
import { ErrorText } from './kit';

const p = adminText.person;

const queryOf = (text: string): PersonQuery =>
  text.includes('@') ? { email: text.trim() } : { phone: text.replace(/[\s-]/g, '') };

const nameOf = (record: Record<string, unknown>): string => {
  const name = record.name;
  return typeof name === 'string' ? name : '';
};

export default function FindPerson() {
  const announce = useAnnounce();
  // A person's copy and erasure are admin's (step-up); reception finds and calls.
  const mayManage = usePermission('people.manage');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'find' | 'export' | 'erase' | null>(null);
  const [error, setError] = useState('');
  const [found, setFound] = useState<{ label: string; query: PersonQuery; records: PersonRecords } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const eraseRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const find = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    setFound(null);
    const label = text.trim();
    const query = queryOf(label);
    setBusy('find');
    const res = await adminApi.findPerson(query);
    setBusy(null);
    if (res.ok) setFound({ label, query, records: res.data.data });
    else setError(res.error || p.failed);
  };

  const count = found ? SUBMISSION_KINDS.reduce((n, kind) => n + found.records[kind].length, 0) : 0;
  const slots = found?.records.bookings.length ?? 0;

  const exportCopy = async () => {
    if (!found) return;
    setBusy('export');
    const res = await adminApi.exportPerson(found.query);
    setBusy(null);
    if (!res.ok) return setError(res.error || p.failed);
    download(`person-${indiaToday()}.json`, `${JSON.stringify(res.data.data, null, 2)}\n`, 'application/json');
    announce(p.downloaded);
  };

  const erase = async () => {
    if (!found) return;
    setBusy('erase');
    const ids: Partial<Record<SubmissionKind, string[]>> = {};
    for (const kind of SUBMISSION_KINDS)
      if (found.records[kind].length) ids[kind] = found.records[kind].map((r) => r.id);
    const res = await adminApi.erasePerson(ids, found.query);
    setBusy(null);
    if (!res.ok) return setError(res.error || p.eraseFailed);
    dialogRef.current?.close();
    const erased = Object.values(res.data.removed).reduce((n, k) => n + (k ?? 0), 0);
    announce(fill(p.erased, { count: erased, query: found.label }));
    setFound(null);
  };

  return (
    <section className="admin-person" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{p.heading}</h2>
      <p className="admin-note">{p.lede}</p>
      <form className="admin-search" onSubmit={(e) => void find(e)}>
        <label htmlFor={`${id}-q`}>{p.query}</label>
        <input id={`${id}-q`} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" required />
        <button type="submit" className="btn btn-secondary" disabled={busy !== null}>
          {busy === 'find' ? p.finding : p.find}
        </button>
      </form>
      <ErrorText error={error} />
      {found && (
        <div role="status">
          <h3>{count ? fill(p.found, { count, query: found.label }) : fill(p.none, { query: found.label })}</h3>
          {SUBMISSION_KINDS.filter((kind) => found.records[kind].length > 0).map((kind) => (
            <div key={kind}>
              <h4>
                {p.kinds[kind]} ({found.records[kind].length})
              </h4>
              <ul>
                {found.records[kind].map((r) => (
                  <li key={r.id}>
                    {nameOf(r as unknown as Record<string, unknown>)}, {istDateTime(r.createdAt)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {found && count > 0 && mayManage && (
        <div className="admin-dialog-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy !== null}
            onClick={() => void exportCopy()}
          >
            {p.download}
          </button>
          <button
            ref={eraseRef}
            type="button"
            className="btn admin-danger"
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {fill(p.erase, { count })}
          </button>
        </div>
      )}
      <ConfirmDialog
        dialogRef={dialogRef}
        open={confirming}
        title={fill(p.eraseTitle, { query: found?.label ?? '' })}
        body={`${count === 1 ? p.eraseBodyOne : fill(p.eraseBody, { count })}${
          slots === 1 ? ` ${p.eraseSlotOne}` : slots > 1 ? ` ${fill(p.eraseSlots, { slots })}` : ''
        }`}
        confirmLabel={fill(p.eraseYes, { count })}
        busy={busy !== null}
        busyLabel={p.erasing}
        onConfirm={() => void erase()}
        onClose={() => {
          setConfirming(false);
          eraseRef.current?.focus();
        }}
      />
    </section>
  );
}
