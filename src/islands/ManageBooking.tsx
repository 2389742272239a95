import { useEffect, useMemo, useState } from 'react';
import {
  createApiClient,
  type ApiResult,
  type ManageChangedResponse,
  type ManagedAppointment,
  type ManageMessages as ManageMessagesView,
  type ManageOpenedResponse,
} from '../lib/api';
import type { FormWords } from '../i18n/forms';
import { slotOptions } from '../lib/slot-options';
import { isSlot, slotLabel } from '../lib/slots';
import { isIsoDate } from '../lib/time';
import { ManageMessages } from './appointment/ManageMessages';
import { useBookedTimes } from './appointment/useBookedTimes';
import { ManagePrivacy } from './appointment/ManagePrivacy';
import { useWords } from './forms/words';
import './forms/forms.css';

interface Props {
  words: FormWords<'manage'>;
  /** The trust's name in the page's language (the messages' opt-in names it). */
  trust: string;
}

type View =
  | { kind: 'loading' }
  | { kind: 'noLink' }
  | { kind: 'failed'; error: string }
  | { kind: 'ok'; booking: ManagedAppointment; changeable: boolean; cutoffHours: number; messages: ManageMessagesView };

/**
 * /appointment/manage#<token>: a patient's own booking, opened from the private link in their confirmation.
 * The token is read from the URL's fragment (never sent to the server in a URL, so never in a log) and
 * posted. The patient can cancel (after a confirmation) or move the visit to another free time.
 */
export default function ManageBooking({ words, trust }: Props) {
  const text = words.text;
  const { translate, fill } = useWords(words);
  const client = useMemo(() => createApiClient({ lang: () => document.documentElement.lang || 'en' }), []);
  const [token, setToken] = useState('');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const dates = useMemo(() => (isIsoDate(date) ? [date] : []), [date]);
  const booked = useBookedTimes(dates);

  const open = async (t: string) => {
    const res: ApiResult<ManageOpenedResponse> = await client.send('/api/appointments/manage', { token: t });
    if (res.ok) setView({ kind: 'ok', booking: res.data.appointment, ...res.data });
    else setView({ kind: 'failed', error: res.error });
  };

  useEffect(() => {
    const t = decodeURIComponent(window.location.hash.slice(1));
    if (!t) return setView({ kind: 'noLink' });
    setToken(t);
    void open(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cancel = async () => {
    setBusy(true);
    const res = await client.send<ManageChangedResponse>('/api/appointments/manage/cancel', { token });
    setBusy(false);
    setConfirming(false);
    setStatus({ ok: res.ok, text: res.ok ? res.data.message : res.error });
    // A cancel retires this link (its version is bumped): show the cancelled booking the answer carries.
    if (res.ok) setView((v) => (v.kind === 'ok' ? { ...v, booking: res.data.appointment, changeable: false } : v));
  };

  const move = async () => {
    setBusy(true);
    const res = await client.send<ManageChangedResponse>('/api/appointments/manage/move', {
      token,
      date,
      time,
    });
    setBusy(false);
    setStatus({ ok: res.ok, text: res.ok ? res.data.message : res.error });
    if (!res.ok) return booked.reload(date);
    const next = res.data.token ?? token;
    // The new link (the visit's new date) replaces the old one in the address bar, for a bookmark.
    window.history.replaceState(null, '', `#${next}`);
    setToken(next);
    setDate('');
    setTime('');
    booked.forget();
    await open(next);
  };

  if (view.kind === 'loading') return <p role="status">{text.loading}</p>;
  if (view.kind === 'noLink') return <p className="status status-error">{text.noLink}</p>;
  if (view.kind === 'failed') {
    return (
      <p className="status status-error" role="alert">
        {view.error}
      </p>
    );
  }

  const b = view.booking;
  const day = translate(`day.${b.day}`) ?? b.day;
  const slot = isSlot(b.time) ? slotLabel(b.time, translate) : b.time;
  const state = booked.booked[date];
  const options = slotOptions(
    [{ date, time }],
    0,
    state?.status === 'ok' ? state : undefined,
    new Date(),
    text,
    translate,
  );
  return (
    <div className="form manage">
      <dl className="manage-details">
        <dt>{text.name}</dt>
        <dd>{b.name}</dd>
        <dt>{text.registerNumber}</dt>
        <dd>{b.registerNumber}</dd>
        <dt>{text.when}</dt>
        <dd>{fill(text.whenValue, { day, date: b.date, slot })}</dd>
        <dt>{text.status}</dt>
        <dd>{text.statuses[b.status]}</dd>
      </dl>
      {status && (
        <p className={`status ${status.ok ? 'status-success' : 'status-error'}`} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      {b.status === 'booked' && !view.changeable && (
        <p className="status status-error">{fill(text.tooLate, { hours: view.cutoffHours })}</p>
      )}
      {b.status === 'booked' && view.changeable && (
        <>
          <section aria-labelledby="manage-move">
            <h2 id="manage-move">{text.moveHeading}</h2>
            <div className="grid-2">
              <label className="field">
                <span className="label">{text.newDate}</span>
                <input type="date" value={date} onChange={(ev) => (setDate(ev.currentTarget.value), setTime(''))} />
              </label>
              <label className="field">
                <span className="label">{text.newTime}</span>
                <select value={time} disabled={!date} onChange={(ev) => setTime(ev.currentTarget.value)}>
                  <option value="">{text.timePlaceholder}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value} disabled={o.disabled}>
                      {o.label}
                    </option>
                  ))}
                </select>
                {state?.status === 'ok' && state.closedDay && (
                  <span className="hint">{fill(text.dayClosed, { reason: state.closedDay })}</span>
                )}
              </label>
            </div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !date || !time}
              onClick={() => void move()}
            >
              {busy ? words.common.sending : text.move}
            </button>
          </section>
          <section aria-labelledby="manage-cancel">
            <h2 id="manage-cancel">{text.cancelHeading}</h2>
            {confirming ? (
              <div role="group" aria-label={text.cancelConfirmLabel}>
                <p>{fill(text.cancelQuestion, { day, date: b.date, slot })}</p>
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void cancel()}>
                  {text.cancelYes}
                </button>{' '}
                <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
                  {text.cancelNo}
                </button>
              </div>
            ) : (
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
                {text.cancel}
              </button>
            )}
          </section>
        </>
      )}
      {view.kind === 'ok' && token && (
        <ManagePrivacy token={token} client={client} text={text} sending={words.common.sending} />
      )}
      {b.status === 'booked' && (
        <ManageMessages client={client} token={token} messages={view.messages} words={words} trust={trust} />
      )}
    </div>
  );
}
