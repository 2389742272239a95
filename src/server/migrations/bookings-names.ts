// Bookings stored under the original site's field names (pname, pphone, pappointmentDate, ...) take the
// domain's names. Every other field (status, held, link, notify, groupId, lang, ...) stays as it is.

import type { StoredRecord } from '../../lib/records';
import { LEGACY_PERSON } from '../legacy/names';
import type { RecordMigration } from './record-migration';
import { renamedFields } from './renamed-fields';

export const bookingNames: RecordMigration<'bookings'> = {
  id: '2026-11-28-bookings-names',
  kind: 'bookings',
  upgrade: (stored) => renamedFields(stored, LEGACY_PERSON) as unknown as StoredRecord<'bookings'>,
};
