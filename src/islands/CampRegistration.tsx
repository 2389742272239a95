import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '../lib/api';
import type { CampRegistrationView } from '../lib/camp-registrations';
import type { Locale } from '../lib/locale';
import type { CampFormWords } from '../i18n/camps';
import './forms/forms.css';

type View =
  | { kind: 'loading' }
  | { kind: 'noLink' }
  | { kind: 'failed'; error: string }
  | { kind: 'ok'; registration: CampRegistrationView; message?: string };

/**
 * /camps/registration#<link>: a person's camp registration, opened from the private link in their message
 * (the link is read from the fragment and posted, never put in a URL the server logs); they can cancel it.
 */
export default function CampRegistration({ words, locale }: { words: CampFormWords; locale: Locale }) {
  const client = useMemo(() => createApiClient({ lang: () => locale }), [locale]);
  const [link, setLink] = useState('');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const l = decodeURIComponent(window.location.hash.slice(1));
    if (!l) return setView({ kind: 'noLink' });
    setLink(l);
    void client
      .send<{ registration: CampRegistrationView }>('/api/camps/registration', { link: l })
      .then((res) =>
        setView(res.ok ? { kind: 'ok', registration: res.data.registration } : { kind: 'failed', error: res.error }),
      );
  }, [client]);

  const cancel = async () => {
    setBusy(true);
    const res = await client.send<{ message: string; registration: CampRegistrationView }>('/api/camps/cancel', {
      link,
    });
    setBusy(false);
    setView(
      res.ok
        ? { kind: 'ok', registration: res.data.registration, message: res.data.message }
        : { kind: 'failed', error: res.error },
    );
  };

  const text = words.manage;
  if (view.kind === 'loading') return <p role="status">{text.loading}</p>;
  if (view.kind === 'noLink') return <p>{text.noLink}</p>;
  if (view.kind === 'failed')
    return (
      <p role="alert" className="form-status error">
        {view.error}
      </p>
    );
  const r = view.registration;
  return (
    <div className="camp-registration">
      <dl>
        <dt>{words.text.name}</dt>
        <dd>{r.name}</dd>
        <dt>{words.text.date}</dt>
        <dd>
          {new Intl.DateTimeFormat(locale === 'ta' ? 'ta-IN' : 'en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(
            new Date(`${r.date}T00:00:00Z`),
          )}
        </dd>
        <dt>{text.people}</dt>
        <dd>{r.people}</dd>
        {r.token !== null && (
          <>
            <dt>{words.text.token}</dt>
            <dd className="camp-token-number">{r.token}</dd>
          </>
        )}
      </dl>
      {view.message && <p role="status">{view.message}</p>}
      {r.status === 'cancelled' ? (
        !view.message && <p>{text.cancelled}</p>
      ) : (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void cancel()}>
          {text.cancel}
        </button>
      )}
    </div>
  );
}
