import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BookedAppointment } from '../lib/api';
import { bookingSchema, type PatientType } from '../lib/schemas/appointment';
import { MAX_PEOPLE_PER_BOOKING } from '../lib/slots';
import { checkBooking } from '../lib/validate/booking';
import type { FormWords } from '../i18n/forms';
import { PersonFieldset } from './appointment/PersonFieldset';
import { blankPerson, fieldName, notifyValues, toBooking, type PersonView } from './appointment/people';
import { MessagesFieldset } from './appointment/MessagesFieldset';
import { SavedAppointments } from './appointment/SavedAppointments';
import { useBookedTimes } from './appointment/useBookedTimes';
import { SelectField } from './forms/kit';
import { FormFrame, SERVER_WORDED, failureMessage } from './forms/FormFrame';
import { useForm } from './forms/useForm';
import { useWords } from './forms/words';
import './forms/forms.css';

/** The number of people a value of the count select stands for (1 to 4). */
const countOf = (value: string | undefined) => Math.min(MAX_PEOPLE_PER_BOOKING, Math.max(1, Number(value) || 1));

interface Props {
  id?: string;
  patientType: PatientType;
  /** The clinic's address, for calendar entries. */
  address: string;
  /** The clinic's WhatsApp chat with an empty text (`clinicChatLink('')`), for the details after a booking. */
  whatsapp: string;
  /** The manage page in the page's language, for each appointment's private link. */
  manageHref: string;
  /** Labels and messages in the page's language (see formWords). */
  words: FormWords<'appointment'>;
  /** The trust's name in the page's language (the messages' opt-in names it). */
  trust: string;
}

/**
 * Appointments for 1 to 4 people. Booked slots of the chosen date are disabled and marked, as are past
 * slots today and slots already chosen for another person in this booking. The server has the last word
 * (a slot holds one patient, all or nothing); a slot taken meanwhile is named and the times reloaded.
 */
export default function AppointmentForm({
  id = 'appointment',
  patientType,
  address,
  whatsapp,
  manageHref,
  words,
  trust,
}: Props) {
  const text = words.text;
  const { translate, say, fill } = useWords(words);
  const [count, setCount] = useState(1);
  // Each person's block is keyed by this: a new list (the visitor changed the number) draws them anew, empty;
  // waking up with a number chosen before keeps the blocks already there, with what was typed in them.
  const [list, setList] = useState(0);
  const [people, setPeople] = useState<PersonView[]>([blankPerson()]);
  const [saved, setSaved] = useState<BookedAppointment[] | null>(null);
  // The clock is read after hydration, never in the first render: the page was drawn at build time, and a
  // visitor on a later day must not see (or hydrate against) the build's today.
  const [now, setNow] = useState<Date | null>(null);
  const dates = useMemo(() => people.map((p) => p.date), [people]);
  const booked = useBookedTimes(dates);

  const form = useForm({
    id,
    schema: bookingSchema,
    // The number as chosen in the page: a submit held until the island woke up is checked before the
    // island has re-read it.
    validate: (values) => checkBooking(toBooking(values, countOf(values.count), patientType), translate),
    submit: (data, client, values) => client.bookAppointments(data.people, patientType, notifyValues(values)),
    failureText: (failure) => {
      if (failure.status === 409) {
        // A slot taken by someone else meanwhile: reload that date's times and clear only that person's
        // time; everything else stays as typed.
        const key = Object.keys(failure.fields ?? {}).find((k) => /^people\.\d+\.visitTime$/.test(k));
        const i = key ? Number(key.split('.')[1]) : 0;
        booked.reload(read(fieldName(i, 'visitDate')));
        clearTime(i);
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
      setList((n) => n + 1);
      setPeople([blankPerson()]);
      booked.forget();
      return data.message || say('ui.booking.saved');
    },
  });
  const { formRef, status, restoreDraft } = form;
  /** A field's value as it is in the page now. */
  const read = useCallback(
    (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '',
    [formRef],
  );

  /** Read the derived parts back from the DOM (typing before hydration, a restored draft, a reset). */
  const syncFromDom = useCallback(
    (n: number) =>
      setPeople(
        Array.from({ length: n }, (_, i) => ({
          name: read(fieldName(i, 'name')),
          gender: read(fieldName(i, 'gender')),
          date: read(fieldName(i, 'visitDate')),
          time: read(fieldName(i, 'visitTime')),
        })),
      ),
    [read],
  );

  // After hydration: the number of people and each one's date and time as the page has them (typed before
  // waking, or just restored from a draft, which fills the fields that exist: person 1's and the number).
  const [fillLater, setFillLater] = useState(0);
  useEffect(() => {
    const n = countOf(read('count'));
    setCount(n);
    syncFromDom(n);
    // A draft for several people: persons 2 and on have fields once this render is drawn; fill them then.
    if (n > 1) setFillLater(n);
  }, [read, syncFromDom]);
  useEffect(() => {
    if (fillLater < 2) return;
    restoreDraft();
    syncFromDom(fillLater);
    setFillLater(0);
  }, [fillLater, restoreDraft, syncFromDom]);

  // Today's dates once hydrated; then the clock moves on: past slots today become unavailable without a reload.
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const updatePerson = (i: number, patch: Partial<PersonView>) =>
    setPeople((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  /** Empty a person's time select (a new date, or the slot went to someone else) and forget the choice. */
  const clearTime = (i: number, patch: Partial<PersonView> = {}) => {
    const select = formRef.current?.elements.namedItem(fieldName(i, 'visitTime'));
    if (select instanceof HTMLSelectElement) select.value = '';
    updatePerson(i, { ...patch, time: '' });
  };

  const onCountChange = (value: string) => {
    const n = countOf(value);
    // Changing the number of people starts the list again (as on the original site).
    setCount(n);
    setList((k) => k + 1);
    setPeople(Array.from({ length: n }, blankPerson));
    form.setErrors({});
    form.setStatus({ kind: 'idle' });
  };

  return (
    <FormFrame
      id={id}
      form={form}
      common={words.common}
      submitLabel={count > 1 ? fill(text.submitMany, { count }) : text.submit}
      purpose={text.dataPurpose}
      beforeSubmit={() => setSaved(null)}
      statusExtra={
        status.kind === 'success' &&
        saved &&
        saved.length > 0 && (
          <SavedAppointments
            id={id}
            appointments={saved}
            address={address}
            whatsapp={whatsapp}
            manageHref={manageHref}
            words={words}
          />
        )
      }
    >
      {/* How many people: the length of the booking's list, not a field the schema checks. */}
      <SelectField
        form={id}
        name="count"
        required
        label={text.count}
        hint={text.countHint}
        defaultValue="1"
        onChange={onCountChange}
        options={Object.entries(text.countOptions).map(([value, label]) => ({ value, label }))}
      />
      {people.map((_, i) => (
        <PersonFieldset
          key={`${list}-${i}`}
          form={id}
          index={i}
          people={people}
          patientType={patientType}
          booked={people[i]!.date ? booked.booked[people[i]!.date] : undefined}
          now={now}
          field={form.field}
          words={words}
          onChange={(patch) => updatePerson(i, patch)}
          onDateChange={(date) => clearTime(i, { date })}
        />
      ))}
      <MessagesFieldset
        form={id}
        field={form.field}
        words={words}
        trust={trust}
        firstPhone={() => read(fieldName(0, 'phone'))}
      />
    </FormFrame>
  );
}
