import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type BookedAppointment } from '../lib/api';
import { appointmentIcs } from '../lib/ics';
import { fill as fillTemplate } from '../i18n/fill';
import { registerPrefix, type Gender } from '../lib/register';
import type { PatientType } from '../lib/schemas/appointment';
import { MAX_PEOPLE_PER_BOOKING, SLOTS, slotLabel, type Slot } from '../lib/slots';
import { indiaToday, indiaYear, isIsoDate, isSlotPast, lastBookableDate, weekdayOf } from '../lib/time';
import { checkBooking } from '../lib/validate/booking';
import type { FormWords } from '../i18n/forms';
import { SelectField, TextArea, TextField } from './forms/kit';
import { FormFrame, SERVER_WORDED, failureMessage } from './forms/FormFrame';
import { useForm, type FormValues } from './forms/useForm';
import { useWords } from './forms/words';
import './forms/forms.css';

/** The person fields the form sends, in the order the schema checks them. */
const PERSON_FIELDS = [
  'pname',
  'pregno',
  'pregdate',
  'page',
  'pgender',
  'pheight',
  'pweight',
  'pwork',
  'pphone',
  'pemail',
  'plocation',
  'ppurpose',
  'pmedicine',
  'pappointmentDate',
  'pappointmentTime',
] as const;

const fieldName = (i: number, field: string) => `people.${i}.${field}`;

/** What the page needs to know about each person to draw the derived parts (weekday, slots, preview). */
interface PersonView {
  name: string;
  gender: string;
  date: string;
  time: string;
}
const blankPerson = (): PersonView => ({ name: '', gender: '', date: '', time: '' });

type BookedState = { status: 'loading' } | { status: 'ok'; times: ReadonlySet<string> } | { status: 'failed' };

/** Build the request body from the form's values: one object per person, empty fields left out. */
export function toBooking(values: FormValues, count: number, patientType: PatientType) {
  const people: Array<Record<string, string>> = [];
  for (let i = 0; i < count; i++) {
    const person: Record<string, string> = {};
    for (const field of PERSON_FIELDS) {
      const value = values[fieldName(i, field)];
      if (value !== undefined && value.trim() !== '') person[field] = value;
    }
    people.push(person);
  }
  return { patientType, people };
}

/** The calendar file's words, in the page's language. */
type CalendarWords = Record<'icsSummary' | 'icsDescription' | 'icsReminder', string>;

function downloadIcs(appointment: BookedAppointment, address: string, words: CalendarWords) {
  const values = { name: appointment.name, regno: appointment.registerNumber };
  const ics = appointmentIcs({
    id: appointment.id,
    date: appointment.date,
    time: appointment.time,
    summary: fillTemplate(words.icsSummary, values),
    description: fillTemplate(words.icsDescription, values),
    reminder: words.icsReminder,
    location: address,
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${appointment.registerNumber}-${appointment.date}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Props {
  id?: string;
  patientType: PatientType;
  /** The clinic's address, for calendar entries. */
  address: string;
  /** Labels and messages in the page's language (see formWords). */
  words: FormWords<'appointment'>;
}

/**
 * Appointments for 1 to 4 people. Booked slots of the chosen date are disabled and marked, as are past
 * slots today and slots already chosen for another person in this booking. The server has the last word
 * (a slot holds one patient, all or nothing); a slot taken meanwhile is named and the times reloaded.
 */
export default function AppointmentForm({ id = 'appointment', patientType, address, words }: Props) {
  const text = words.text;
  const { translate, say, fill } = useWords(words);
  const [count, setCount] = useState(1);
  const [people, setPeople] = useState<PersonView[]>([blankPerson()]);
  const [booked, setBooked] = useState<Record<string, BookedState>>({});
  const [saved, setSaved] = useState<BookedAppointment[] | null>(null);
  const [now, setNow] = useState(() => new Date());
  /** The person whose slot someone else took while this form was being filled in (a 409). */
  const [conflict, setConflict] = useState<{ index: number } | null>(null);
  const bookedRef = useRef(booked);
  bookedRef.current = booked;

  const form = useForm({
    id,
    validate: (values) => checkBooking(toBooking(values, count, patientType), translate),
    submit: (data, client) => client.bookAppointments(data.people, patientType),
    failureText: (failure) => {
      if (failure.status === 409) {
        const key = Object.keys(failure.fields ?? {}).find((k) => /^people\.\d+\.pappointmentTime$/.test(k));
        setConflict({ index: key ? Number(key.split('.')[1]) : 0 });
      }
      // A slot taken meanwhile (409) is worded by the server too: it names whose slot went.
      return failureMessage(failure, { network: say('ui.network'), failed: say('ui.booking.failed') }, [
        ...SERVER_WORDED,
        409,
      ]);
    },
    onSuccess: (data) => {
      // form.reset() changed the fields behind React's back: write each reset value through the value setter so
      // React's change tracking sees it, and choosing the same date (or name) again still counts as a change.
      for (const el of Array.from(form.formRef.current?.elements ?? [])) {
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.value = el.defaultValue;
      }
      setSaved(data.appointments);
      setCount(1);
      setPeople([blankPerson()]);
      // Every slot just booked is no longer free: check again when those dates are chosen.
      setBooked({});
      return data.message || say('ui.booking.saved');
    },
  });
  const { errors, formRef, status } = form;

  /** Read the derived parts back from the DOM (typing before hydration, a restored draft, a reset). */
  const syncFromDom = useCallback(
    (n: number) => {
      const el = formRef.current;
      if (!el) return;
      const read = (name: string) => {
        const field = el.elements.namedItem(name);
        return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
      };
      setPeople(
        Array.from({ length: n }, (_, i) => ({
          name: read(fieldName(i, 'pname')),
          gender: read(fieldName(i, 'pgender')),
          date: read(fieldName(i, 'pappointmentDate')),
          time: read(fieldName(i, 'pappointmentTime')),
        })),
      );
    },
    [formRef],
  );

  // After hydration, and when a saved draft comes back (it may name more people than one).
  useEffect(() => {
    const el = formRef.current;
    if (!el) return;
    const initialCount = Number((el.elements.namedItem('count') as HTMLSelectElement | null)?.value ?? 1) || 1;
    setCount(initialCount);
    syncFromDom(initialCount);
    const onRestored = () => {
      const restored = Number((el.elements.namedItem('count') as HTMLSelectElement | null)?.value ?? 1) || 1;
      setCount(restored);
      // The extra people's fields exist after the next render: restore into them then.
      window.requestAnimationFrame(() => {
        form.restoreDraft();
        syncFromDom(restored);
      });
    };
    el.addEventListener('draftrestored', onRestored);
    return () => el.removeEventListener('draftrestored', onRestored);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The clock moves on: past slots today become unavailable without a reload.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const loadBooked = useCallback(async (date: string, force = false) => {
    if (!isIsoDate(date)) return;
    if (!force && bookedRef.current[date] && bookedRef.current[date]!.status !== 'failed') return;
    setBooked((b) => ({ ...b, [date]: { status: 'loading' } }));
    const result = await api.getBookedTimes(date);
    setBooked((b) => ({
      ...b,
      [date]: result.ok ? { status: 'ok', times: new Set(result.data.booked) } : { status: 'failed' },
    }));
  }, []);

  useEffect(() => {
    for (const p of people) if (p.date) void loadBooked(p.date);
  }, [people, loadBooked]);

  // A slot taken by someone else meanwhile: reload that date's times and clear only that person's time;
  // everything else stays as typed.
  useEffect(() => {
    if (!conflict) return;
    const date = people[conflict.index]?.date;
    if (date) void loadBooked(date, true);
    const select = formRef.current?.elements.namedItem(fieldName(conflict.index, 'pappointmentTime'));
    if (select instanceof HTMLSelectElement) select.value = '';
    updatePerson(conflict.index, { time: '' });
    setConflict(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflict]);

  const onCountChange = (value: string) => {
    const n = Math.min(MAX_PEOPLE_PER_BOOKING, Math.max(1, Number(value) || 1));
    // Changing the number of people starts the list again (as on the original site).
    const el = formRef.current;
    if (el) {
      for (let i = 0; i < MAX_PEOPLE_PER_BOOKING; i++) {
        for (const field of PERSON_FIELDS) {
          const input = el.elements.namedItem(fieldName(i, field));
          if ((input instanceof HTMLInputElement && !input.readOnly) || input instanceof HTMLTextAreaElement)
            input.value = '';
          if (input instanceof HTMLSelectElement) input.selectedIndex = 0;
        }
      }
    }
    setCount(n);
    setPeople(Array.from({ length: n }, blankPerson));
    form.setErrors({});
    form.setStatus({ kind: 'idle' });
  };

  const updatePerson = (i: number, patch: Partial<PersonView>) =>
    setPeople((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  const onDateChange = (i: number, date: string) => {
    // A new date: the weekday follows, the chosen time is cleared and that date's booked times load.
    const select = formRef.current?.elements.namedItem(fieldName(i, 'pappointmentTime'));
    if (select instanceof HTMLSelectElement) select.value = '';
    updatePerson(i, { date, time: '' });
  };

  const today = indiaToday(now);
  const last = lastBookableDate(now);
  const year = indiaYear(now);

  return (
    <FormFrame
      id={id}
      form={form}
      common={words.common}
      submitLabel={count > 1 ? fill(text.submitMany, { count }) : text.submit}
      purpose={text.purpose}
      beforeSubmit={() => setSaved(null)}
      statusExtra={
        <>
          {status.kind === 'success' && saved && saved.length > 0 && (
            <section className="saved" aria-labelledby={`${id}-saved`}>
              <h3 id={`${id}-saved`}>{text.savedTitle}</h3>
              <ul>
                {saved.map((a) => (
                  <li key={a.id}>
                    <strong>{a.name}</strong>: <span className="regno">{a.registerNumber}</span>,{' '}
                    {translate(`day.${a.day}`) ?? a.day} {a.date}, {slotLabel(a.time, translate)}{' '}
                    <button
                      type="button"
                      className="btn btn-secondary calendar"
                      aria-label={fill(text.calendarFor, { name: a.name, date: a.date })}
                      onClick={() => downloadIcs(a, address, text)}
                    >
                      {text.calendar}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      }
    >
      <SelectField
        form={id}
        name="count"
        label={text.count}
        hint={text.countHint}
        required
        defaultValue="1"
        onChange={onCountChange}
        options={Object.entries(text.countOptions).map(([value, label]) => ({ value, label }))}
      />

      {people.map((person, i) => {
        const state = person.date ? booked[person.date] : undefined;
        const weekday = isIsoDate(person.date)
          ? (translate(`day.${weekdayOf(person.date)}`) ?? weekdayOf(person.date))
          : '';
        const preview =
          person.name.trim() && (person.gender === 'Male' || person.gender === 'Female')
            ? `${registerPrefix(person.gender as Gender, person.name, year)}###`
            : '';
        const e = (field: string) => errors[fieldName(i, field)];
        const options = SLOTS.map((slot: Slot) => {
          let note = '';
          if (state?.status === 'ok' && state.times.has(slot)) note = text.booked;
          else if (person.date && isSlotPast(person.date, slot, now)) note = text.past;
          else {
            const other = people.findIndex((p, j) => j !== i && p.date === person.date && p.time === slot);
            if (person.date && other >= 0) note = fill(text.chosenFor, { n: other + 1 });
          }
          return {
            value: slot,
            label: note ? `${slotLabel(slot, translate)} ${note}` : slotLabel(slot, translate),
            disabled: note !== '',
          };
        });
        const timesNote = !person.date
          ? text.timePickDate
          : state?.status === 'loading'
            ? text.timesLoading
            : state?.status === 'failed'
              ? text.timesFailed
              : undefined;
        return (
          <fieldset key={`${count}-${i}`} className="person">
            <legend>{fill(text.person, { n: i + 1 })}</legend>
            <div className="grid-2">
              <TextField
                form={id}
                name={fieldName(i, 'pname')}
                label={text.pname}
                required
                autoComplete={i === 0 ? 'name' : 'off'}
                maxLength={100}
                error={e('pname')}
                onChange={(ev) => updatePerson(i, { name: ev.currentTarget.value })}
              />
              <SelectField
                form={id}
                name={fieldName(i, 'pgender')}
                label={text.pgender}
                required
                error={e('pgender')}
                placeholder={{ value: '', label: text.genderPlaceholder }}
                options={(['Male', 'Female'] as const).map((g) => ({ value: g, label: words.genders[g] }))}
                onChange={(value) => updatePerson(i, { gender: value })}
              />
              {patientType === 'new' ? (
                <TextField
                  form={id}
                  name={`preview.${i}.pregno`}
                  label={text.pregno}
                  filledBy={text.filledOnBooking}
                  readOnly
                  value={preview}
                  placeholder="—"
                  hint={preview ? fill(text.pregnoNewHint, { preview }) : text.pregnoNewEmpty}
                />
              ) : (
                <TextField
                  form={id}
                  name={fieldName(i, 'pregno')}
                  label={text.pregno}
                  hint={text.pregnoOldHint}
                  required
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={16}
                  className="uppercase"
                  error={e('pregno')}
                />
              )}
              {patientType === 'new' ? (
                <TextField
                  form={id}
                  name={fieldName(i, 'pregdate')}
                  label={text.pregdate}
                  filledBy={text.filledToday}
                  type="date"
                  readOnly
                  value={today}
                />
              ) : (
                <TextField
                  form={id}
                  name={fieldName(i, 'pregdate')}
                  label={text.pregdate}
                  type="date"
                  max={today}
                  error={e('pregdate')}
                />
              )}
              <TextField
                form={id}
                name={fieldName(i, 'page')}
                label={text.page}
                inputMode="numeric"
                maxLength={3}
                error={e('page')}
              />
              <TextField
                form={id}
                name={fieldName(i, 'pheight')}
                label={text.pheight}
                hint={text.pheightHint}
                required
                maxLength={20}
                error={e('pheight')}
              />
              <TextField
                form={id}
                name={fieldName(i, 'pweight')}
                label={text.pweight}
                hint={text.pweightHint}
                required
                maxLength={20}
                error={e('pweight')}
              />
              <TextField
                form={id}
                name={fieldName(i, 'pwork')}
                label={text.pwork}
                required
                maxLength={100}
                error={e('pwork')}
              />
              <TextField
                form={id}
                name={fieldName(i, 'pphone')}
                label={text.pphone}
                hint={text.pphoneHint}
                required
                type="tel"
                inputMode="numeric"
                autoComplete={i === 0 ? 'tel' : 'off'}
                maxLength={10}
                error={e('pphone')}
                onInput={(ev) => {
                  // Digits only, at most 10 (as on the original form).
                  const el = ev.currentTarget;
                  const digits = el.value.replace(/\D/g, '').slice(0, 10);
                  if (digits !== el.value) el.value = digits;
                }}
              />
              <TextField
                form={id}
                name={fieldName(i, 'pemail')}
                label={text.pemail}
                type="email"
                autoComplete={i === 0 ? 'email' : 'off'}
                maxLength={254}
                error={e('pemail')}
              />
              <TextField
                form={id}
                name={fieldName(i, 'plocation')}
                label={text.plocation}
                autoComplete="off"
                maxLength={100}
                error={e('plocation')}
              />
            </div>
            <TextArea
              form={id}
              name={fieldName(i, 'ppurpose')}
              label={text.ppurpose}
              rows={2}
              maxLength={500}
              error={e('ppurpose')}
            />
            <TextArea
              form={id}
              name={fieldName(i, 'pmedicine')}
              label={text.pmedicine}
              rows={2}
              maxLength={500}
              error={e('pmedicine')}
            />
            <div className="grid-3">
              <TextField
                form={id}
                name={fieldName(i, 'pappointmentDate')}
                label={text.pappointmentDate}
                hint={fill(text.pappointmentDateHint, { last })}
                required
                type="date"
                min={today}
                max={last}
                error={e('pappointmentDate')}
                onChange={(ev) => onDateChange(i, ev.currentTarget.value)}
              />
              <TextField
                form={id}
                name={`preview.${i}.pappointmentDay`}
                label={text.pappointmentDay}
                filledBy={text.filledFromDate}
                readOnly
                value={weekday}
                placeholder="—"
              />
              <SelectField
                form={id}
                name={fieldName(i, 'pappointmentTime')}
                label={text.pappointmentTime}
                required
                hint={timesNote}
                error={e('pappointmentTime')}
                disabled={!person.date}
                placeholder={{ value: '', label: text.timePlaceholder }}
                options={options}
                onChange={(value) => updatePerson(i, { time: value })}
              />
            </div>
          </fieldset>
        );
      })}
    </FormFrame>
  );
}
