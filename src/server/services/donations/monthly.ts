// Monthly donors' reminders: the outbox sends one a month (message `monthly:<pledge>[/<YYYY-MM-DD>]`, the
// first queued with the pledge, src/server/notify/notices.ts), and each one sent queues the next, so they go
// on until the donor stops them from the link in a reminder (/donation/reminders#<token>, the pledge's
// signed token: POST /api/donation/stop). A stopped, deleted or not-monthly pledge gets no more.

import { searchText } from '../../../lib/record-tables';
import type { StoredRecord } from '../../../lib/records';
import type { Deps } from '../../deps';
import { pledgeKeyOf, readPledgeToken, signPledgeToken } from '../../links/pledge-token';
import { DomainError } from '../../errors';
import { monthlyDate, monthlyDueMs } from '../../notify/monthly-due';
import type { Store } from '../../store/port';

/** A reminder's stop link works this long (the next reminder carries a fresh one). */
const STOP_LINK_DAYS = 62;

/** True while a pledge should still be reminded. */
export const remindable = (pledge: StoredRecord<'donations'> | null): pledge is StoredRecord<'donations'> =>
  !!pledge && pledge.frequency === 'Monthly' && !pledge.remindersStoppedAt;

/** The pledge's id from a reminder's ref ('<id>' for the first, '<id>/<date>' after). */
export const pledgeOfRef = (ref: string): string => ref.split('/')[0]!;

/**
 * Queue the reminder after the one being sent (idempotent: its id names the month), counting months from
 * the pledge's day so the day of the month stays the same.
 */
export async function queueNextReminder(store: Store, pledge: StoredRecord<'donations'>, ref: string, nowMs: number) {
  const created = Date.parse(pledge.createdAt);
  const sentOn = ref.split('/')[1] ?? monthlyDate(created, 1);
  let months = 1;
  while (monthlyDate(created, months) <= sentOn) months++;
  const next = monthlyDate(created, months);
  await store.outbox.enqueue(
    {
      id: `monthly:${pledge.id}/${next}`,
      type: 'monthly',
      kind: 'donations',
      ref: `${pledge.id}/${next}`,
      createdMs: nowMs,
    },
    monthlyDueMs(created, months),
  );
}

/** The stop link's token for a reminder sent at `nowMs` (null without a key: no reminder is sent then). */
export const stopToken = (key: Buffer | null, pledgeId: string, nowMs: number): string | null =>
  key ? signPledgeToken(key, { id: pledgeId, expiresMs: nowMs + STOP_LINK_DAYS * 24 * 60 * 60 * 1000 }) : null;

/** The donor stops their monthly reminders with the token from a reminder's link (404 for a bad link). */
export async function stopReminders(deps: Deps, token: unknown, linkError: string): Promise<void> {
  const key = pledgeKeyOf(deps.config);
  const now = deps.now();
  const claim = key ? readPledgeToken(key, token, now.getTime()) : null;
  if (!claim) throw DomainError.notFound(linkError);
  const store = await deps.store();
  const stoppedAt = now.toISOString();
  const done = await store.donations.amendPledge(
    claim.id,
    (p) => (p.remindersStoppedAt ? p : { ...p, remindersStoppedAt: stoppedAt }),
    (r) => searchText('donations', r),
  );
  if (!done.ok) throw DomainError.notFound(linkError);
}
