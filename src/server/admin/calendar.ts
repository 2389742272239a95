// The clinic's calendar for staff (src/server/services/staff/calendar.ts):
//   GET    /api/admin/closures               -> { success, data: closures that end today or later }
//   POST   /api/admin/closures  { from, to?, slots?, weekday?, reason }
//                                            -> { success, closure, affected: bookings in the closed slots }
//   DELETE /api/admin/closures/:id           -> 200 | 404
//   GET    /api/admin/schedule?date=         -> { success, date, held: bookings held from today on,
//                                                 slots: [{ time, booking, closed }] }
//   POST   /api/admin/bookings/:id/status { status } -> { success, booking } | 404
//   POST   /api/admin/bookings/:id/held { decision: 'confirm' | 'release' } -> { success, booking } | 404 | 409
// Staff only (401); changes refuse a cross-site request (403) and are written to the audit log.

import { deliverAfterResponse } from '../notify/sender';
import { adminText } from '../../i18n/admin';
import { closureSchema, toRule } from '../../lib/closure-input';
import { VISIT_STATUSES, type VisitStatus } from '../../lib/records';
import { indiaToday, isIsoDate } from '../../lib/time';
import { validate } from '../../lib/validate';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import * as calendar from '../services/staff/calendar';
import { UUID_PATTERN } from './bulk';
import { staffChange, staffRead } from './guard';
import type { Closure } from '../../lib/closures';
import type { ClosureAdded, DataAnswer, ScheduleAnswer, VisitMarked } from '../../lib/staff-api';

const notFound = () => DomainError.notFound(adminText.api.notFound);

export const listClosures: RouteHandler = async (scope) => {
  const { store, now } = await staffRead(scope);
  return json({ success: true, data: await calendar.currentClosures(store, indiaToday(now)) } satisfies DataAnswer<
    Closure[]
  >);
};

export const addClosure: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const result = validate(closureSchema, await readJsonObject(scope), 'en');
  if (!result.success) throw DomainError.invalid(result.error, result.fields);
  const { closure, affected } = await calendar.addClosure(act, toRule(result.data), indiaToday(act.now));
  // The affected patients' messages go after the answer.
  await deliverAfterResponse(scope.deps);
  return json({ success: true, closure, affected } satisfies ClosureAdded);
};

export const removeClosure: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = scope.params.id ?? '';
  if (!UUID_PATTERN.test(id)) throw notFound();
  await calendar.removeClosure(act, id);
  return json({ success: true });
};

export const schedule: RouteHandler = async (scope) => {
  const act = await staffRead(scope);
  const date = scope.url.searchParams.get('date') ?? indiaToday(act.now);
  if (!isIsoDate(date)) throw DomainError.invalid(adminText.api.scheduleDate);
  const { held, slots } = await calendar.scheduleOf(act, date, indiaToday(act.now));
  return json({ success: true, date, held, slots } satisfies ScheduleAnswer);
};

const HELD_DECISIONS: readonly string[] = ['confirm', 'release'] satisfies calendar.HeldDecision[];

export const settleHeld: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = scope.params.id ?? '';
  const { decision } = await readJsonObject(scope);
  if (typeof decision !== 'string' || !HELD_DECISIONS.includes(decision)) {
    throw DomainError.invalid(adminText.api.heldDecision);
  }
  if (!UUID_PATTERN.test(id)) throw notFound();
  const booking = await calendar.settleHeld(act, id.toLowerCase(), decision as calendar.HeldDecision);
  return json({ success: true, booking } satisfies VisitMarked);
};

export const setVisitStatus: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = scope.params.id ?? '';
  const { status } = await readJsonObject(scope);
  if (!VISIT_STATUSES.includes(status as VisitStatus)) throw DomainError.invalid(adminText.api.visitStatus);
  if (!UUID_PATTERN.test(id)) throw notFound();
  const booking = await calendar.setVisitStatus(act, id.toLowerCase(), status as VisitStatus);
  return json({ success: true, booking } satisfies VisitMarked);
};
