// Removing several bookings in one action (a prankster's group, or every booking ahead of one phone
// number): the related bookings first, so the confirmation can say how many slots it frees, then exactly
// the ones the staff member saw and confirmed (each removal frees its slot).

import type { StoredRecord } from '../../../lib/records';
import { log } from '../../log';
import type { BookingFilter, Store } from '../../store/port';
import { audit, deleteEach, type StaffAct } from './act';

export function relatedBookings(store: Store, filter: BookingFilter): Promise<StoredRecord<'bookings'>[]> {
  return store.bookings.find(filter);
}

export async function removeBookings(act: StaffAct, ids: readonly string[], endpoint: string): Promise<number> {
  const removed = await deleteEach(act.store, 'bookings', ids);
  log.info('admin_delete', { endpoint, kind: 'bookings', count: String(removed) });
  await audit(act, { action: 'bulk.remove', kind: 'bookings', count: removed });
  return removed;
}
