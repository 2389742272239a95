// Wrong sign-ins for one account are told to its owner: once wrong attempts that were checked (not those a
// limit refused) reach WRONG_BEFORE_ALERT within a day, one mail goes to the account's own address through
// the outbox (src/server/notify/mail/sign-in-alert.ts). The message's id names the account and the day's
// window, so the outbox keeps one per account per day, however many more wrong attempts come.

import type { Store } from '../../../store/port';

export const WRONG_BEFORE_ALERT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Count one wrong attempt for `accountId`; true when it queued the owner's mail (the caller delivers it). */
export async function noteWrongSignIn(store: Store, accountId: string, now: Date): Promise<boolean> {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const wrong = await store.limits.hit(`staff-sign-in:wrong:${accountId}`, start, DAY_MS);
  if (wrong !== WRONG_BEFORE_ALERT) return false;
  const ref = `${accountId}/${start}/${WRONG_BEFORE_ALERT}`;
  const id = `sign-in:${accountId}/${start}`;
  return store.outbox.enqueue({ id, type: 'sign-in', kind: null, ref, createdMs: now.getTime() }, now.getTime());
}
