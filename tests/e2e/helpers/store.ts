/**
 * Read what the server stored, the way it stored it: the test process opens the server's own store
 * (src/server/deps), with the same environment as the preview server (REDIS_URL in `npm test`, else the
 * per-run EMBEDDED_DB_PATH that playwright.config.ts sets before the server and the workers start).
 */
import { expect } from '@playwright/test';
import { getDeps } from '../../../src/server/deps';
import { useStoreParts } from '../../../src/server/store';
import { ALL_PARTS } from '../../../src/server/store/parts/all';
import type { StoredRecord, SubmissionKind } from '../../../src/lib/records';
import type { Store } from '../../../src/server/store/port';

// The test process reads and seeds every kind of data (src/server/store/parts), before it first opens the store.
useStoreParts(ALL_PARTS);

/** The server's store, opened by the test process with every part. */
export const serverStore = (): Promise<Store> => getDeps().store();

export type Kind = SubmissionKind;

/** Every stored record of a kind, newest first. */
export async function listRecords<K extends SubmissionKind>(kind: K): Promise<StoredRecord<K>[]> {
  const store = await serverStore();
  return store.records.list(kind, { limit: 1000 });
}

/** Records of a kind that match `pick` (e.g. a unique name given by the test). */
export async function findRecords<K extends SubmissionKind>(
  kind: K,
  pick: (record: StoredRecord<K>) => boolean,
): Promise<StoredRecord<K>[]> {
  return (await listRecords(kind)).filter(pick);
}

/** Wait until exactly one record matches (the write happens before the answer, but polling is cheap). */
export async function expectOneRecord<K extends SubmissionKind>(
  kind: K,
  pick: (record: StoredRecord<K>) => boolean,
): Promise<StoredRecord<K>> {
  let found: StoredRecord<K>[] = [];
  await expect
    .poll(
      async () => {
        found = await findRecords(kind, pick);
        return found.length;
      },
      { message: `one ${kind} record` },
    )
    .toBe(1);
  return found[0]!;
}

/** Which store the test process reads (and the server writes): 'redis' or 'embedded'. */
export function storeName(): string {
  return getDeps().storeName();
}

/** A name no other test (or earlier run) used: tests find their own records by it. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
