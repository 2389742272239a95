// Closures: staff close a date, a range of dates, some slots of them, or a weekday every week,
// with the reason visitors see. Adding one lists the patients already booked into it, with a call and a
// WhatsApp link each, so staff can reach them: nothing is deleted silently.

import { useId, useState, type SubmitEvent } from 'react';
import { adminText, fill } from '../../i18n/admin';
import type { Closure } from '../../lib/closures';
import { calendarDate, slot12 } from '../../lib/record-format';
import type { StoredRecord } from '../../lib/records';
import { SLOTS } from '../../lib/slots';
import { WEEKDAYS } from '../../lib/time';
import { patientChatLink } from '../../lib/whatsapp';
import { adminApi } from './api';
import Panel, { ScrollTable } from './Panel';
import { useAnnounce, usePermission } from './SessionGate';
import { BusyButton, ErrorText, useAction } from './kit';
import { useLoaded } from './load';

const t = adminText.closures;

/** What a closure covers, in words: "14 Jan 2027 – 16 Jan 2027, Wednesdays, 2:00 PM and 2:30 PM". */
export function closureSpan(c: Closure): string {
  const dates = c.from === c.to ? calendarDate(c.from) : `${calendarDate(c.from)} – ${calendarDate(c.to)}`;
  const parts = [dates];
  if (c.weekday) parts.push(fill(t.every, { weekday: c.weekday }));
  parts.push(c.slots ? c.slots.map(slot12).join(', ') : t.wholeDay);
  return parts.join(', ');
}

interface Props {
  /** The longest reason the server takes (CLOSURE_REASON_MAX in src/lib/closures.ts, given by the page). */
  reasonMaxLength: number;
}

export default function Closures({ reasonMaxLength }: Props) {
  const announce = useAnnounce();
  // Closing and reopening is for the roles that may (reception, admin); a practitioner sees what is closed.
  const mayClose = usePermission('closures');
  const id = useId();
  // Only the newest request's answer is shown: the first load may answer after the reload that follows an
  // added closure, and must not put back the list without it.
  const loaded = useLoaded(adminApi.closures, t.failed);
  const list = loaded.data?.data ?? null;
  const { load } = loaded;
  const { busy: saving, error, run } = useAction(t.saveFailed);
  const [affected, setAffected] = useState<{ closure: Closure; bookings: StoredRecord<'bookings'>[] } | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const slots = data.getAll('slots').map(String);
    const rule = {
      from: text('from'),
      ...(text('to') ? { to: text('to') } : {}),
      ...(text('weekday') ? { weekday: text('weekday') } : {}),
      ...(slots.length > 0 ? { slots } : {}),
      reason: text('reason'),
    };
    const added = await run(() => adminApi.addClosure(rule as never));
    if (!added) return;
    form.reset();
    setAffected({ closure: added.closure, bookings: added.affected });
    announce(fill(t.added, { span: closureSpan(added.closure), count: added.affected.length }));
    await load();
  };

  const remove = async (closure: Closure) => {
    const res = await adminApi.removeClosure(closure.id);
    announce(res.ok ? fill(t.removed, { span: closureSpan(closure) }) : t.removeFailed);
    if (affected?.closure.id === closure.id) setAffected(null);
    await load();
  };

  return (
    <Panel heading={t.heading} lede={t.lede} refresh={t.refresh} {...loaded.panel}>
      {mayClose && (
        <form
          className="admin-form"
          onSubmit={(ev) => void submit(ev)}
          aria-describedby={error ? `${id}-err` : undefined}
        >
          <div className="admin-fields">
            <label>
              {t.from}
              <input name="from" type="date" required />
            </label>
            <label>
              {t.to}
              <input name="to" type="date" aria-describedby={`${id}-to`} />
              <small id={`${id}-to`}>{t.toHint}</small>
            </label>
            <label>
              {t.weekday}
              <select name="weekday" defaultValue="">
                <option value="">{t.everyDay}</option>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {fill(t.every, { weekday: day })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.reason}
              <input name="reason" required maxLength={reasonMaxLength} aria-describedby={`${id}-reason`} />
              <small id={`${id}-reason`}>{t.reasonHint}</small>
            </label>
          </div>
          <fieldset className="admin-slots">
            <legend>{t.slots}</legend>
            <p className="admin-note">{t.slotsHint}</p>
            {SLOTS.map((slot) => (
              <label key={slot}>
                <input type="checkbox" name="slots" value={slot} /> {slot12(slot)}
              </label>
            ))}
          </fieldset>
          <ErrorText id={`${id}-err`} error={error} />
          <BusyButton type="submit" busy={saving} busyLabel={t.saving}>
            {t.add}
          </BusyButton>
        </form>
      )}

      {affected && (
        <section className="admin-affected" aria-labelledby={`${id}-aff`}>
          <h3 id={`${id}-aff`}>{fill(t.affectedHeading, { span: closureSpan(affected.closure) })}</h3>
          {affected.bookings.length === 0 ? (
            <p className="admin-note">{t.affectedNone}</p>
          ) : (
            <>
              <p className="admin-note">{t.affectedLede}</p>
              <ul>
                {affected.bookings.map((b) => {
                  const chat = patientChatLink(b, b.lang);
                  return (
                    <li key={b.id}>
                      {fill(t.affectedLine, {
                        name: b.name,
                        date: calendarDate(b.visitDate),
                        time: slot12(b.visitTime),
                      })}{' '}
                      <a href={`tel:+91${b.phone}`}>{fill(t.call, { phone: b.phone })}</a>
                      {chat && (
                        <>
                          {' · '}
                          <a href={chat} target="_blank" rel="noopener noreferrer">
                            {adminText.whatsapp.link}
                          </a>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      )}

      {list && list.length === 0 && <p className="admin-note">{t.empty}</p>}
      {list && list.length > 0 && (
        <ScrollTable title={t.heading} columns={[t.when, t.reason, ...(mayClose ? [t.actions] : [])]}>
          {list.map((c) => (
            <tr key={c.id}>
              <td>{closureSpan(c)}</td>
              <td>{c.reason}</td>
              {mayClose && (
                <td>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={fill(t.removeLabel, { span: closureSpan(c) })}
                    onClick={() => void remove(c)}
                  >
                    {t.remove}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </ScrollTable>
      )}
    </Panel>
  );
}
