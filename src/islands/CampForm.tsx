import { useEffect, useState } from 'react';
import type { CampRegisteredResponse } from '../lib/camp-registrations';
import { CAMP_CHANNELS, CAMP_PEOPLE } from '../lib/camp-basics';
import { localizePath, type Locale } from '../lib/locale';
import { campRegistrationSchema, type CampRegistrationInput } from '../lib/schemas/camp';
import { dictionaryTranslate, runSchema, type Translate, type Validation } from '../lib/validate/core';
import type { CampFormWords } from '../i18n/camps';
import { SelectField, TextArea, TextField } from './forms/kit';
import { FormFrame } from './forms/FormFrame';
import { useForm, type FormValues } from './forms/useForm';
import './forms/forms.css';

export interface CampChoice {
  /** `<camp>/<date>`. */
  value: string;
  label: string;
}

/** The form's camp-and-date choice is one field; the schema (and the server) take them apart. */
function check(values: FormValues, translate: Translate): Validation<CampRegistrationInput> {
  const [camp = '', date = ''] = (values.slot ?? '').split('/');
  const { slot: _slot, ...rest } = values;
  const result = runSchema(campRegistrationSchema, { ...rest, camp, date }, translate);
  if (result.success) return result;
  const { camp: c, date: d, ...fields } = result.fields;
  return { ...result, fields: c || d ? { ...fields, slot: (c ?? d)! } : fields };
}

/**
 * Registration for a free camp date: the token (or the waiting list) on success, with the private link to
 * cancel. The person chooses how they are told (WhatsApp, SMS or email; email asks for the address).
 */
export default function CampForm({
  id = 'camp',
  words,
  choices,
  locale,
}: {
  id?: string;
  words: CampFormWords;
  choices: CampChoice[];
  locale: Locale;
}) {
  const text = words.text;
  const translate = dictionaryTranslate(words.messages);
  const [done, setDone] = useState<CampRegisteredResponse | null>(null);
  const [channel, setChannel] = useState<string>('whatsapp');
  const form = useForm({
    id,
    schema: campRegistrationSchema,
    validate: (values) => check(values, translate),
    submit: (data, client) =>
      client.send<CampRegisteredResponse>('/api/camps/register', {
        ...data,
        people: String(data.people),
      }),
    failureText: (failure) => (failure.kind === 'network' ? (translate('ui.network') ?? failure.error) : failure.error),
    onSuccess: (answer) => {
      setDone(answer);
      return answer.message;
    },
  });
  const { field } = form;
  // Once awake: what was chosen before (kept by the DOM) decides whether the email field shows, and a
  // "Register for this date" link (?date=<camp>/<date>) chooses its date unless one was already chosen.
  useEffect(() => {
    const elements = form.formRef.current?.elements;
    const slot = elements?.namedItem('slot');
    const wanted = new URLSearchParams(location.search).get('date');
    if (slot instanceof HTMLSelectElement && !slot.value && wanted && choices.some((c) => c.value === wanted))
      slot.value = wanted;
    const chosen = elements?.namedItem('channel');
    if (chosen instanceof HTMLSelectElement) setChannel(chosen.value);
  }, [form.formRef, choices]);
  const manage = done?.link ? `${localizePath('/camps/registration', locale)}#${done.link}` : null;
  const result = done && (
    <div className="camp-token" data-camp-result={done.status}>
      <p className="camp-token-label">{done.token ? text.token : text.waiting}</p>
      {done.token ? <p className="camp-token-number">{done.token}</p> : null}
      <p>{text.keep}</p>
      {manage && <a href={manage}>{text.cancelLink}</a>}
    </div>
  );
  return (
    <FormFrame
      id={id}
      form={form}
      common={words.common}
      submitLabel={text.submit}
      purpose={text.purpose}
      statusExtra={result}
      beforeSubmit={() => setDone(null)}
    >
      <SelectField
        {...field('slot')}
        required
        label={text.date}
        placeholder={{ value: '', label: text.datePick }}
        options={choices}
      />
      <div className="grid-2">
        <TextField {...field('name')} label={text.name} autoComplete="name" />
        <TextField {...field('phone')} label={text.phone} autoComplete="tel" />
      </div>
      <div className="grid-2">
        <TextField {...field('village')} label={text.village} autoComplete="address-level2" />
        <SelectField
          {...field('people')}
          label={text.people}
          defaultValue="1"
          options={Array.from({ length: CAMP_PEOPLE.max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
        />
      </div>
      <TextArea {...field('needs')} label={text.needs} hint={text.needsHint} rows={3} />
      {/* A choice list, not radio buttons: the radio group stays in the donation form's own chunk. */}
      <SelectField
        {...field('channel')}
        required
        label={text.channel}
        defaultValue="whatsapp"
        onChange={setChannel}
        options={CAMP_CHANNELS.map((c) => ({ value: c, label: text[c] }))}
      />
      {channel === 'email' && <TextField {...field('email')} label={text.emailAddress} autoComplete="email" />}
    </FormFrame>
  );
}
