// Find pledges by reference, name or UTR (the server's search over every donation) and account for each.

import { useId, useState } from 'react';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import type { StoredRecord } from '../../../lib/records';
import { adminApi } from '../api';
import { ErrorText, LineForm, ToolSection, useAction } from '../kit';
import PledgeCard from './PledgeCard';

const w = adminDonationsText.donationsPage.pledges;

export default function Pledges() {
  const id = useId();
  const [text, setText] = useState('');
  const { busy, error, run } = useAction(w.failed);
  const [found, setFound] = useState<StoredRecord<'donations'>[] | null>(null);

  const find = async () => {
    const page = await run(() => adminApi.list('donations', { q: text.trim() }));
    if (page) setFound(page.data);
  };

  return (
    <ToolSection heading={w.heading} lede={w.lede}>
      <LineForm label={w.search} htmlFor={`${id}-q`} onSubmit={() => void find()} busy={busy} submit={w.find}>
        <input id={`${id}-q`} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" required />
      </LineForm>
      <ErrorText error={error} />
      <div role="status">{found && found.length === 0 && <p>{w.none}</p>}</div>
      {found?.map((pledge) => (
        <PledgeCard key={pledge.id} initial={pledge} />
      ))}
    </ToolSection>
  );
}
