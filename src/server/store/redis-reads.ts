// The Redis adapter's rarer reads (./redis): a booking group, a phone number's bookings, a person's
// records across a kind (Find a person), and the appointments of a date or a range of dates.

import type { Redis } from '@upstash/redis';
import type { StoredRecord, SubmissionKind } from '../../lib/records';
import { addDays, daysBetween } from '../../lib/time';
import { byVisit, isPersons, parseStored, personField } from './shared';
import type { PersonQuery, Store } from './types';

/** A date's day number (days since 1970-01-01): the phone index's score. */
export const dayNumber = (date: string) => daysBetween('1970-01-01', date);

/** The keys these reads use (the whole layout is described in ./redis). */
export interface RedisKeys {
  rec: (kind: SubmissionKind) => string;
  slots: (date: string) => string;
  phone: (phone: string) => string;
}

export function redisReads(
  redis: Redis,
  k: RedisKeys,
  guard: <T>(operation: string, run: () => Promise<T>) => Promise<T>,
): Pick<Store, 'findBookings' | 'findPerson' | 'bookingsOn'> {
  return {
    findBookings: (filter) =>
      guard('findBookings', async () => {
        let values: unknown[];
        if ('groupId' in filter) {
          // A group is written together and rarely looked up: read the bookings and pick its members.
          values = (await redis.hvals(k.rec('bookings'))) as unknown[];
        } else {
          const ids = (await redis.zrange(k.phone(filter.phone), dayNumber(filter.fromDate), '+inf', {
            byScore: true,
          })) as string[];
          values = ids.length ? await redis.hmget(k.rec('bookings'), ...ids).then((r) => Object.values(r ?? {})) : [];
        }
        return values
          .map((v) => parseStored<StoredRecord<'bookings'>>(v))
          .filter((r): r is StoredRecord<'bookings'> => r !== null)
          .filter((r) => ('groupId' in filter ? r.groupId === filter.groupId : r.pphone === filter.phone))
          .sort(byVisit);
      }),

    findPerson: <K extends SubmissionKind>(kind: K, query: PersonQuery) =>
      guard('findPerson', async () => {
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

    bookingsOn: (from, to = from) =>
      guard('bookingsOn', async () => {
        // Each date's appointment ids (its slots hash: time → id) in one round trip, then their records in
        // another, put in date and time order by the records themselves.
        const dates: string[] = [];
        for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
        if (dates.length === 0) return [];
        const pipe = redis.pipeline();
        for (const date of dates) pipe.hvals(k.slots(date));
        const days = (await pipe.exec()) as (unknown[] | null)[];
        const ids = days.flatMap((values) => (values ?? []).map(String)).filter(Boolean);
        if (ids.length === 0) return [];
        const values = await redis.hmget(k.rec('bookings'), ...ids);
        return ids
          .map((id) => parseStored<StoredRecord<'bookings'>>(values?.[id]))
          .filter((r): r is StoredRecord<'bookings'> => r !== null)
          .sort(byVisit);
      }),
  };
}
