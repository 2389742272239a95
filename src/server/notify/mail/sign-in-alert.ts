// The mail a staff member gets when wrong sign-ins for their account pile up (src/server/services/staff/sign-in/alert.ts
// enqueues it once a day at most): to the account's own address, with no detail an attacker typed.

import { fill } from '../../../i18n/fill';
import { staffMailText } from '../../../i18n/staff-mail';
import { site } from '../../../lib/site-settings';
import type { Store } from '../../store/port';
import { compose } from './layout';
import type { Mail } from './layout';

const words = staffMailText.signInAlert;

/** `ref`: `<account id>/<window start ms>/<count>`. None when the account is gone or disabled. */
export async function signInAlertMails(ref: string, store: Store, messageId: string): Promise<Mail[]> {
  const [accountId, startMs, count] = ref.split('/');
  const account = accountId ? await store.accounts.get(accountId) : null;
  if (!account || account.status !== 'active') return [];
  const since = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(Number(startMs)));
  const body = compose('en', words.heading, [
    { text: fill(words.body, { since, count: count ?? '', clinic: site.trustName }) },
    { text: words.you },
    { text: words.once },
  ]);
  return [{ subject: words.subject, ...body, to: [account.email], messageId }];
}
