// Bookings stored under the original site's field names (pname, pphone, pappointmentDate, ...) take the
// domain's names. Every other field (status, held, link, notify, groupId, lang, ...) stays as it is.

import type { StoredRecord } from '../../lib/records';
import { LEGACY_PERSON } from '../legacy/names';
import type { RecordMigration } from './record-migration';
import { renamedFields } from './renamed-fields';

/**
 * The embedded store's indexes over these fields' JSON paths (src/server/store/embedded/schema.ts): made
 * over the old paths in a store opened before this step, so dropped and made again once it has run.
 */
export const BOOKING_NAME_INDEXES = ['bookings_by_phone', 'bookings_person_phone', 'bookings_person_email'] as const;

export const bookingNames: RecordMigration<'bookings'> = {
  id: '2026-11-28-bookings-names',
  kind: 'bookings',
  upgrade: (stored) => renamedFields(stored, LEGACY_PERSON) as unknown as StoredRecord<'bookings'>,
};
