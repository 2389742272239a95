// A booking as the store's reserve() takes it, for tests that talk to the store port directly.
import type { AppointmentRecordData } from '../../src/lib/records';
import { weekdayOf } from '../../src/lib/time';
import type { ReservationItem } from '../../src/server/store/port';

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
      pname: name,
      pgender: 'Female',
      pheight: '160 cm',
      pweight: '55 kg',
      pwork: 'Teacher',
      pphone: '9876543210',
      pappointmentDate: date,
      pappointmentTime: time as AppointmentRecordData['pappointmentTime'],
      pappointmentDay: weekdayOf(date),
      ...overrides,
    },
  };
}
