// Find pledges by reference, name or UTR (the server's search over every donation) and account for each.

import { useId, useState, type SubmitEvent } from 'react';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import type { StoredRecord } from '../../../lib/records';
import { adminApi } from '../api';
import PledgeCard from './PledgeCard';

const w = adminDonationsText.donationsPage.pledges;

export default function Pledges() {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [found, setFound] = useState<StoredRecord<'donations'>[] | null>(null);

  const find = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const res = await adminApi.list('donations', { q: text.trim() });
    setBusy(false);
    if (!res.ok) return setError(res.error || w.failed);
    setError('');
    setFound(res.data.data);
  };

  return (
    <section className="admin-person" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{w.heading}</h2>
      <p className="admin-note">{w.lede}</p>
      <form className="admin-search" onSubmit={(e) => void find(e)}>
        <label htmlFor={`${id}-q`}>{w.search}</label>
        <input id={`${id}-q`} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" required />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {w.find}
        </button>
      </form>
      {error && (
        <p className="admin-error-text" role="alert">
          {error}
        </p>
      )}
      <div role="status">{found && found.length === 0 && <p>{w.none}</p>}</div>
      {found?.map((pledge) => (
        <PledgeCard key={pledge.id} initial={pledge} />
      ))}
    </section>
  );
}
