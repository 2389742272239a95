// Messages that did not go out: how many wait and how many were given up, each troubled one with its
// reason, and "Try again" once the cause is fixed (the server sends it right after answering).

import { adminText, fill } from '../../i18n/admin';
import { istDateTime } from '../../lib/record-format';
import { adminApi, type OutboxState, type TroubledLine } from './api';
import Panel, { ScrollTable, unseen } from './Panel';
import { useAnnounce } from './SessionGate';
import { useLoaded, useRowAction } from './load';
import PhoneMessages from './PhoneMessages';

const m = adminText.messages;

const what = (line: TroubledLine) =>
  [m.types[line.type] ?? line.type, line.kind ? m.kinds[line.kind] : line.ref].filter(Boolean).join(': ');

export default function Messages() {
  const announce = useAnnounce();
  const loaded = useLoaded(adminApi.outbox, m.failed);
  const state: OutboxState | null = loaded.data?.data ?? null;
  const { load } = loaded;
  const { busy, run } = useRowAction();

  const retry = async (line: TroubledLine) => {
    const res = await run(line.id, () => adminApi.retryMessage(line.id));
    announce(res.ok ? fill(m.retried, { what: what(line) }) : m.retryFailed);
    await load();
  };

  const troubled = state?.troubled ?? [];
  return (
    <Panel heading={m.heading} lede={m.lede} refresh={m.refresh} {...loaded.panel}>
      {state && <p className="admin-status">{fill(m.counts, { pending: state.pending, failed: state.failed })}</p>}
      {state && troubled.length === 0 && <p className="admin-note">{m.empty}</p>}
      {state && <PhoneMessages state={state} reload={load} />}
      {troubled.length > 0 && (
        <ScrollTable title={m.heading} columns={[m.created, m.message, m.status, m.tries, m.reason, unseen(m.retry)]}>
          {troubled.map((line) => (
            <tr key={line.id}>
              <td>{istDateTime(new Date(line.createdMs).toISOString())}</td>
              <td>{what(line)}</td>
              <td>
                {fill(line.status === 'failed' ? m.givenUp : m.retrying, {
                  time: istDateTime(new Date(line.atMs).toISOString()),
                })}
              </td>
              <td>{line.attempts}</td>
              <td className="admin-reason">{line.error}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy === line.id}
                  aria-label={fill(m.retryOf, { what: what(line) })}
                  onClick={() => void retry(line)}
                >
                  {m.retry}
                </button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </Panel>
  );
}
