// The day's schedule: every slot of a date in order, who holds it (name, register number, age,
// gender, phone to call or WhatsApp, reason, new or returning), what is closed, and what became of each visit.
// Today by default; the previous and next day a click away, any date by the picker; prints on A4. Bookings
// held for confirmation (from today on) come first, each confirmed or released in one action (./HeldBookings).

import { useEffect, useRef, useState } from 'react';
import { adminText, fill } from '../../i18n/admin';
import { calendarDate, slot12 } from '../../lib/record-format';
import type { StoredRecord, VisitStatus } from '../../lib/records';
import { addDays, indiaToday, isIsoDate } from '../../lib/time';
import { patientChatLink } from '../../lib/whatsapp';
import { adminApi, type ScheduleSlot } from './api';
import ConfirmDialog from './ConfirmDialog';
import HeldBookings from './HeldBookings';
import Panel, { ScrollTable } from './Panel';
import { useAnnounce, usePermission } from './SessionGate';
import { useLoaded, useRowAction } from './load';

const t = adminText.schedule;

type Booking = StoredRecord<'bookings'>;

export default function Schedule() {
  const announce = useAnnounce();
  // Marking visits is for the roles that may (reception, practitioner, admin): the others only read.
  const mayMark = usePermission('visits');
  const [date, setDate] = useState('');
  const loaded = useLoaded(() => (date ? adminApi.schedule(date) : null), t.failed);
  const { load, setData } = loaded;
  const slots: ScheduleSlot[] | null = loaded.data?.slots ?? null;
  const held: Booking[] = loaded.data?.held ?? [];
  const { busy, run } = useRowAction();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [cancelError, setCancelError] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Today in India, read after hydration (the page is built once). A new date's answer replaces the table;
  // an answer for a date no longer shown is dropped (useLoaded keeps the newest request's).
  useEffect(() => setDate(indiaToday()), []);
  useEffect(() => {
    if (!date) return;
    setData(null);
    void load();
  }, [date, load, setData]);

  const mark = async (booking: Booking, status: VisitStatus) => {
    const res = await run(booking.id, () => adminApi.markVisit(booking.id, status));
    if (!res.ok) {
      if (status === 'cancelled') setCancelError(res.error || t.markFailed);
      else announce(t.markFailed);
      return;
    }
    announce(fill(t.marked[status], { name: booking.name, time: slot12(booking.visitTime) }));
    if (status === 'cancelled') {
      dialogRef.current?.close();
      setCancelling(null);
    }
    await load();
  };

  const patientCells = (b: Booking) => {
    const chat = patientChatLink(b, b.lang);
    return (
      <>
        <td>
          <strong>{b.name}</strong>
          <br />
          {b.registerNumber}
        </td>
        <td>{[b.age, t.genders[b.gender] ?? b.gender].filter(Boolean).join(' · ')}</td>
        <td>
          <a href={`tel:+91${b.phone}`}>{b.phone}</a>
          {chat && (
            <>
              {' · '}
              <a className="no-print" href={chat} target="_blank" rel="noopener noreferrer">
                {adminText.whatsapp.link}
              </a>
            </>
          )}
        </td>
        <td>{b.purpose || '—'}</td>
        <td>{b.patientType === 'old' ? t.returning : t.newPatient}</td>
        <td>{b.status ? t.statuses[b.status] : b.held ? t.statusHeld : t.statuses.booked}</td>
        <td className="no-print">
          {mayMark && (
            <div className="admin-actions">
              {(['arrived', 'no-show'] as const).map((status) => (
                <button
                  key={status}
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy === b.id || b.status === status}
                  aria-label={fill(t.markLabel[status], { name: b.name })}
                  onClick={() => void mark(b, status)}
                >
                  {t.mark[status]}
                </button>
              ))}
              <button
                type="button"
                className="btn admin-danger"
                disabled={busy === b.id}
                aria-label={fill(t.markLabel.cancelled, { name: b.name })}
                onClick={() => {
                  setCancelError('');
                  setCancelling(b);
                }}
              >
                {t.mark.cancelled}
              </button>
            </div>
          )}
        </td>
      </>
    );
  };

  const go = (days: number) => date && setDate(addDays(date, days));
  const title = date ? fill(t.headingOn, { date: calendarDate(date) }) : t.heading;

  return (
    <Panel heading={title} lede={t.lede} refresh={t.refresh} {...loaded.panel}>
      <div className="admin-toolbar no-print">
        <button type="button" className="btn btn-secondary" onClick={() => go(-1)}>
          {t.previous}
        </button>
        <label>
          {t.date}{' '}
          <input
            type="date"
            value={date}
            onChange={(ev) => isIsoDate(ev.currentTarget.value) && setDate(ev.currentTarget.value)}
          />
        </label>
        <button type="button" className="btn btn-secondary" onClick={() => go(1)}>
          {t.next}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setDate(indiaToday())}>
          {t.today}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      {slots && (
        <div className="no-print">
          <h3>{t.held.heading}</h3>
          <p className="admin-note">{t.held.lede}</p>
          <HeldBookings held={held} onSettled={load} />
        </div>
      )}
      {slots && (
        <ScrollTable
          title={title}
          columns={[
            t.time,
            t.patient,
            t.ageGender,
            t.phone,
            t.reason,
            t.type,
            t.status,
            { label: t.actions, className: 'no-print' },
          ]}
        >
          {slots.map((slot) => (
            <tr key={slot.time} className={slot.booking ? '' : 'admin-free'}>
              <th scope="row">{slot12(slot.time)}</th>
              {slot.booking ? (
                patientCells(slot.booking)
              ) : (
                <td colSpan={7}>{slot.closed ? fill(t.closed, { reason: slot.closed }) : t.free}</td>
              )}
            </tr>
          ))}
        </ScrollTable>
      )}
      <ConfirmDialog
        dialogRef={dialogRef}
        open={cancelling !== null}
        title={cancelling ? fill(t.cancelTitle, { name: cancelling.name }) : ''}
        body={
          cancelling
            ? fill(t.cancelBody, {
                time: slot12(cancelling.visitTime),
                date: calendarDate(cancelling.visitDate),
              })
            : ''
        }
        error={cancelError}
        confirmLabel={t.cancelConfirm}
        busy={cancelling !== null && busy === cancelling.id}
        busyLabel={t.cancelling}
        onConfirm={() => cancelling && void mark(cancelling, 'cancelled')}
        onClose={() => setCancelling(null)}
      />
    </Panel>
  );
}
