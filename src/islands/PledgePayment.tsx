import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '../lib/api';
import type { FormWords } from '../i18n/forms';
import UtrEntry from './donation/UtrEntry';
import './forms/forms.css';

/**
 * /donation/payment#<token>: the donor's pledge, opened from the private link in the acknowledgement mail,
 * to add the UPI reference after paying. The token is read from the fragment (never in a URL the server
 * sees) and posted with the reference.
 */
export default function PledgePayment({ words }: { words: FormWords<'donation'> }) {
  const client = useMemo(() => createApiClient({ lang: () => document.documentElement.lang || 'en' }), []);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(decodeURIComponent(window.location.hash.slice(1))), []);
  if (token === null) return <p>{words.common.loading}</p>;
  if (!token) return <p className="status status-error">{words.text.paymentNoLink}</p>;
  return <UtrEntry token={token} words={words} client={client} />;
}
