// Callback requests stored with the original site's `mobile` take the domain's `phone`.

import type { StoredRecord } from '../../lib/records';
import { LEGACY_CALLBACK } from '../legacy/names';
import type { RecordMigration } from './record-migration';
import { renamedFields } from './renamed-fields';

export const callbackNames: RecordMigration<'callbacks'> = {
  id: '2026-11-28-callbacks-names',
  kind: 'callbacks',
  upgrade: (stored) => renamedFields(stored, LEGACY_CALLBACK) as unknown as StoredRecord<'callbacks'>,
};
