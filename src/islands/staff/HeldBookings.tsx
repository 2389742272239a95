// Bookings held for confirmation, above the day's schedule: a booking past its phone's limits
// or its network's daily share is stored held, never refused, and only staff see it. Each one is settled in
// one action: Confirm (it stays, no longer held) after calling the number, or Release (cancelled: the slot
// is free). Both are audited on the server.

import { adminText, fill } from '../../i18n/admin';
import { calendarDate, slot12 } from '../../lib/record-format';
import type { StoredRecord } from '../../lib/records';
import { adminApi } from './api';
import { ScrollTable } from './Panel';
import { useAnnounce, usePermission } from './SessionGate';
import { useRowAction } from './load';

const t = adminText.schedule.held;

type Booking = StoredRecord<'bookings'>;

interface Props {
  held: Booking[];
  /** After a booking is settled: load the schedule again. */
  onSettled: () => Promise<void>;
}

export default function HeldBookings({ held, onSettled }: Props) {
  const announce = useAnnounce();
  // Confirming or releasing is reception's call (and admin's): a practitioner sees the list only.
  const maySettle = usePermission('bookings');
  const { busy, run } = useRowAction();

  const settle = async (b: Booking, decision: 'confirm' | 'release') => {
    const res = await run(b.id, () => adminApi.settleHeld(b.id, decision));
    const when = { name: b.name, date: calendarDate(b.visitDate), time: slot12(b.visitTime) };
    if (!res.ok) {
      announce(res.error || t.failed);
      return;
    }
    announce(fill(t.settled[decision], when));
    await onSettled();
  };

  if (held.length === 0) return <p className="admin-note">{t.none}</p>;
  return (
    <ScrollTable
      title={t.heading}
      caption={fill(t.caption, { count: held.length })}
      columns={[t.when, t.patient, t.phone, t.why, { label: t.actions, className: 'no-print' }]}
    >
      {held.map((b) => (
        <tr key={b.id}>
          <th scope="row">
            {calendarDate(b.visitDate)}, {slot12(b.visitTime)}
          </th>
          <td>
            <strong>{b.name}</strong>
            <br />
            {b.registerNumber}
          </td>
          <td>
            <a href={`tel:+91${b.phone}`}>{b.phone}</a>
          </td>
          <td>{b.held ? t.reasons[b.held] : ''}</td>
          <td className="no-print">
            {maySettle && (
              <div className="admin-actions">
                {(['confirm', 'release'] as const).map((decision) => (
                  <button
                    key={decision}
                    type="button"
                    className={decision === 'confirm' ? 'btn btn-secondary' : 'btn admin-danger'}
                    disabled={busy === b.id}
                    aria-label={fill(t.label[decision], { name: b.name })}
                    onClick={() => void settle(b, decision)}
                  >
                    {t.action[decision]}
                  </button>
                ))}
              </div>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
