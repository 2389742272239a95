// The day's schedule (issue #17): every slot of a date in order, who holds it (name, register number, age,
// gender, phone to call or WhatsApp, reason, new or returning), what is closed, and what became of each visit.
// Today by default; the previous and next day a click away, any date by the picker; prints on A4. Bookings
// held for confirmation (from today on) come first, each confirmed or released in one action (./HeldBookings).

import { useCallback, useEffect, useRef, useState } from 'react';
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

const t = adminText.schedule;

type Booking = StoredRecord<'bookings'>;

export default function Schedule() {
  const announce = useAnnounce();
  // Marking visits is for the roles that may (reception, practitioner, admin): the others only read.
  const mayMark = usePermission('visits');
  const [date, setDate] = useState('');
  const [slots, setSlots] = useState<ScheduleSlot[] | null>(null);
  const [held, setHeld] = useState<Booking[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState('');
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [cancelError, setCancelError] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);

  /** The date whose answer the table waits for: an answer for a date no longer shown is dropped. */
  const wanted = useRef('');
  const load = useCallback(async (day: string) => {
    wanted.current = day;
    setFailed(false);
    const res = await adminApi.schedule(day);
    if (wanted.current !== day) return;
    if (res.ok) {
      setSlots(res.data.slots);
      setHeld(res.data.held);
    } else setFailed(true);
  }, []);

  // Today in India, read after hydration (the page is built once).
  useEffect(() => setDate(indiaToday()), []);
  useEffect(() => {
    if (!date) return;
    setSlots(null);
    void load(date);
  }, [date, load]);

  const mark = async (booking: Booking, status: VisitStatus) => {
    setBusy(booking.id);
    const res = await adminApi.markVisit(booking.id, status);
    setBusy('');
    if (!res.ok) {
      if (status === 'cancelled') setCancelError(res.error || t.markFailed);
      else announce(t.markFailed);
      return;
    }
    announce(fill(t.marked[status], { name: booking.pname, time: slot12(booking.pappointmentTime) }));
    if (status === 'cancelled') {
      dialogRef.current?.close();
      setCancelling(null);
    }
    await load(date);
  };

  const patientCells = (b: Booking) => {
    const chat = patientChatLink(b, b.lang);
    return (
      <>
        <td>
          <strong>{b.pname}</strong>
          <br />
          {b.pregno}
        </td>
        <td>{[b.page, t.genders[b.pgender] ?? b.pgender].filter(Boolean).join(' · ')}</td>
        <td>
          <a href={`tel:+91${b.pphone}`}>{b.pphone}</a>
          {chat && (
            <>
              {' · '}
              <a className="no-print" href={chat} target="_blank" rel="noopener noreferrer">
                {adminText.whatsapp.link}
              </a>
            </>
          )}
        </td>
        <td>{b.ppurpose || '—'}</td>
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
                  aria-label={fill(t.markLabel[status], { name: b.pname })}
                  onClick={() => void mark(b, status)}
                >
                  {t.mark[status]}
                </button>
              ))}
              <button
                type="button"
                className="btn admin-danger"
                disabled={busy === b.id}
                aria-label={fill(t.markLabel.cancelled, { name: b.pname })}
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
    <Panel
      heading={title}
      lede={t.lede}
      refresh={t.refresh}
      onRefresh={() => date && void load(date)}
      busy={slots === null && !failed}
      error={failed ? t.failed : ''}
    >
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
          <HeldBookings held={held} onSettled={() => load(date)} />
        </div>
      )}
      {slots && (
        <ScrollTable title={title}>
          <thead>
            <tr>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.patient}</th>
              <th scope="col">{t.ageGender}</th>
              <th scope="col">{t.phone}</th>
              <th scope="col">{t.reason}</th>
              <th scope="col">{t.type}</th>
              <th scope="col">{t.status}</th>
              <th scope="col" className="no-print">
                {t.actions}
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </ScrollTable>
      )}
      <ConfirmDialog
        dialogRef={dialogRef}
        open={cancelling !== null}
        title={cancelling ? fill(t.cancelTitle, { name: cancelling.pname }) : ''}
        body={
          cancelling
            ? fill(t.cancelBody, {
                time: slot12(cancelling.pappointmentTime),
                date: calendarDate(cancelling.pappointmentDate),
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
