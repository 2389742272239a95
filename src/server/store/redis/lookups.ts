// The Redis adapter's lookups by value (./keys): a booking group's appointments (group:<groupId>) and a
// person's records of a kind (who:<kind>:phone|email:<hash>), each a ZSET of record ids by createdAt. The
// record's own script writes them (./lua/records/add, ./lua/bookings/reserve, a migration's rewrite:
// ./lua/migrations/rewrite) and ./lua/records/delete clears them, so a lookup reads its result and nothing
// else: one script, whatever the kind holds. A move or a visit's status changes neither a booking's group
// nor its phone or email, so move and mark leave them be. Records stored before the lookups existed are
// indexed once by a migration (src/server/migrations/search-and-lookups.ts), before any request reads.

import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import { personQueries, storedRecords } from '../shared';
import type { RedisContext, RedisKeys } from './keys';
import { LOOKUP } from './lua/lookups/lookup';
import { bindScripts } from './lua/script';

/** The lookup index keys a record of `kind` belongs in. */
export function lookupKeys(k: RedisKeys, kind: SubmissionKind, record: Record<string, unknown>): string[] {
  const keys = personQueries(kind, record).flatMap((query) => k.person(kind, query) ?? []);
  if (kind === 'bookings' && typeof record.groupId === 'string') keys.unshift(k.group(record.groupId));
  return keys;
}

export function redisLookups({ redis, k }: RedisContext) {
  const scripts = bindScripts(redis, { lookup: LOOKUP });
  return {
    /** The records of `kind` the lookup ZSET `key` lists, newest first (ties: the larger id first). */
    async lookup<K extends SubmissionKind>(kind: K, key: string): Promise<StoredRecord<K>[]> {
      const values = await scripts.lookup({ lookup: key, rec: k.rec(kind) }, {});
      return storedRecords<K>(values);
    },
  };
}

export type RedisLookups = ReturnType<typeof redisLookups>;
