import { useState } from 'react';
import { registerPrefix } from '../../lib/register';
import { regnoRequired, type PatientType } from '../../lib/schemas/appointment';
import { slotOptions } from '../../lib/slot-options';
import { indiaToday, indiaYear, isIsoDate, lastBookableDate, weekdayOf } from '../../lib/time';
import type { FormWords } from '../../i18n/forms';
import { CODE_INPUT, SelectField, TextArea, TextField, genderOptions } from '../forms/kit';
import type { FieldProps } from '../forms/useForm';
import { useWords } from '../forms/words';
import { fieldName, type PersonView } from './people';
import GuardianFields from './GuardianFields';

/** Is a typed age that of a child (a whole number under 18)? */
const isChildAge = (value: string) => /^\d{1,3}$/.test(value.trim()) && Number(value) < 18;
import type { BookedState } from './useBookedTimes';

interface Props {
  /** The form's id. */
  form: string;
  /** Which person (0-based) of `people`. */
  index: number;
  people: readonly PersonView[];
  patientType: PatientType;
  /** The booked times of this person's date, once asked for. */
  booked: BookedState | undefined;
  /** Null until hydrated (the build's HTML has no date in it). */
  now: Date | null;
  /** The form's `field`: attributes and error of a field by its full name. */
  field: (name: string) => FieldProps;
  words: FormWords<'appointment'>;
  onChange: (patch: Partial<PersonView>) => void;
  /** A new date: the caller clears the chosen time. */
  onDateChange: (date: string) => void;
}

/** One person's fields. What the site derives (register number preview, weekday, free slots) is read-only. */
export function PersonFieldset({
  form,
  index: i,
  people,
  patientType,
  booked,
  now,
  field,
  words,
  onChange,
  onDateChange,
}: Props) {
  const text = words.text;
  const { translate, fill } = useWords(words);
  const person = people[i]!;
  /** Under 18: the parent or guardian who books is asked for (./GuardianFields). */
  const [child, setChild] = useState(false);
  const own = (name: string) => field(fieldName(i, name));
  /** A value the site works out, shown read-only under a name the form does not send. */
  const shown = (name: string, value: string) =>
    ({ form, name: `preview.${i}.${name}`, readOnly: true, value, placeholder: '—' }) as const;
  // Autofill is for the person filling in the form, who is the first one.
  const autofill = (token: string) => (i === 0 ? token : 'off');
  const today = now ? indiaToday(now) : '';
  const last = now ? lastBookableDate(now) : '';
  const day = isIsoDate(person.date) ? weekdayOf(person.date) : '';
  const weekday = day && (translate(`day.${day}`) ?? day);
  const preview =
    now && person.name.trim() && (person.gender === 'Male' || person.gender === 'Female')
      ? `${registerPrefix(person.gender, person.name, indiaYear(now))}###`
      : '';
  const timesNote = !person.date
    ? text.timePickDate
    : booked?.status === 'ok' && booked.closedDay
      ? fill(text.dayClosed, { reason: booked.closedDay })
      : booked?.status === 'loading'
        ? text.timesLoading
        : booked?.status === 'failed'
          ? text.timesFailed
          : undefined;

  return (
    <fieldset className="person">
      <legend>{fill(text.person, { n: i + 1 })}</legend>
      <div className="grid-2">
        <TextField
          {...own('name')}
          label={text.name}
          autoComplete={autofill('name')}
          onChange={(ev) => onChange({ name: ev.currentTarget.value })}
        />
        <SelectField
          {...own('gender')}
          label={text.gender}
          placeholder={{ value: '', label: text.genderPlaceholder }}
          options={genderOptions(words.genders)}
          onChange={(value) => onChange({ gender: value })}
        />
        {patientType === 'new' ? (
          <TextField
            {...shown('registerNumber', preview)}
            label={text.registerNumber}
            filledBy={text.filledOnBooking}
            hint={preview ? fill(text.registerNumberNewHint, { preview }) : text.registerNumberNewEmpty}
          />
        ) : (
          <TextField
            {...own('registerNumber')}
            {...CODE_INPUT}
            // The booking's check, not the field's own schema, asks returning patients for it.
            required={regnoRequired(patientType)}
            label={text.registerNumber}
            hint={text.registerNumberOldHint}
          />
        )}
        {patientType === 'new' ? (
          // Shown, not sent: the server dates a new patient's registration by its own clock. Before the island
          // has read the clock (the page is drawn at build time) the box says "Today", never an empty date.
          <TextField
            {...shown('registeredOn', today.split('-').reverse().join('/'))}
            placeholder={text.registeredOnToday}
            label={text.registeredOn}
            filledBy={text.filledToday}
          />
        ) : (
          <TextField {...own('registeredOn')} label={text.registeredOn} max={today || undefined} />
        )}
        <TextField {...own('age')} label={text.age} onInput={(ev) => setChild(isChildAge(ev.currentTarget.value))} />
        <TextField {...own('height')} label={text.height} hint={text.heightHint} />
        <TextField {...own('weight')} label={text.weight} hint={text.weightHint} />
        <TextField {...own('occupation')} label={text.occupation} />
        <TextField
          {...own('phone')}
          label={text.phone}
          hint={text.phoneHint}
          autoComplete={autofill('tel')}
          onInput={(ev) => {
            // Digits only, at most 10 (as on the original form).
            const el = ev.currentTarget;
            const digits = el.value.replace(/\D/g, '').slice(0, 10);
            if (digits !== el.value) el.value = digits;
          }}
        />
        <TextField {...own('email')} label={text.email} autoComplete={autofill('email')} />
        <TextField {...own('place')} label={text.place} autoComplete="off" />
      </div>
      {child && <GuardianFields own={own} text={text} />}
      <TextArea {...own('purpose')} label={text.purpose} rows={2} />
      <TextArea {...own('medicines')} label={text.medicines} rows={2} />
      <div className="grid-3">
        <TextField
          {...own('visitDate')}
          label={text.visitDate}
          hint={last ? fill(text.visitDateHint, { last }) : text.visitDateWindow}
          min={today || undefined}
          max={last || undefined}
          onChange={(ev) => onDateChange(ev.currentTarget.value)}
        />
        <TextField {...shown('visitDay', weekday)} label={text.visitDay} filledBy={text.filledFromDate} />
        <SelectField
          {...own('visitTime')}
          label={text.visitTime}
          hint={timesNote}
          disabled={!person.date}
          placeholder={{ value: '', label: text.timePlaceholder }}
          options={slotOptions(people, i, booked?.status === 'ok' ? booked : undefined, now, text, translate)}
          onChange={(value) => onChange({ time: value })}
        />
      </div>
    </fieldset>
  );
}
