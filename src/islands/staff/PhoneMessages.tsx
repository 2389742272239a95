// The outbox page's phone side: each channel on or off (and why), this month's count and estimated cost
// per channel, and the latest WhatsApp and SMS messages with what became of each (phones masked); a
// failed one can be sent again.

import { adminText, fill } from '../../i18n/admin';
import { istDateTime } from '../../lib/record-format';
import { adminApi, type OutboxState } from './api';
import { ScrollTable, unseen } from './Panel';
import { useAnnounce } from './SessionGate';
import { useRowAction } from './load';

const m = adminText.messages;
const p = m.phone;

export default function PhoneMessages({ state, reload }: { state: OutboxState; reload: () => Promise<void> }) {
  const announce = useAnnounce();
  const { busy, run } = useRowAction();
  const what = (type: string, phone: string) => `${m.types[type] ?? type}, ${phone}`;
  const again = async (id: string, label: string) => {
    const res = await run(id, () => adminApi.resendDelivery(id));
    announce(res.ok ? fill(p.queued, { what: label }) : m.retryFailed);
    await reload();
  };
  return (
    <>
      <h3>{p.channels}</h3>
      <ul className="admin-note">
        {state.channels.map((c) => (
          <li key={c.channel}>
            {fill(c.on ? p.on : p.off, { channel: p.names[c.channel] ?? c.channel, why: c.why ?? '' })}
          </li>
        ))}
      </ul>
      <h3>{fill(p.month, { month: state.month.month })}</h3>
      <ul className="admin-note">
        {state.month.channels.map((c) => (
          <li key={c.channel}>
            {fill(p.monthLine, {
              channel: p.names[c.channel] ?? c.channel,
              count: c.count,
              rupees: c.rupees.toFixed(2),
            })}
          </li>
        ))}
      </ul>
      {state.deliveries.length > 0 && (
        <ScrollTable title={p.heading} columns={[p.sent, m.message, p.channel, p.status, p.reason, unseen(p.again)]}>
          {state.deliveries.map((d) => (
            <tr key={d.id}>
              <td>{istDateTime(new Date(d.sentMs).toISOString())}</td>
              <td>{what(d.type, d.phone)}</td>
              <td>{p.names[d.channel] ?? d.channel}</td>
              <td>{p.statuses[d.status] ?? d.status}</td>
              <td className="admin-reason">{d.error ?? ''}</td>
              <td>
                {d.status === 'failed' && (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={busy === d.id}
                    aria-label={fill(p.againOf, { what: what(d.type, d.phone) })}
                    onClick={() => void again(d.id, what(d.type, d.phone))}
                  >
                    {p.again}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  );
}
