// The Redis adapter's records (../port Records): each kind's records in a HASH, indexed by time in a ZSET,
// with their search text (the write's SearchText) in another HASH and their phone and email in Find a
// person's lookups (./keys, ./lookups). A write with its rate-limit hits, outbox messages and lookups is one
// script (ADD in ./scripts).

import type { RecordDataByKind, StoredRecord, SubmissionKind } from '../../../lib/records';
import { outboxMessage } from '../port/outbox';
import { WindowFullError, type Page, type PageRequest, type PersonQuery, type Records } from '../port';
import { isPersons, listByPages, newRecordMeta, pageLimit, parseStored, recordJson } from '../shared';
import type { RedisContext } from './keys';
import { lookupKeys, type RedisLookups } from './lookups';
import { hitArgs, hitKeys } from './limits';
import { enqueueArgs } from './outbox';
import { ADD, CREATED_BEFORE, DELETE, PAGE } from './scripts';

/** A booking moved by someone else between our read and our delete is read again; this many times. */
const ATTEMPTS = 5;

export function redisRecords({ redis, k, guard, now }: RedisContext, lookups: RedisLookups): Records {
  const scripts = {
    add: redis.createScript<number>(ADD),
    // {total, next score or '', next id or '', record JSON...} (see PAGE).
    page: redis.createScript<[total: number, nextScore: number | string, nextId: string, ...records: unknown[]]>(PAGE),
    delete: redis.createScript<number>(DELETE),
    createdBefore: redis.createScript<unknown[]>(CREATED_BEFORE),
  };

  const records: Records = {
    add: (kind, data, { search, notices = [], hits = [] }) =>
      guard('records.add', async () => {
        const meta = newRecordMeta(now);
        const record = { id: meta.id, createdAt: meta.createdAt, ...data } as StoredRecord<typeof kind>;
        const messages = notices.map((n) => outboxMessage(n, kind, meta.id, meta.createdMs));
        const full = await scripts.add.exec(
          [
            k.rec(kind),
            k.idx(kind),
            k.find(kind),
            k.outbox.box,
            k.outbox.due,
            k.indexed,
            ...hitKeys(k, hits),
            ...lookupKeys(k, kind, record as unknown as Record<string, unknown>),
          ],
          [
            meta.id,
            String(meta.createdMs),
            recordJson(meta.id, meta.createdAt, data),
            search(record),
            kind,
            ...hitArgs(hits),
            ...enqueueArgs(messages),
          ],
        );
        if (Number(full) > 0) throw new WindowFullError(Number(full) - 1);
        return record;
      }),

    list: (kind, options = {}) => listByPages((of, request) => records.page(of, request), kind, options.limit),

    page: <K extends SubmissionKind>(kind: K, request: PageRequest) =>
      guard('records.page', async (): Promise<Page<K>> => {
        const { cursor } = request;
        const reply = await scripts.page.exec(
          [k.rec(kind), k.idx(kind), k.find(kind)],
          [
            cursor ? String(cursor.ms) : '+inf',
            cursor?.id ?? '',
            request.search ?? '',
            String(pageLimit(request.limit)),
            String(request.maxBytes),
          ],
        );
        const [total, nextMs, nextId, ...values] = reply;
        return {
          records: values.map((v) => parseStored<StoredRecord<K>>(v)).filter((r): r is StoredRecord<K> => r !== null),
          next: nextId ? { ms: Number(nextMs), id: String(nextId) } : null,
          total: Number(total),
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
          const code = Number(
            booking
              ? await scripts.delete.exec(
                  [
                    k.rec(kind),
                    k.idx(kind),
                    k.find(kind),
                    k.slots(booking.pappointmentDate),
                    k.phone(booking.pphone),
                    ...lookups,
                  ],
                  [id, booking.pappointmentDate, booking.pappointmentTime],
                )
              : await scripts.delete.exec([k.rec(kind), k.idx(kind), k.find(kind), ...lookups], [id]),
          );
          if (code !== 5) return code === 1;
        }
        throw new Error(`record ${id} kept changing while it was being deleted`);
      }),

    findPerson: <K extends SubmissionKind>(kind: K, query: PersonQuery) =>
      guard('records.findPerson', async () => {
        const key = k.person(kind, query);
        if (!key) return [];
        return lookups.lookup(kind, key, (r) => isPersons(r as unknown as Record<string, unknown>, kind, query));
      }),

    createdBefore: <K extends SubmissionKind>(kind: K, beforeMs: number, page: { limit: number; offset?: number }) =>
      guard('records.createdBefore', async () => {
        const limit = pageLimit(page.limit);
        const offset = Math.max(0, Math.floor(page.offset ?? 0));
        const values = await scripts.createdBefore.exec(
          [k.rec(kind), k.idx(kind)],
          [String(beforeMs), String(offset), String(limit)],
        );
        return values.map((v) => parseStored<StoredRecord<K>>(v)).filter((r): r is StoredRecord<K> => r !== null);
      }),
  };
  return records;
}
