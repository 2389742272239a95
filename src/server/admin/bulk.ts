// Staff removal of several bookings in one action (src/server/services/staff/bookings.ts), in two steps so
// the confirmation can say how many slots it frees:
//   POST /api/admin/bookings/related { group: <uuid> } | { phone: <10 digits> } -> { success, data: bookings }
//        (a phone's bookings from today on, India time; by date and time; in the body, never in a URL)
//   POST /api/admin/bookings/remove { ids: [...] }                      -> { success, removed }
//        (exactly the bookings the staff member saw and confirmed; each removal frees its slot)
// Staff only (401 otherwise); the removal refuses a cross-site request (403).

import { adminText, fill } from '../../i18n/admin';
import { MOBILE_PATTERN } from '../../lib/schemas/common';
import { indiaToday } from '../../lib/time';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { relatedBookings as related, removeBookings as remove } from '../services/staff/bookings';
import type { BookingFilter } from '../store/port';
import { staffChange } from './guard';
import type { DataAnswer, Removed } from '../../lib/staff-api';
import type { StoredRecord } from '../../lib/records';

type Booking = StoredRecord<'bookings'>;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most bookings one removal takes (a phone holds at most a few; a group at most four). */
export const MAX_REMOVE = 100;

/** A list of 1..MAX_REMOVE record ids (UUIDs). */
export const isIdList = (ids: unknown): ids is string[] =>
  Array.isArray(ids) && ids.length <= MAX_REMOVE && ids.every((id) => typeof id === 'string' && UUID_PATTERN.test(id));

export const relatedBookings: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { now } = act;
  const { group, phone } = await readJsonObject(scope);
  let filter: BookingFilter;
  if (typeof group === 'string' && UUID_PATTERN.test(group)) filter = { groupId: group.toLowerCase() };
  else if (typeof phone === 'string' && MOBILE_PATTERN.test(phone)) filter = { phone, fromDate: indiaToday(now) };
  else throw DomainError.invalid(adminText.api.relatedQuery);
  return json({ success: true, data: await related(act, filter) } satisfies DataAnswer<Booking[]>);
};

export const removeBookings: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { ids } = await readJsonObject(scope);
  if (!isIdList(ids) || ids.length === 0) throw DomainError.invalid(fill(adminText.api.removeIds, { max: MAX_REMOVE }));
  return json({ success: true, removed: await remove(act, ids, scope.endpoint) } satisfies Removed);
};
