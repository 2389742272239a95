import type { StoredRecord } from '../../lib/records';
import type { RecordMigration } from './record-migration';

/** Each field a stored pledge kept under the original site's name, and its domain name. */
const RENAMED = {
  uname: 'name',
  mobno: 'phone',
  donate: 'frequency',
  panno: 'pan',
  idtype: 'idType',
  idno: 'idNumber',
  modeofpay: 'paymentMode',
} as const;

const isRenamed = (key: string): key is keyof typeof RENAMED => Object.hasOwn(RENAMED, key);

/**
 * A stored pledge with the domain's field names, every other field (optional ones a pledge may lack, such as
 * category or source, included) as it was and in its place. A field found under both names keeps the
 * domain's value.
 */
export const donationNames: RecordMigration<'donations'> = {
  id: '2026-11-28-donations-names',
  kind: 'donations',
  upgrade(stored) {
    const upgraded: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(stored)) {
      if (!isRenamed(key)) upgraded[key] = value;
      else if (!Object.hasOwn(stored, RENAMED[key])) upgraded[RENAMED[key]] = value;
    }
    // Every other field is the pledge's as the service wrote it.
    return upgraded as unknown as StoredRecord<'donations'>;
  },
};
