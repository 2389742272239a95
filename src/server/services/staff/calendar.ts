// The clinic's calendar for staff: closures, the day's schedule, what became of each visit.
// Closing a day deletes nothing: its bookings are listed so staff can call each patient.

import { adminText } from '../../../i18n/admin';
import { closedSlotsOn, closes, type Closure, type ClosureRule } from '../../../lib/closures';
import type { VisitStatus } from '../../../lib/records';
import { SLOTS } from '../../../lib/slots';
import type { ScheduleSlot } from '../../../lib/staff-api';
import { addDays } from '../../../lib/time';
import { DomainError } from '../../errors';
import type { Store } from '../../store/port';
import { outboxMessage } from '../../store/port/outbox';
import { audit, type StaffAct } from './act';

/** How far ahead a new closure's bookings are looked for (the booking window and a day). */
const AFFECTED_DAYS = 91;

/** The bookings a closure rule shuts out, by date and time: from today to the end of the booking window. */
async function affectedBookings(store: Store, rule: ClosureRule, today: string) {
  const last = addDays(today, AFFECTED_DAYS);
  const [from, to] = [rule.from < today ? today : rule.from, rule.to > last ? last : rule.to];
  if (from > to) return [];
  const bookings = await store.bookings.onDates(from, to);
  return bookings.filter((b) => closes(rule, b.visitDate, b.visitTime));
}

/** Closures that end today or later. */
export async function currentClosures(store: Store, today: string): Promise<Closure[]> {
  return (await store.calendar.closures()).filter((c) => c.to >= today);
}

/**
 * Add a closure; the bookings it shuts out (staff call those patients). Each affected visit whose group
 * chose phone messages is told, with its private link to pick another time (one message per visit and
 * link version: adding the closure again tells nobody twice).
 */
export async function addClosure(act: StaffAct, rule: ClosureRule, today: string) {
  const closure = await act.store.calendar.addClosure(rule);
  await audit(act, { action: 'closure.add', recordId: closure.id });
  const affected = await affectedBookings(act.store, closure, today);
  // The answer names the patients booked in it: a read of health data, audited as one.
  await audit(act, { action: 'closure.affected', kind: 'bookings', recordId: closure.id, count: affected.length });
  const nowMs = act.now.getTime();
  for (const visit of affected) {
    const changed = await act.store.messaging.choice(visit.groupId);
    const channel = changed === 'none' ? undefined : (changed ?? visit.notify)?.channel;
    if (!channel || visit.status === 'cancelled') continue;
    const ref = `${visit.groupId}/${visit.visitDate}/${visit.id}.${visit.link ?? 0}`;
    const { message } = outboxMessage(
      { type: 'closure', dueMs: nowMs, ref, channel },
      'bookings',
      visit.groupId,
      nowMs,
    );
    await act.store.outbox.enqueue(message, nowMs);
  }
  return { closure, affected };
}

export async function removeClosure(act: StaffAct, id: string): Promise<void> {
  if (!(await act.store.calendar.deleteClosure(id))) throw DomainError.notFound(adminText.api.notFound);
  await audit(act, { action: 'closure.remove', recordId: id });
}

/** A date's slots in order, each with its patient and why it is closed (if it is). */
export async function daySchedule(store: Store, date: string): Promise<ScheduleSlot[]> {
  const [bookings, closures] = await Promise.all([store.bookings.onDates(date), store.calendar.closures()]);
  const closed = new Map(closedSlotsOn(closures, date).times.map((c) => [c.time, c.reason]));
  const byTime = new Map(bookings.map((b) => [b.visitTime, b]));
  return SLOTS.map((time) => ({ time, booking: byTime.get(time) ?? null, closed: closed.get(time) ?? null }));
}

/** How far ahead the schedule lists held bookings: the booking window and a day. */
const HELD_DAYS = 91;

/**
 * The bookings held for confirmation from `today` to the end of the booking window, by date and time (the
 * schedule lists them first). One range read of the window's bookings, as a closure's affected list is.
 */
export async function heldBookings(store: Store, today: string) {
  const bookings = await store.bookings.onDates(today, addDays(today, HELD_DAYS));
  return bookings.filter((b) => b.held && b.status !== 'cancelled');
}

/**
 * The schedule of `date`: the bookings held from today on, and the date's slots. A read of health data:
 * the day's patients (and those held) are written in the audit log.
 */
export async function scheduleOf(act: StaffAct, date: string, today: string) {
  const [held, slots] = await Promise.all([heldBookings(act.store, today), daySchedule(act.store, date)]);
  const count = held.length + slots.filter((s) => s.booking !== null).length;
  await audit(act, { action: 'schedule.read', kind: 'bookings', count });
  return { held, slots };
}

export type HeldDecision = 'confirm' | 'release';

/**
 * Staff settle a held booking in one action: confirm (it stays, no longer held) or release (cancelled: its
 * slot is free). Audited; 409 when it is not held (anymore), 404 when it is gone.
 */
export async function settleHeld(act: StaffAct, id: string, decision: HeldDecision) {
  const current = await act.store.records.get('bookings', id);
  if (!current) throw DomainError.notFound(adminText.api.notFound);
  if (!current.held || current.status === 'cancelled') throw DomainError.conflict(adminText.api.notHeld);
  const booking =
    decision === 'confirm' ? await act.store.bookings.confirm(id) : await act.store.bookings.markVisit(id, 'cancelled');
  if (!booking) throw DomainError.notFound(adminText.api.notFound);
  await audit(act, { action: `held.${decision}`, kind: 'bookings', recordId: booking.id });
  return booking;
}

/** What became of a visit ('cancelled' frees its slot). */
export async function setVisitStatus(act: StaffAct, id: string, status: VisitStatus) {
  const booking = await act.store.bookings.markVisit(id, status);
  if (!booking) throw DomainError.notFound(adminText.api.notFound);
  await audit(act, { action: `visit.${status}`, kind: 'bookings', recordId: booking.id });
  return booking;
}
