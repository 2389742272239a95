// Callback requests stored with the original site's `mobile` take the domain's `phone`.

import type { StoredRecord } from '../../lib/records';
import { LEGACY_CALLBACK } from '../legacy/names';
import type { RecordMigration } from './record-migration';
import { renamedFields } from './renamed-fields';

/** The embedded store's index over the phone's JSON path (made again once this step has run). */
export const CALLBACK_NAME_INDEXES = ['callbacks_person_phone'] as const;

export const callbackNames: RecordMigration<'callbacks'> = {
  id: '2026-11-28-callbacks-names',
  kind: 'callbacks',
  upgrade: (stored) => renamedFields(stored, LEGACY_CALLBACK) as unknown as StoredRecord<'callbacks'>,
};
