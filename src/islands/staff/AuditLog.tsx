// The audit log, newest first, 100 lines at a time ("Show older" asks for the lines before the last one).

import { useCallback, useEffect, useState } from 'react';
import { adminText } from '../../i18n/admin';
import Panel, { ScrollTable } from './Panel';
import { adminApi, type AuditLine } from './api';
import { istDateTime } from '../../lib/record-format';

const a = adminText.audit;

export default function AuditLog() {
  const [lines, setLines] = useState<AuditLine[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState(false);

  const load = useCallback(async (before?: number) => {
    setFailed(false);
    const res = await adminApi.auditLog(before);
    if (!res.ok) return setFailed(true);
    setMore(res.data.data.length === 100);
    setLines((current) => (before ? [...(current ?? []), ...res.data.data] : res.data.data));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const last = lines?.at(-1);
  return (
    <Panel
      heading={a.heading}
      lede={a.lede}
      refresh={a.refresh}
      onRefresh={() => void load()}
      busy={lines === null && !failed}
      error={failed ? a.failed : ''}
    >
      {lines?.length === 0 && <p className="admin-note">{a.empty}</p>}
      {lines && lines.length > 0 && (
        <ScrollTable title={a.heading} columns={[a.when, a.action, a.what, a.who, a.session]}>
          {lines.map((line, i) => (
            <tr key={`${line.at}-${i}`}>
              <td>{istDateTime(line.at)}</td>
              <td>{a.actions[line.action] ?? line.action}</td>
              <td>
                {[line.kind, line.count !== undefined ? `× ${line.count}` : '', line.recordId, line.detail]
                  .filter(Boolean)
                  .join(' ')}
              </td>
              <td>{line.by ?? ''}</td>
              <td>{line.session}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {more && last && (
        <button type="button" className="btn btn-secondary" onClick={() => void load(Date.parse(last.at))}>
          {a.older}
        </button>
      )}
    </Panel>
  );
}
