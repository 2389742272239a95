// The Redis adapter's lookups by value (./keys): a booking group's appointments (group:<groupId>) and a
// person's records of a kind (who:<kind>:phone|email:<hash>), each a ZSET of record ids by createdAt. The
// record's own script writes them (./lua/records/add, ./lua/bookings/reserve) and ./lua/records/delete clears them, so a lookup reads its
// result and nothing else: one script, whatever the kind holds. A move or a visit's status changes neither
// a booking's group nor its phone or email, so move and mark leave them be.
//
// Backfill: records written before these indexes existed are in none. Until a kind is marked done in the
// `indexed` HASH, a lookup of it first indexes up to BACKFILL.batches batches of BACKFILL.batch records
// (oldest first, from the cursor kept in `indexed`; each batch is one read and one write script, the write
// adding an id only while its record still exists), and answers from the whole kind as before if that did
// not finish. Idempotent and safe to run in several instances at once (ZADD of the same id and score); a
// kind's first record written by this version marks the kind done at once (nothing older to index).
// So a deployed store indexes itself within its first lookups (the outbox's confirmations drive bookings;
// Find a person the other kinds), a few thousand records per call. Records written by a previous version
// after the backfill ended would be missed; Netlify switches every function to a new deploy at once.

import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import { parseStored, personQueries } from '../shared';
import type { RedisContext, RedisKeys } from './keys';
import { BACKFILL_READ } from './lua/lookups/backfill-read';
import { BACKFILL_WRITE } from './lua/lookups/backfill-write';
import { LOOKUP } from './lua/lookups/lookup';
import { bindScripts } from './lua/script';

/** How much of an unindexed kind one lookup indexes before answering by reading the kind. */
export interface BackfillPace {
  /** Records per batch (one read and one write script each). */
  batch: number;
  /** Batches per lookup. */
  batches: number;
}

export const BACKFILL: BackfillPace = { batch: 500, batches: 4 };

/** The lookup index keys a record of `kind` belongs in. */
export function lookupKeys(k: RedisKeys, kind: SubmissionKind, record: Record<string, unknown>): string[] {
  const keys = personQueries(kind, record).flatMap((query) => k.person(kind, query) ?? []);
  if (kind === 'bookings' && typeof record.groupId === 'string') keys.unshift(k.group(record.groupId));
  return keys;
}

export function redisLookups({ redis, k }: RedisContext, pace: BackfillPace = BACKFILL) {
  const scripts = bindScripts(redis, {
    lookup: LOOKUP,
    read: BACKFILL_READ,
    write: BACKFILL_WRITE,
  });

  /** Index the next batches of an unindexed kind; true once the kind is done. */
  async function backfill(kind: SubmissionKind): Promise<boolean> {
    for (let round = 0; round < pace.batches; round++) {
      const batch = await scripts.read(
        { indexed: k.indexed, idx: k.idx(kind), rec: k.rec(kind) },
        {
          kind,
          batch: pace.batch,
        },
      );
      if (batch.done) return true;
      const lookups: string[] = [];
      const entries: { id: string; score: string }[] = [];
      for (const { id, score, value } of batch.rows) {
        const record = parseStored<Record<string, unknown>>(value);
        if (!record) continue;
        for (const key of lookupKeys(k, kind, record)) {
          lookups.push(key);
          entries.push({ id, score });
        }
      }
      const finished = batch.last;
      await scripts.write(
        { indexed: k.indexed, rec: k.rec(kind), lookups },
        { kind, cursor: finished ? 'done' : batch.cursor, entries },
      );
      if (finished) return true;
    }
    return false;
  }

  return {
    /**
     * The records of `kind` the lookup ZSET `key` lists, newest first (ties: the larger id first). Until the
     * kind is indexed: the kind's records that `belongs` picks, in the same order.
     */
    async lookup<K extends SubmissionKind>(
      kind: K,
      key: string,
      belongs: (record: StoredRecord<K>) => boolean,
    ): Promise<StoredRecord<K>[]> {
      const parse = (values: unknown[]) =>
        values.map((v) => parseStored<StoredRecord<K>>(v)).filter((r): r is StoredRecord<K> => r !== null);
      const indexed = await scripts.lookup({ indexed: k.indexed, lookup: key, rec: k.rec(kind) }, { kind });
      if (indexed) return parse(indexed);
      if (await backfill(kind)) {
        const again = await scripts.lookup({ indexed: k.indexed, lookup: key, rec: k.rec(kind) }, { kind });
        if (again) return parse(again);
      }
      const all = parse((await redis.hvals(k.rec(kind))) as unknown[]).filter(belongs);
      return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    },
  };
}

export type RedisLookups = ReturnType<typeof redisLookups>;
