// The free camps for staff: each camp's dates (a week back to the weeks ahead) with places taken and its
// counts; a date opens its list by token (token, name, village, people; phone and needs on screen), which
// prints on A4 for the registration desk. Tick who came, cancel one registration (the person is told and
// the waiting list moves up) or call the date off (everyone is told).

import { useRef, useState } from 'react';
import { adminCampsEn as t } from '../../i18n/admin-camps';
import { fill } from '../../i18n/fill';
import type { CampDayState, CampRegistration, StaffCamp } from '../../lib/camp-registrations';
import { call, postJson } from './api';
import ConfirmDialog from './ConfirmDialog';
import Panel, { ScrollTable } from './Panel';
import { useAnnounce } from './SessionGate';
import { useAction } from './kit';
import { useLoaded, useRowAction } from './load';

type Overview = { today: string; camps: StaffCamp[] };
type Day = { camp: StaffCamp; date: string; day: CampDayState | null; registrations: CampRegistration[] };
type Pending = { kind: 'one'; registration: CampRegistration } | { kind: 'date' };

const campsApi = {
  overview: () => call<Overview>('/api/admin/camps'),
  day: (camp: string, date: string) =>
    call<{ day: CampDayState | null; registrations: CampRegistration[] }>(
      '/api/admin/camps/day',
      postJson({ camp, date }),
    ),
  came: (id: string, came: boolean) =>
    call<{ registration: CampRegistration }>(`/api/admin/camps/registrations/${id}/came`, postJson({ came })),
  cancel: (id: string) =>
    call<{ registration: CampRegistration }>(`/api/admin/camps/registrations/${id}/cancel`, postJson()),
  cancelDate: (camp: string, date: string) =>
    call<{ told: number }>('/api/admin/camps/day/cancel', postJson({ camp, date })),
};

export default function Camps() {
  const announce = useAnnounce();
  const loaded = useLoaded(campsApi.overview, t.loadFailed);
  const { data: overview, load } = loaded;
  const [day, setDay] = useState<Day | null>(null);
  const { busy, run } = useRowAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelling = useAction(t.failed);
  const { error, setError } = cancelling;
  const dialogRef = useRef<HTMLDialogElement>(null);

  const open = async (camp: StaffCamp, date: string) => {
    const res = await campsApi.day(camp.id, date);
    if (res.ok) setDay({ camp, date, ...res.data });
    else announce(t.failed);
  };

  const came = async (r: CampRegistration, value: boolean) => {
    const res = await run(r.id, () => campsApi.came(r.id, value));
    if (!res.ok || !day) return announce(t.failed);
    announce(fill(value ? t.markedCame : t.markedNotCame, { name: r.name }));
    setDay({ ...day, registrations: day.registrations.map((x) => (x.id === r.id ? res.data.registration : x)) });
  };

  const confirm = async () => {
    if (!day || !pending) return;
    const done =
      pending.kind === 'one'
        ? await cancelling.run(() => campsApi.cancel(pending.registration.id))
        : await cancelling.run(() => campsApi.cancelDate(day.camp.id, day.date));
    if (!done) return;
    if ('told' in done) announce(fill(t.calledOffDone, { count: done.told }));
    dialogRef.current?.close();
    setPending(null);
    await open(day.camp, day.date);
    await load();
  };

  if (day) {
    const calledOff = !!day.day?.cancelled;
    return (
      <section className="admin-table camp-day" aria-labelledby="camp-day-h">
        <div className="admin-table-head">
          <h2 id="camp-day-h">{fill(t.dayHeading, { camp: day.camp.title, date: day.date })}</h2>
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            {t.print}
          </button>
        </div>
        <p className="admin-note">
          {calledOff
            ? t.calledOff
            : fill(t.placesOf, { taken: day.day?.taken ?? 0, capacity: day.day?.capacity ?? day.camp.capacity })}{' '}
          · {day.camp.place} · {day.camp.start}–{day.camp.end}
        </p>
        <p className="no-print">
          <button type="button" className="btn btn-secondary" onClick={() => setDay(null)}>
            {t.back}
          </button>{' '}
          {!calledOff && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => (setError(''), setPending({ kind: 'date' }))}
            >
              {t.cancelDate}
            </button>
          )}
        </p>
        {day.registrations.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ScrollTable
            title={fill(t.dayHeading, { camp: day.camp.title, date: day.date })}
            columns={[
              t.token,
              t.name,
              t.village,
              t.people,
              { label: t.phone, className: 'no-print' },
              t.status,
              t.came,
              { label: t.actions, className: 'no-print' },
            ]}
          >
            {day.registrations.map((r) => (
              <tr key={r.id} data-registration={r.id} className={r.status === 'cancelled' ? 'no-print' : undefined}>
                <td>{r.token ?? '—'}</td>
                <td>
                  <strong>{r.name}</strong>
                  {r.needs && (
                    <span className="no-print">
                      <br />
                      {t.needs}: {r.needs}
                    </span>
                  )}
                </td>
                <td>{r.village}</td>
                <td>{r.people}</td>
                <td className="no-print">
                  <a href={`tel:+91${r.phone}`}>{r.phone}</a>
                </td>
                <td>
                  {r.status === 'waiting' ? t.waiting : r.status === 'cancelled' ? t.cancelled : ''}
                  {r.held && <span className="no-print"> {t.held}</span>}
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${t.came}: ${r.name}`}
                    checked={!!r.came}
                    disabled={r.status !== 'registered' || busy === r.id}
                    onChange={(e) => void came(r, e.target.checked)}
                  />
                </td>
                <td className="no-print">
                  {r.status !== 'cancelled' && (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => (setError(''), setPending({ kind: 'one', registration: r }))}
                    >
                      {t.cancelOne}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <ConfirmDialog
          dialogRef={dialogRef}
          open={pending !== null}
          title={pending?.kind === 'date' ? t.cancelDate : t.cancelOne}
          body={
            pending?.kind === 'one'
              ? fill(t.cancelOneConfirm, { name: pending.registration.name })
              : fill(t.cancelDateConfirm, { camp: day.camp.title, date: day.date })
          }
          error={error}
          confirmLabel={pending?.kind === 'date' ? t.cancelDate : t.cancelOne}
          busy={cancelling.busy}
          busyLabel={t.cancelOne}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      </section>
    );
  }

  return (
    <Panel heading={t.heading} lede={t.lede} refresh={t.refresh} {...loaded.panel}>
      {overview?.camps.map((camp) => (
        <section key={camp.id} className="camp-overview" aria-labelledby={`camp-${camp.id}`}>
          <h3 id={`camp-${camp.id}`}>{camp.title}</h3>
          <p className="admin-note">{fill(t.counts, { ...camp.counts })}</p>
          <ScrollTable title={camp.title} columns={[t.date, t.places, t.actions]}>
            {camp.dates.map((d) => (
              <tr key={d.date} data-camp-date={`${camp.id}/${d.date}`}>
                <td>{d.date}</td>
                <td>{d.cancelled ? t.calledOff : fill(t.placesOf, { taken: d.taken, capacity: d.capacity })}</td>
                <td>
                  <button type="button" className="btn btn-secondary" onClick={() => void open(camp, d.date)}>
                    {t.open}
                  </button>
                </td>
              </tr>
            ))}
          </ScrollTable>
        </section>
      ))}
    </Panel>
  );
}
