// From a booking's private link: a rights request (see, correct, erase, stop messages, nominate) with no
// one-time code, the link standing for the patient. The answer says who answers and by when.
import { useId, useState } from 'react';
import type { ApiClient } from '../../lib/api';
import { REQUEST_TYPES, type RequestType } from '../../lib/privacy';

interface Props {
  token: string;
  client: ApiClient;
  text: {
    privacyHeading: string;
    privacyLead: string;
    privacyType: string;
    privacyDetails: string;
    privacySend: string;
    privacyTypes: Record<RequestType, string>;
  };
  sending: string;
}

export function ManagePrivacy({ token, client, text, sending }: Props) {
  const id = useId();
  const [type, setType] = useState<RequestType>('access');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async () => {
    setBusy(true);
    const res = await client.send<{ success: true; message: string }>('/api/appointments/manage/privacy', {
      token,
      type,
      details,
    });
    setBusy(false);
    setStatus(res.ok ? { ok: true, text: res.data.message } : { ok: false, text: res.error });
  };

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{text.privacyHeading}</h2>
      <p>{text.privacyLead}</p>
      <div className="field">
        <label htmlFor={`${id}-type`}>{text.privacyType}</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as RequestType)}>
          {REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {text.privacyTypes[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-details`}>{text.privacyDetails}</label>
        <textarea
          id={`${id}-details`}
          rows={3}
          maxLength={1000}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </div>
      <div
        role={status && !status.ok ? 'alert' : 'status'}
        className={`status status-${status?.ok === false ? 'error' : 'success'}`}
      >
        {status && <p className="status-text">{status.text}</p>}
      </div>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void send()}>
        {busy ? sending : text.privacySend}
      </button>
    </section>
  );
}
