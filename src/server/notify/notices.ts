// Which messages a submission asks for (written with it: see store.records.add and store.bookings.reserve):
//   every kind   -> staff, at once (NOTIFY_INSTANT=off: none)
//   booking      -> the patient's confirmation, at once, and a reminder at 9 AM India time the day before
//                   each visit date (when that is still ahead), if anyone in the group gave an email
//   donation     -> the donor's acknowledgement, at once (the form asks for an email); a monthly donor's
//                   first reminder a month later (./monthly: each reminder queues the next)

import type { RecordDataByKind, SubmissionKind } from '../../lib/records';
import { addDays, indiaInstant } from '../../lib/time';
import type { NotifyConfig } from '../env';
import type { Notice } from '../store/outbox-types';
import { monthlyDueMs } from './monthly-due';

/** When a reminder goes out: 9 AM India time on the day before the visit. */
export function reminderDueMs(visitDate: string): number {
  return indiaInstant(addDays(visitDate, -1), 9 * 60);
}

export function submissionNotices(
  config: NotifyConfig,
  kind: Exclude<SubmissionKind, 'bookings'>,
  nowMs: number,
  monthly = false,
): Notice[] {
  return [
    ...(config.instant ? [{ type: 'staff' as const, dueMs: nowMs }] : []),
    ...(kind === 'donations' ? [{ type: 'donor' as const, dueMs: nowMs }] : []),
    ...(kind === 'donations' && monthly ? [{ type: 'monthly' as const, dueMs: monthlyDueMs(nowMs, 1) }] : []),
  ];
}

export function bookingNotices(
  config: NotifyConfig,
  groupId: string,
  people: Pick<RecordDataByKind['bookings'], 'pemail' | 'pappointmentDate'>[],
  nowMs: number,
): Notice[] {
  const notices: Notice[] = config.instant ? [{ type: 'staff', dueMs: nowMs }] : [];
  const withEmail = people.filter((p) => p.pemail?.trim());
  if (withEmail.length === 0) return notices;
  notices.push({ type: 'patient', dueMs: nowMs });
  for (const date of new Set(withEmail.map((p) => p.pappointmentDate))) {
    const dueMs = reminderDueMs(date);
    if (dueMs > nowMs) notices.push({ type: 'reminder', dueMs, ref: `${groupId}/${date}` });
  }
  return notices;
}
