// Messages that did not go out, for staff (issue #16): what is waiting, what failed and why, and trying a
// message again once the cause is fixed (a wrong address corrected, the mail server back).

import { adminText } from '../../../i18n/admin';
import { DomainError } from '../../errors';
import type { Store } from '../../store/port';

/** The most troubled messages one answer lists (the counts say how many there are in all). */
export const TROUBLED_SHOWN = 50;

export async function outboxState(store: Store) {
  const [counts, troubled] = await Promise.all([store.outbox.counts(), store.outbox.troubled(TROUBLED_SHOWN)]);
  return { ...counts, troubled };
}

/** Make a message due now (the caller delivers after the answer). */
export async function retryMessage(store: Store, id: string, now: Date): Promise<void> {
  if (!(await store.outbox.retryNow(id, now.getTime()))) throw DomainError.notFound(adminText.api.notFound);
}
