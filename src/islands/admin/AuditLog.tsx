// The audit log, newest first, 100 lines at a time ("Show older" asks for the lines before the last one).

import { useCallback, useEffect, useId, useState } from 'react';
import { adminText, fill } from '../../i18n/admin';
import { adminApi, AUDITED_EVENT, type AuditLine } from './api';
import { istDateTime } from '../../lib/record-format';

const a = adminText.audit;

interface Props {
  onExpired: () => void;
}

/** Loads again whenever the dashboard did something the server logs (AUDITED_EVENT). */
export default function AuditLog({ onExpired }: Props) {
  const [lines, setLines] = useState<AuditLine[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState(false);
  const id = useId();

  const load = useCallback(
    async (before?: number) => {
      setFailed(false);
      const res = await adminApi.auditLog(before);
      if (!res.ok) {
        if (res.status === 401) onExpired();
        else setFailed(true);
        return;
      }
      setMore(res.data.data.length === 100);
      setLines((current) => (before ? [...(current ?? []), ...res.data.data] : res.data.data));
    },
    [onExpired],
  );

  useEffect(() => {
    void load();
    const again = () => void load();
    window.addEventListener(AUDITED_EVENT, again);
    return () => window.removeEventListener(AUDITED_EVENT, again);
  }, [load]);

  const last = lines?.at(-1);
  return (
    <section className="admin-table" aria-labelledby={`${id}-h`} aria-busy={lines === null && !failed}>
      <div className="admin-table-head">
        <h2 id={`${id}-h`}>{a.heading}</h2>
        <button type="button" className="btn btn-secondary" onClick={() => void load()}>
          {a.refresh}
        </button>
      </div>
      <p className="admin-note">{a.lede}</p>
      {failed && (
        <p className="admin-error-text" role="alert">
          {a.failed}
        </p>
      )}
      {lines?.length === 0 && <p className="admin-note">{a.empty}</p>}
      {lines && lines.length > 0 && (
        <div
          className="table-scroll"
          role="region"
          aria-label={fill(adminText.dashboard.tableRegion, { title: a.heading })}
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{a.when}</th>
                <th scope="col">{a.action}</th>
                <th scope="col">{a.what}</th>
                <th scope="col">{a.session}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={`${line.at}-${i}`}>
                  <td>{istDateTime(line.at)}</td>
                  <td>{a.actions[line.action] ?? line.action}</td>
                  <td>
                    {[line.kind, line.count !== undefined ? `× ${line.count}` : '', line.recordId]
                      .filter(Boolean)
                      .join(' ')}
                  </td>
                  <td>{line.session}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && last && (
        <button type="button" className="btn btn-secondary" onClick={() => void load(Date.parse(last.at))}>
          {a.older}
        </button>
      )}
    </section>
  );
}
