// Removing several bookings in one action (a prankster's group, or every booking ahead of one phone
// number): the related bookings first, so the confirmation can say how many slots it frees, then exactly
// the ones the staff member saw and confirmed (each removal frees its slot).

import type { StoredRecord } from '../../../lib/records';
import { log } from '../../log';
import type { BookingFilter } from '../../store/port';
import { audit, deleteEach, type StaffAct } from './act';

/** A group's or a phone's bookings: health data, so the read is audited (who, how many). */
export async function relatedBookings(act: StaffAct, filter: BookingFilter): Promise<StoredRecord<'bookings'>[]> {
  const found = await act.store.bookings.find(filter);
  await audit(act, { action: 'bookings.related', kind: 'bookings', count: found.length });
  return found;
}

export async function removeBookings(act: StaffAct, ids: readonly string[], endpoint: string): Promise<number> {
  const removed = await deleteEach(act.store, 'bookings', ids);
  log.info('admin_delete', { endpoint, kind: 'bookings', count: String(removed) });
  await audit(act, { action: 'bulk.remove', kind: 'bookings', count: removed });
  return removed;
}
