// The Redis adapter's records (../port Records): each kind's records in a HASH, indexed by time in a ZSET,
// with their search text (the write's SearchText) in another HASH and their phone and email in Find a
// person's lookups (./keys, ./lookups). A write with its rate-limit hits, outbox messages and lookups is one
// script (./lua/records/add).

import type { RecordDataByKind, StoredRecord, SubmissionKind } from '../../../lib/records';
import { outboxMessage } from '../port/outbox';
import { WindowFullError, type Page, type PageRequest, type PersonQuery, type Records } from '../port';
import { listByPages, newRecordMeta, pageLimit, parseStored, recordJson, storedRecords } from '../shared';
import type { RedisContext } from './keys';
import { lookupKeys, type RedisLookups } from './lookups';
import { hitKeys } from './limits';
import { hitArgs, messageArgs } from './lua/fragments';
import { ADD } from './lua/records/add';
import { CREATED_BEFORE } from './lua/records/created-before';
import { DELETE } from './lua/records/delete';
import { PAGE } from './lua/records/page';
import { bindScripts } from './lua/script';

/** A booking moved by someone else between our read and our delete is read again; this many times. */
const ATTEMPTS = 5;

export function redisRecords({ redis, k, guard, now }: RedisContext, lookups: RedisLookups): Records {
  const scripts = bindScripts(redis, {
    add: ADD,
    page: PAGE,
    delete: DELETE,
    createdBefore: CREATED_BEFORE,
  });

  const records: Records = {
    add: (kind, data, { search, notices = [], hits = [] }) =>
      guard('records.add', async () => {
        const meta = newRecordMeta(now);
        const record = { id: meta.id, createdAt: meta.createdAt, ...data } as StoredRecord<typeof kind>;
        const messages = notices.map((n) => outboxMessage(n, kind, meta.id, meta.createdMs));
        const full = await scripts.add(
          {
            rec: k.rec(kind),
            idx: k.idx(kind),
            find: k.find(kind),
            box: k.outbox.box,
            due: k.outbox.due,
            hits: hitKeys(k, hits),
            lookups: lookupKeys(k, kind, record as unknown as Record<string, unknown>),
          },
          {
            id: meta.id,
            score: String(meta.createdMs),
            json: recordJson(meta.id, meta.createdAt, data),
            search: search(record),
            hits: hitArgs(hits),
            messages: messageArgs(messages),
          },
        );
        if (full !== null) throw new WindowFullError(full);
        return record;
      }),

    list: (kind, options = {}) => listByPages((of, request) => records.page(of, request), kind, options.limit),

    page: <K extends SubmissionKind>(kind: K, request: PageRequest) =>
      guard('records.page', async (): Promise<Page<K>> => {
        const { cursor } = request;
        const { total, next, values } = await scripts.page(
          { rec: k.rec(kind), idx: k.idx(kind), find: k.find(kind) },
          {
            maxScore: cursor ? String(cursor.ms) : '+inf',
            afterId: cursor?.id ?? '',
            needle: request.search ?? '',
            limit: pageLimit(request.limit),
            maxBytes: request.maxBytes,
          },
        );
        return {
          records: storedRecords<K>(values),
          next,
          total,
        };
      }),

    get: <K extends SubmissionKind>(kind: K, id: string) =>
      guard('records.get', async () => parseStored<StoredRecord<K>>(await redis.hget(k.rec(kind), id))),

    delete: (kind, id) =>
      guard('records.delete', async () => {
        // The record says which slot and lookups to clear. Only a booking's slot can change meanwhile (a move):
        // the script checks it, and we read again.
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const record = parseStored<Record<string, unknown>>(await redis.hget(k.rec(kind), id));
          if (!record) return false;
          const lookups = lookupKeys(k, kind, record);
          const booking = kind === 'bookings' ? (record as unknown as RecordDataByKind['bookings']) : null;
          const done = await scripts.delete(
            {
              rec: k.rec(kind),
              idx: k.idx(kind),
              find: k.find(kind),
              lookups,
              ...(booking ? { slots: k.slots(booking.visitDate), phone: k.phone(booking.phone) } : {}),
            },
            booking ? { id, read: { date: booking.visitDate, time: booking.visitTime } } : { id },
          );
          if (done !== 'changed') return done === 'deleted';
        }
        throw new Error(`record ${id} kept changing while it was being deleted`);
      }),

    findPerson: <K extends SubmissionKind>(kind: K, query: PersonQuery) =>
      guard('records.findPerson', async () => {
        const key = k.person(kind, query);
        if (!key) return [];
        return lookups.lookup(kind, key);
      }),

    createdBefore: <K extends SubmissionKind>(kind: K, beforeMs: number, page: { limit: number; offset?: number }) =>
      guard('records.createdBefore', async () => {
        const limit = pageLimit(page.limit);
        const offset = Math.max(0, Math.floor(page.offset ?? 0));
        const values = await scripts.createdBefore(
          { rec: k.rec(kind), idx: k.idx(kind) },
          { before: String(beforeMs), offset, limit },
        );
        return storedRecords<K>(values);
      }),
  };
  return records;
}
