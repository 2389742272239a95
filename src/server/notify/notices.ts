// Which messages a submission asks for (written with it: see store.records.add and store.bookings.reserve):
//   every kind   -> staff, at once (NOTIFY_INSTANT=off: none)
//   booking      -> the patient's confirmation, at once, and a reminder at 9 AM India time the day before
//                   each visit date (when that is still ahead), if anyone in the group gave an email
//   donation     -> the donor's acknowledgement, at once (the form asks for an email); a monthly donor's
//                   first reminder a month later (./monthly: each reminder queues the next)
//   and, when the person chose a phone channel (WhatsApp or SMS), the patient's and donor's messages again
//   on it (ids prefixed with the channel: see src/server/notify/phone)

import type { PhoneChannel } from '../../lib/channels';
import type { RecordDataByKind, SubmissionKind } from '../../lib/records';
import { addDays, indiaInstant } from '../../lib/time';
import type { NotifyConfig } from '../config/app-config';
import type { Notice } from '../store/port/outbox';
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
  phone?: PhoneChannel,
): Notice[] {
  return [
    ...(config.instant ? [{ type: 'staff' as const, dueMs: nowMs }] : []),
    ...(kind === 'donations' ? [{ type: 'donor' as const, dueMs: nowMs }] : []),
    ...(kind === 'donations' && monthly ? [{ type: 'monthly' as const, dueMs: monthlyDueMs(nowMs, 1) }] : []),
    ...(kind === 'donations' && phone ? [{ type: 'donor' as const, dueMs: nowMs, channel: phone }] : []),
  ];
}

export function bookingNotices(
  config: NotifyConfig,
  groupId: string,
  people: Pick<RecordDataByKind['bookings'], 'email' | 'visitDate' | 'notify'>[],
  nowMs: number,
): Notice[] {
  const notices: Notice[] = config.instant ? [{ type: 'staff', dueMs: nowMs }] : [];
  const withEmail = people.filter((p) => p.email?.trim());
  if (withEmail.length > 0) notices.push(...patientNotices(groupId, withEmail, nowMs));
  // Phone messages: on the channel the group chose (the same choice is stored with each of its visits).
  const channel = people[0]?.notify?.channel;
  if (channel) notices.push(...patientNotices(groupId, people, nowMs).map((n) => ({ ...n, channel })));
  return notices;
}

/** The confirmation at once, and a reminder the day before each date still ahead. */
function patientNotices(groupId: string, people: Pick<RecordDataByKind['bookings'], 'visitDate'>[], nowMs: number) {
  const notices: Notice[] = [{ type: 'patient', dueMs: nowMs }];
  for (const date of new Set(people.map((p) => p.visitDate))) {
    const dueMs = reminderDueMs(date);
    if (dueMs > nowMs) notices.push({ type: 'reminder', dueMs, ref: `${groupId}/${date}` });
  }
  return notices;
}
