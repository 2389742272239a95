import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '../lib/api';
import type { FormWords } from '../i18n/forms';
import { useWords } from './forms/words';
import './forms/forms.css';

/**
 * /donation/reminders#<token>: a monthly donor, from the link in a reminder, stops the monthly reminders.
 * The token is read from the fragment (never in a URL the server sees); nothing changes until the donor
 * presses the button (a mail scanner opening the link stops nothing).
 */
export default function StopReminders({ words }: { words: FormWords<'donation'> }) {
  const client = useMemo(() => createApiClient({ lang: () => document.documentElement.lang || 'en' }), []);
  const { say } = useWords(words);
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setToken(decodeURIComponent(window.location.hash.slice(1))), []);
  if (token === null) return <p>{words.common.loading}</p>;
  if (!token) return <p className="status status-error">{say('donation.utr.link')}</p>;

  const stop = async () => {
    setBusy(true);
    const res = await client.send<{ message: string }>('/api/donation/stop', { token });
    setBusy(false);
    if (res.ok) setStatus({ ok: true, text: res.data.message });
    else setStatus({ ok: false, text: res.kind === 'network' ? say('ui.network') : res.error });
  };
  return (
    <div>
      {!status?.ok && (
        <p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void stop()}>
            {words.text.remindersStop}
          </button>
        </p>
      )}
      <p
        className={status ? `status status-${status.ok ? 'success' : 'error'}` : undefined}
        role={status && !status.ok ? 'alert' : 'status'}
      >
        {status?.text}
      </p>
    </div>
  );
}
