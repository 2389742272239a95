// Redis adapter, on the @upstash/redis client: Upstash REST in production, or the same client over a
// RESP requester (./resp-requester) for a plain Redis. Multi-key steps are Lua scripts, so each is atomic.
//
// Keys (all under `vt:<namespace>:`, the namespace being the deploy context, so previews never touch
// production data):
//   rec:<kind>        HASH   id -> record JSON
//   idx:<kind>        ZSET   id scored by createdAt (ms)
//   find:<kind>       HASH   id -> search text (what staff can find it by: lib/record-tables searchText)
//   slots:<date>      HASH   'HH:MM' -> appointment id  (a field exists = the slot is taken)
//   phone:<hash>      ZSET   appointment id scored by its date's day number (a phone's bookings, for limits)
//   regseq:<year>     STRING the year's register counter
//   rl:<key>:<window> STRING hits in one rate-limit window (expires)
//   revoked:<jti>     STRING a signed-out staff session (expires with the session)
//   audit             ZSET   audit log lines (JSON with a unique id) scored by time (ms)
//   outbox...         messages waiting to be sent: see ./redis-outbox
//   closures          HASH   the clinic's closures: see ./redis-calendar

import type { Redis } from '@upstash/redis';
import type { RecordDataByKind, StoredRecord, SubmissionKind } from '../../lib/records';
import { StoreUnavailableError } from '../errors';
import {
  appointmentJsonParts,
  appointmentRecord,
  listByPages,
  newRecordMeta,
  pageLimit,
  parseStored,
  phoneKey,
  recordJson,
} from './shared';
import { ADD, CREATED_BEFORE, DELETE, PAGE, RATE, RESERVE } from './redis-scripts';
import { enqueueArgs, outboxKeys, redisOutbox } from './redis-outbox';
import { dayNumber, redisReads } from './redis-reads';
import { redisCalendar } from './redis-calendar';
import { outboxMessage } from './outbox-types';
import { searchText } from '../../lib/record-tables';
import type {
  AuditEntry,
  Page,
  PageRequest,
  ReservationRequest,
  ReservationResult,
  Store,
  StoreOptions,
  WindowHit,
} from './types';
import { WindowFullError } from './types';

export interface RedisStoreOptions extends StoreOptions {
  /** Key namespace, normally the deploy context ('production', 'deploy-preview', 'dev', ...). */
  namespace: string;
  /** Called by close() (the RESP requester's socket). */
  onClose?: () => Promise<void>;
}

export function createRedisStore(redis: Redis, options: RedisStoreOptions): Store {
  const now = options.now ?? (() => new Date());
  const ns = `vt:${options.namespace}:`;
  const k = {
    rec: (kind: SubmissionKind) => `${ns}rec:${kind}`,
    idx: (kind: SubmissionKind) => `${ns}idx:${kind}`,
    find: (kind: SubmissionKind) => `${ns}find:${kind}`,
    slots: (date: string) => `${ns}slots:${date}`,
    regseq: (year: number) => `${ns}regseq:${year}`,
    phone: (phone: string) => `${ns}phone:${phoneKey(phone)}`,
    rate: (key: string, windowStart: number) => `${ns}rl:${key}:${windowStart}`,
    revoked: (jti: string) => `${ns}revoked:${jti}`,
    audit: `${ns}audit`,
    outbox: outboxKeys(ns),
    closures: `${ns}closures`,
  };
  const scripts = {
    add: redis.createScript<number>(ADD),
    page: redis.createScript<unknown[]>(PAGE),
    delete: redis.createScript<number>(DELETE),
    reserve: redis.createScript<unknown[]>(RESERVE),
    rate: redis.createScript<number>(RATE),
    createdBefore: redis.createScript<unknown[]>(CREATED_BEFORE),
  };

  let closed = false;

  /** The counters of window hits (the same as hitRateLimit's) and their arguments for the scripts' HITS. */
  const hitKeys = (hits: WindowHit[]) => hits.map((h) => k.rate(h.key, h.windowStart));
  const hitArgs = (hits: WindowHit[]) => [
    String(hits.length),
    ...hits.flatMap((h) => [
      String(h.windowMs + 1000),
      String(h.by),
      String(h.limit),
      h.counts === 'request' ? 'r' : 'w',
    ]),
  ];

  async function guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    if (closed) throw new StoreUnavailableError(`redis ${operation}: store is closed`);
    try {
      return await run();
    } catch (error) {
      if (error instanceof WindowFullError) throw error;
      throw new StoreUnavailableError(`redis ${operation} failed`, { cause: error });
    }
  }

  const calendar = redisCalendar(
    redis,
    { closures: k.closures, rec: k.rec('bookings'), find: k.find('bookings'), slots: k.slots, phone: k.phone },
    guard,
    now,
    dayNumber,
  );

  const store: Store = {
    name: 'redis',

    add: (kind, data, { notices = [], hits = [] } = {}) =>
      guard('add', async () => {
        const meta = newRecordMeta(now);
        const record = { id: meta.id, createdAt: meta.createdAt, ...data } as StoredRecord<typeof kind>;
        const messages = notices.map((n) => outboxMessage(n, kind, meta.id, meta.createdMs));
        const full = await scripts.add.exec(
          [k.rec(kind), k.idx(kind), k.find(kind), k.outbox.box, k.outbox.due, ...hitKeys(hits)],
          [
            meta.id,
            String(meta.createdMs),
            recordJson(meta.id, meta.createdAt, data),
            searchText(kind, record),
            ...hitArgs(hits),
            ...enqueueArgs(messages),
          ],
        );
        if (Number(full) > 0) throw new WindowFullError(Number(full) - 1);
        return record;
      }),

    list: (kind, options = {}) => listByPages(store.page, kind, options.limit),

    page: <K extends SubmissionKind>(kind: K, request: PageRequest) =>
      guard('page', async (): Promise<Page<K>> => {
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
      guard('get', async () => parseStored<StoredRecord<K>>(await redis.hget(k.rec(kind), id))),

    delete: (kind, id) =>
      guard('delete', async () => {
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

    ...redisReads(redis, k, guard),

    audit: (entry, keepMs) =>
      guard('audit', async () => {
        const at = Date.parse(entry.at);
        await redis.zadd(k.audit, { score: at, member: JSON.stringify({ ...entry, line: crypto.randomUUID() }) });
        await redis.zremrangebyscore(k.audit, '-inf', `(${at - keepMs}`);
      }),

    auditLog: ({ limit, beforeMs }) =>
      guard('auditLog', async () => {
        const lines = (await redis.zrange(k.audit, beforeMs === undefined ? '+inf' : `(${beforeMs}`, '-inf', {
          byScore: true,
          rev: true,
          offset: 0,
          count: Math.max(1, Math.min(limit, 1000)),
        })) as unknown[];
        return lines
          .map((v) => parseStored<AuditEntry & { line?: string }>(v))
          .filter((e): e is AuditEntry & { line?: string } => e !== null)
          .map(({ line: _line, ...entry }) => entry);
      }),

    bookedTimes: (date) =>
      guard('bookedTimes', async () => {
        const times = await redis.hkeys(k.slots(date));
        return times.map(String).sort();
      }),

    reserve: (request: ReservationRequest) =>
      guard('reserve', async (): Promise<ReservationResult> => {
        const at = now();
        const createdAt = at.toISOString();
        const limits = request.phoneLimits;
        const keys = [k.rec('bookings'), k.idx('bookings'), k.regseq(request.year), k.find('bookings')];
        for (const item of request.items) keys.push(k.slots(item.data.pappointmentDate));
        for (const item of request.items) keys.push(k.phone(item.data.pphone));
        keys.push(k.outbox.box, k.outbox.due, ...hitKeys(request.hits ?? []), k.closures);
        const args = [
          String(request.items.length),
          String(at.getTime()),
          String(limits ? dayNumber(limits.today) : 0),
          String(limits?.perDay ?? 0),
          String(limits?.ahead ?? 0),
        ];
        const ids: string[] = [];
        for (const item of request.items) {
          const id = crypto.randomUUID();
          ids.push(id);
          const { head, tail } = appointmentJsonParts(id, createdAt, item);
          args.push(
            item.data.pappointmentTime,
            id,
            item.register.kind,
            item.register.kind === 'assign' ? item.register.prefix : item.register.value,
            head,
            tail,
            String(dayNumber(item.data.pappointmentDate)),
            // The register number is added in the script, once it is known.
            searchText('bookings', appointmentRecord(id, createdAt, item, '')),
          );
        }
        const groupId = request.items[0]?.data.groupId ?? '';
        args.push(
          ...hitArgs(request.hits ?? []),
          ...enqueueArgs((request.notices ?? []).map((n) => outboxMessage(n, 'bookings', groupId, at.getTime()))),
        );
        const reply = await scripts.reserve.exec(keys, args);
        if (Number(reply[0]) === 3) throw new WindowFullError(Number(reply[1]) - 1);
        if (Number(reply[0]) === 4) return { ok: false, closedIndex: Number(reply[1]) - 1, reason: String(reply[2]) };
        if (Number(reply[0]) === 0) return { ok: false, conflictIndex: Number(reply[1]) - 1 };
        if (Number(reply[0]) === 2) return { ok: false, phoneLimitIndex: Number(reply[1]) - 1 };
        return {
          ok: true,
          appointments: request.items.map((item, i) =>
            appointmentRecord(ids[i]!, createdAt, item, String(reply[i + 1])),
          ),
        };
      }),

    nextRegisterSequence: (year) => guard('nextRegisterSequence', async () => Number(await redis.incr(k.regseq(year)))),

    hitRateLimit: (key, windowStart, windowMs, by = 1) =>
      guard('hitRateLimit', async () =>
        Number(await scripts.rate.exec([k.rate(key, windowStart)], [String(windowMs + 1000), String(by)])),
      ),

    revokeSession: (jti, untilMs) =>
      guard('revokeSession', async () => {
        const ttl = Math.max(1_000, Math.ceil(untilMs - now().getTime()) + 1_000);
        await redis.set(k.revoked(jti), '1', { px: ttl });
      }),

    isSessionRevoked: (jti) => guard('isSessionRevoked', async () => Number(await redis.exists(k.revoked(jti))) > 0),

    // --- Retention -----------------------------------------------------------------------------------
    createdBefore: <K extends SubmissionKind>(kind: K, beforeMs: number, page: { limit: number; offset?: number }) =>
      guard('createdBefore', async () => {
        const limit = pageLimit(page.limit);
        const offset = Math.max(0, Math.floor(page.offset ?? 0));
        const values = await scripts.createdBefore.exec(
          [k.rec(kind), k.idx(kind)],
          [String(beforeMs), String(offset), String(limit)],
        );
        return values.map((v) => parseStored<StoredRecord<K>>(v)).filter((r): r is StoredRecord<K> => r !== null);
      }),
    // --- end Retention -------------------------------------------------------------------------------

    outbox: redisOutbox(redis, k.outbox, guard),
    closures: calendar.closures,
    move: calendar.move,
    availability: calendar.availability,
    markVisit: calendar.markVisit,

    ping: () =>
      guard('ping', async () => {
        await redis.ping();
      }),

    close: async () => {
      if (closed) return;
      closed = true;
      await options.onClose?.();
    },
  };
  return store;
}
