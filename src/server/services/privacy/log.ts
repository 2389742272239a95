// The processing log (DPDP Rules, Rule 8(3)): what was done with personal data, kept one year and then
// deleted by retention, and kept when a person's records are erased. It names a person only by a keyed
// hash of their phone or email (./keys subjectOf); a site without a usable secret logs without one.

import type { RequestContact } from '../../../lib/privacy';
import type { Deps } from '../../deps';
import type { ProcessingEntry } from '../../store/port/processing';
import { privacyKeysOf, subjectOf } from './keys';

/** Entries are kept this long after the processing, then deleted (retention). */
export const PROCESSING_KEEP_MS = 366 * 86_400_000;

export async function logProcessing(
  deps: Deps,
  contact: RequestContact | null,
  entry: Omit<ProcessingEntry, 'atMs' | 'subject'>,
): Promise<void> {
  const keys = privacyKeysOf(deps.config);
  const subject = contact && keys ? subjectOf(keys, contact) : undefined;
  const store = await deps.store();
  await store.processing.add({ atMs: deps.now().getTime(), ...entry, ...(subject ? { subject } : {}) });
}
