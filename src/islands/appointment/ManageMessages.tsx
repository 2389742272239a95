// The manage page's messages section: how the booking's group hears from the clinic (WhatsApp, SMS or no
// phone messages), changed from the private link. Saving WhatsApp or SMS again after a STOP opts back in.
import { useState } from 'react';
import type { ApiClient, ManageMessages as Messages, ManageMessagesResponse } from '../../lib/api';
import { CHANNEL_CHOICES, type ChannelChoice } from '../../lib/channels';
import type { FormWords } from '../../i18n/forms';

interface Props {
  client: ApiClient;
  token: string;
  messages: Messages;
  words: FormWords<'manage'>;
  trust: string;
}

export function ManageMessages({ client, token, messages, words, trust }: Props) {
  const text = words.text.messages;
  const [current, setCurrent] = useState(messages);
  const [channel, setChannel] = useState<ChannelChoice>(messages.channel);
  const [phone, setPhone] = useState('');
  const [fallback, setFallback] = useState(messages.smsFallback);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async () => {
    setBusy(true);
    const res = await client.send<ManageMessagesResponse>('/api/appointments/manage/messages', {
      token,
      notifyChannel: channel,
      ...(channel === 'none' ? {} : { notifyPhone: phone }),
      ...(channel === 'whatsapp' ? { smsFallback: fallback } : {}),
    });
    setBusy(false);
    setStatus({ ok: res.ok, text: res.ok ? res.data.message : res.error });
    if (res.ok) setCurrent(res.data.messages);
  };

  return (
    <section aria-labelledby="manage-messages">
      <h2 id="manage-messages">{text.heading}</h2>
      <p>
        {current.channel === 'none' || !current.phone
          ? text.off
          : text.now.replace('{channel}', text[current.channel]).replace('{phone}', current.phone)}
      </p>
      <fieldset className="field radios">
        <legend>{text.channel}</legend>
        <div className="radio-row">
          {CHANNEL_CHOICES.map((value) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="manage-channel"
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              {text[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {channel !== 'none' && (
        <>
          <p className="hint">{text.optIn.replace('{trust}', trust)}</p>
          <label className="field">
            <span className="label">{text.phone}</span>
            <span className="hint">{text.phoneHint}</span>
            <input
              type="tel"
              inputMode="numeric"
              maxLength={20}
              value={phone}
              onChange={(ev) => setPhone(ev.currentTarget.value)}
            />
          </label>
        </>
      )}
      {channel === 'whatsapp' && (
        <label className="radio">
          <input type="checkbox" checked={fallback} onChange={(ev) => setFallback(ev.currentTarget.checked)} />
          {text.fallback}
        </label>
      )}
      {status && (
        <p className={`status ${status.ok ? 'status-success' : 'status-error'}`} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void save()}>
        {busy ? words.common.sending : text.save}
      </button>
    </section>
  );
}
