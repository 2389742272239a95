// A booking as the store's reserve() takes it, for tests that talk to the store port directly, and one
// reserved.
import type { AppointmentRecordData, StoredRecord } from '../../src/lib/records';
import type { Slot } from '../../src/lib/slots';
import { weekdayOf } from '../../src/lib/time';
import type { ReservationItem, Store } from '../../src/server/store/port';
import { searchOf } from './stores';

/**
 * One person's appointment on `date` at `time`: a new patient called `name` (register prefix from the
 * name's initial and the year, e.g. FP26), group `g-<name>`, the weekday of the date; `overrides` change
 * any field (phone, group, email…), `prefix` the register prefix.
 */
export function appointmentItem(
  date: string,
  time: string,
  name = 'Priya',
  overrides: Partial<AppointmentRecordData> = {},
  prefix = `F${name[0]!.toUpperCase()}${date.slice(2, 4)}`,
): ReservationItem {
  return {
    register: { kind: 'assign', prefix },
    data: {
      groupId: `g-${name}`,
      patientType: 'new',
      name,
      gender: 'Female',
      height: '160 cm',
      weight: '55 kg',
      occupation: 'Teacher',
      phone: '9876543210',
      visitDate: date,
      visitTime: time as AppointmentRecordData['visitTime'],
      visitDay: weekdayOf(date),
      ...overrides,
    },
  };
}

/**
 * Reserve one appointment (appointmentItem: `name`, on `phone` if given) in `store`, for year 2026's counter;
 * the stored appointment, or a throw when the store refuses it.
 */
export async function bookOne(
  store: Store,
  date: string,
  time: Slot,
  name = 'Priya',
  phone?: string,
): Promise<StoredRecord<'bookings'>> {
  const result = await store.bookings.reserve({
    year: 2026,
    items: [appointmentItem(date, time, name, phone === undefined ? {} : { phone })],
    search: searchOf('bookings'),
  });
  if (!result.ok) throw new Error(`could not book ${date} ${time}: ${JSON.stringify(result)}`);
  return result.appointments[0]!;
}
