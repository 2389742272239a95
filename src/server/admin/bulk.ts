// Staff removal of several bookings in one action (a prankster's group, or every booking ahead of one phone
// number), in two steps so the confirmation can say how many slots it frees:
//   GET  /api/admin/bookings/related?group=<uuid> | ?phone=<10 digits>  -> { success, data: bookings }
//        (a phone's bookings from today on, India time; by date and time)
//   POST /api/admin/bookings/remove { ids: [...] }                      -> { success, removed }
//        (exactly the bookings the staff member saw and confirmed; each removal frees its slot)
// Staff only (401 otherwise); the removal refuses a cross-site request (403).

import { adminText, fill } from '../../i18n/admin';
import { MOBILE_PATTERN } from '../../lib/schemas/common';
import { indiaToday } from '../../lib/time';
import { HttpError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { log } from '../log';
import type { BookingFilter } from '../store/port';
import { audit } from './audit';
import { adminOnly, requireSameSite, requireStaff } from './guard';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most bookings one removal takes (a phone holds at most a few; a group at most four). */
export const MAX_REMOVE = 100;

export const relatedBookings: RouteHandler = adminOnly(async (scope) => {
  const group = scope.url.searchParams.get('group');
  const phone = scope.url.searchParams.get('phone');
  let filter: BookingFilter;
  if (group && UUID_PATTERN.test(group)) filter = { groupId: group.toLowerCase() };
  else if (phone && MOBILE_PATTERN.test(phone)) filter = { phone, fromDate: indiaToday(scope.deps.now()) };
  else throw new HttpError(400, adminText.api.relatedQuery);
  const store = await scope.deps.store();
  return json({ success: true, data: await store.bookings.find(filter) });
});

export const removeBookings: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const session = await requireStaff(scope);
  const { ids } = await readJsonObject(scope);
  const valid =
    Array.isArray(ids) &&
    ids.length > 0 &&
    ids.length <= MAX_REMOVE &&
    ids.every((id) => typeof id === 'string' && UUID_PATTERN.test(id));
  if (!valid) throw new HttpError(400, fill(adminText.api.removeIds, { max: MAX_REMOVE }));
  const store = await scope.deps.store();
  let removed = 0;
  for (const id of new Set(ids.map((id: string) => id.toLowerCase()))) {
    if (await store.records.delete('bookings', id)) removed += 1;
  }
  log.info('admin_delete', { endpoint: scope.endpoint, kind: 'bookings', count: String(removed) });
  await audit(scope, session, { action: 'bulk.remove', kind: 'bookings', count: removed });
  return json({ success: true, removed });
};
