// A person's rights request (see, correct, erase, stop messages, nominate): first what they want and the
// email or mobile they used with us, then the one-time code we send there. Words in the page's language.
import { useState } from 'react';
import type { FormWords } from '../i18n/forms';
import { REQUEST_TYPES } from '../lib/privacy';
import { privacyCodeSchema, privacyRequestSchema } from '../lib/schemas/privacy';
import { runSchema } from '../lib/validate/core';
import { FormFrame } from './forms/FormFrame';
import { TextArea, TextField } from './forms/kit';
import { RadioGroup } from './forms/RadioGroup';
import { useForm } from './forms/useForm';
import { useWords } from './forms/words';
import './forms/forms.css';

interface Sent {
  request: string;
  message: string;
}

export default function RightsRequestForm({ id = 'privacy', words }: { id?: string; words: FormWords<'privacy'> }) {
  const text = words.text;
  const { translate, say } = useWords(words);
  const [sent, setSent] = useState<Sent | null>(null);
  const failureText = (failure: { kind: string; error?: string }) =>
    failure.kind === 'network' ? say('ui.network') : (failure.error ?? say('ui.network'));

  const ask = useForm({
    id,
    schema: privacyRequestSchema,
    validate: (values) => runSchema(privacyRequestSchema, values, translate),
    submit: (_data, client, values) => client.send<Sent & { success: true }>('/api/privacy/request', values),
    failureText,
    onSuccess: (data) => {
      setSent({ request: data.request, message: data.message });
      return data.message;
    },
  });
  const verify = useForm({
    id: `${id}-code`,
    schema: privacyCodeSchema,
    keepDraft: false,
    validate: (values) => runSchema(privacyCodeSchema, values, translate),
    submit: (_data, client, values) => client.send<{ success: true; message: string }>('/api/privacy/verify', values),
    failureText,
    onSuccess: (data) => data.message,
  });

  const options = REQUEST_TYPES.map((value) => ({ value, label: text.types[value] }));
  return (
    <>
      <FormFrame id={id} form={ask} common={words.common} submitLabel={text.submit} purpose={text.purpose}>
        <RadioGroup {...ask.field('type')} label={text.type} options={options} />
        <div className="grid-2">
          <TextField {...ask.field('name')} label={text.name} autoComplete="name" />
          <TextField {...ask.field('contact')} label={text.contact} autoComplete="email" />
        </div>
        <TextArea {...ask.field('details')} label={text.details} rows={4} />
      </FormFrame>
      {sent && (
        <FormFrame
          id={`${id}-code`}
          form={verify}
          common={words.common}
          submitLabel={text.confirm}
          purpose={text.codePurpose}
        >
          <input type="hidden" name="request" value={sent.request} />
          <TextField
            {...verify.field('code')}
            label={text.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </FormFrame>
      )}
    </>
  );
}
