// The clinic's calendar for staff (issue #17): closures, the day's schedule, what became of each visit.
//   GET    /api/admin/closures               -> { success, data: closures that end today or later }
//   POST   /api/admin/closures  { from, to?, slots?, weekday?, reason }
//                                            -> { success, closure, affected: bookings in the closed slots }
//   DELETE /api/admin/closures/:id           -> 200 | 404
//   GET    /api/admin/schedule?date=         -> { success, date, slots: [{ time, booking, closed }] }
//   POST   /api/admin/bookings/:id/status { status } -> { success, booking } | 404
// Staff only (401); changes refuse a cross-site request (403) and are written to the audit log. Closing a
// day deletes nothing: its bookings are listed so staff can call each patient.

import { adminText } from '../../i18n/admin';
import { closedSlotsOn, closes, closureSchema, toRule, type ClosureRule } from '../../lib/closures';
import { VISIT_STATUSES, type StoredRecord, type VisitStatus } from '../../lib/records';
import { SLOTS } from '../../lib/slots';
import { addDays, indiaToday, isIsoDate } from '../../lib/time';
import { validate } from '../../lib/validate';
import { HttpError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { errorResponse, json } from '../http/response';
import type { Store } from '../store/port';
import { audit } from './audit';
import { UUID_PATTERN } from './bulk';
import { adminOnly, requireSameSite, requireStaff } from './guard';

/** How far ahead a new closure's bookings are looked for (the booking window and a day). */
const AFFECTED_DAYS = 91;

/** The bookings a closure rule shuts out, by date and time: from today to the end of the booking window. */
async function affectedBookings(store: Store, rule: ClosureRule, today: string) {
  const last = addDays(today, AFFECTED_DAYS);
  const [from, to] = [rule.from < today ? today : rule.from, rule.to > last ? last : rule.to];
  if (from > to) return [];
  const bookings = await store.bookings.onDates(from, to);
  return bookings.filter((b) => closes(rule, b.pappointmentDate, b.pappointmentTime));
}

export const listClosures: RouteHandler = adminOnly(async (scope) => {
  const store = await scope.deps.store();
  const today = indiaToday(scope.deps.now());
  return json({ success: true, data: (await store.calendar.closures()).filter((c) => c.to >= today) });
});

export const addClosure: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const session = await requireStaff(scope);
  const result = validate(closureSchema, await readJsonObject(scope), 'en');
  if (!result.success) throw new HttpError(400, result.error, result.fields);
  const store = await scope.deps.store();
  const closure = await store.calendar.addClosure(toRule(result.data));
  await audit(scope, session, { action: 'closure.add', recordId: closure.id });
  const affected = await affectedBookings(store, closure, indiaToday(scope.deps.now()));
  return json({ success: true, closure, affected });
};

export const removeClosure: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const session = await requireStaff(scope);
  const id = scope.params.id ?? '';
  const store = await scope.deps.store();
  if (!UUID_PATTERN.test(id) || !(await store.calendar.deleteClosure(id)))
    return errorResponse(404, adminText.api.notFound);
  await audit(scope, session, { action: 'closure.remove', recordId: id });
  return json({ success: true });
};

export interface ScheduleSlot {
  time: string;
  /** The patient holding the slot. */
  booking: StoredRecord<'bookings'> | null;
  /** Why the clinic closed it (a closed slot may still hold a patient to call). */
  closed: string | null;
}

export const schedule: RouteHandler = adminOnly(async (scope) => {
  const date = scope.url.searchParams.get('date') ?? indiaToday(scope.deps.now());
  if (!isIsoDate(date)) throw new HttpError(400, adminText.api.scheduleDate);
  const store = await scope.deps.store();
  const [bookings, closures] = await Promise.all([store.bookings.onDates(date), store.calendar.closures()]);
  const closed = new Map(closedSlotsOn(closures, date).times.map((c) => [c.time as string, c.reason]));
  const byTime = new Map(bookings.map((b) => [b.pappointmentTime as string, b]));
  const slots: ScheduleSlot[] = SLOTS.map((time) => ({
    time,
    booking: byTime.get(time) ?? null,
    closed: closed.get(time) ?? null,
  }));
  return json({ success: true, date, slots });
});

export const setVisitStatus: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const session = await requireStaff(scope);
  const id = scope.params.id ?? '';
  const { status } = await readJsonObject(scope);
  if (!VISIT_STATUSES.includes(status as VisitStatus)) throw new HttpError(400, adminText.api.visitStatus);
  if (!UUID_PATTERN.test(id)) return errorResponse(404, adminText.api.notFound);
  const store = await scope.deps.store();
  const booking = await store.bookings.markVisit(id.toLowerCase(), status as VisitStatus);
  if (!booking) return errorResponse(404, adminText.api.notFound);
  await audit(scope, session, { action: `visit.${String(status)}`, kind: 'bookings', recordId: booking.id });
  return json({ success: true, booking });
};
