// The Redis adapter's records (../port Records): each kind's records in a HASH, indexed by time in a ZSET,
// with their search text (the write's SearchText) in another HASH (./keys). A write with its rate-limit hits
// and outbox messages is one script (ADD in ./scripts).

import type { RecordDataByKind, StoredRecord, SubmissionKind } from '../../../lib/records';
import { outboxMessage } from '../outbox-types';
import { WindowFullError, type Page, type PageRequest, type PersonQuery, type Records } from '../port';
import { isPersons, listByPages, newRecordMeta, pageLimit, parseStored, personField, recordJson } from '../shared';
import type { RedisContext } from './keys';
import { hitArgs, hitKeys } from './limits';
import { enqueueArgs } from './outbox';
import { ADD, CREATED_BEFORE, DELETE, PAGE } from './scripts';

export function redisRecords({ redis, k, guard, now }: RedisContext): Records {
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
          [k.rec(kind), k.idx(kind), k.find(kind), k.outbox.box, k.outbox.due, ...hitKeys(k, hits)],
          [
            meta.id,
            String(meta.createdMs),
            recordJson(meta.id, meta.createdAt, data),
            search(record),
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
        if (kind === 'bookings') {
          const record = parseStored<RecordDataByKind['bookings']>(await redis.hget(k.rec(kind), id));
          if (!record) return false;
          const removed = await scripts.delete.exec(
            [k.rec(kind), k.idx(kind), k.find(kind), k.slots(record.pappointmentDate), k.phone(record.pphone)],
            [id, record.pappointmentTime],
          );
          return Number(removed) === 1;
        }
        return Number(await scripts.delete.exec([k.rec(kind), k.idx(kind), k.find(kind)], [id])) === 1;
      }),

    findPerson: <K extends SubmissionKind>(kind: K, query: PersonQuery) =>
      guard('records.findPerson', async () => {
        if (!personField(kind, query)) return [];
        // A rare staff action (a person's request): read the kind's records and pick theirs.
        const values = (await redis.hvals(k.rec(kind))) as unknown[];
        return values
          .map((v) => parseStored<StoredRecord<K>>(v))
          .filter(
            (r): r is StoredRecord<K> => r !== null && isPersons(r as unknown as Record<string, unknown>, kind, query),
          )
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
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
