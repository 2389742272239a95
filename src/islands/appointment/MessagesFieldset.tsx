// Which phone may receive the booking's messages, and how (WhatsApp, SMS or none), with the opt-in
// sentence that names the trust (WhatsApp's policy asks for it). Choosing a channel with the phone still
// empty fills in the first person's phone, which the visitor may change (a family member's phone).
import { useState } from 'react';
import { CHANNEL_CHOICES, type ChannelChoice } from '../../lib/channels';
import type { FormWords } from '../../i18n/forms';
import { FieldError, fieldId, TextField } from '../forms/kit';
import type { FieldProps } from '../forms/useForm';

interface Props {
  form: string;
  field: (name: string) => FieldProps;
  words: FormWords<'appointment'>;
  /** The trust's name in the page's language, named in the opt-in sentence. */
  trust: string;
  /** The phone typed for the first person (offered when a channel is chosen). */
  firstPhone: () => string;
}

export function MessagesFieldset({ form, field, words, trust, firstPhone }: Props) {
  const text = words.text.messages;
  const [choice, setChoice] = useState<ChannelChoice>('none');
  const channel = field('notifyChannel');
  const id = fieldId(form, 'notifyChannel');
  const choose = (value: ChannelChoice) => {
    setChoice(value);
    const phone = document.getElementById(fieldId(form, 'notifyPhone'));
    if (value !== 'none' && phone instanceof HTMLInputElement && !phone.value.trim()) phone.value = firstPhone();
  };
  return (
    <fieldset className="messages">
      <legend>{text.legend}</legend>
      <fieldset
        className={`field radios${channel.error ? ' has-error' : ''}`}
        aria-describedby={`${id}-optin${channel.error ? ` ${id}-error` : ''}`}
      >
        <legend>{text.channel}</legend>
        <div className="radio-row">
          {CHANNEL_CHOICES.map((value) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="notifyChannel"
                value={value}
                id={`${id}-${value}`}
                defaultChecked={value === 'none'}
                onChange={() => choose(value)}
              />
              {text[value]}
            </label>
          ))}
        </div>
        <FieldError id={id} error={channel.error} />
      </fieldset>
      <p className="hint" id={`${id}-optin`}>
        {text.optIn.replace('{trust}', trust)}
      </p>
      <TextField {...field('notifyPhone')} label={text.phone} hint={text.phoneHint} required={choice !== 'none'} />
      {choice === 'whatsapp' && (
        <label className="radio">
          <input type="checkbox" name="smsFallback" value="on" id={fieldId(form, 'smsFallback')} />
          {text.fallback}
        </label>
      )}
    </fieldset>
  );
}
