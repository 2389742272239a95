// The Redis adapter's calendar (../port Calendar): the clinic's closures in one HASH (./keys). Reserve and
// move (./lua/bookings, through ./bookings) read them in the same script that takes a slot, so a closure and
// a booking cannot pass each other.

import type { Closure, ClosureRule } from '../../../lib/closures';
import type { Calendar } from '../port';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';

const sortClosures = (all: Closure[]) =>
  all.sort(
    (a, b) => a.from.localeCompare(b.from) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );

const parseClosures = (values: unknown[] | null) =>
  sortClosures((values ?? []).map((v) => parseStored<Closure>(v)).filter((c): c is Closure => c !== null));

export function redisCalendar({ redis, k, guard, now }: RedisContext): Calendar {
  return {
    addClosure: (rule: ClosureRule) =>
      guard('calendar.addClosure', async () => {
        const closure: Closure = { id: crypto.randomUUID(), createdAt: now().toISOString(), ...rule };
        await redis.hset(k.closures, { [closure.id]: JSON.stringify(closure) });
        return closure;
      }),

    closures: () => guard('calendar.closures', async () => parseClosures((await redis.hvals(k.closures)) as unknown[])),

    deleteClosure: (id: string) =>
      guard('calendar.deleteClosure', async () => Number(await redis.hdel(k.closures, id)) > 0),

    availability: (date: string) =>
      guard('calendar.availability', async () => {
        const pipe = redis.pipeline();
        pipe.hkeys(k.slots(date));
        pipe.hvals(k.closures);
        const [times, values] = await pipe.exec<[unknown[] | null, unknown[] | null]>();
        return { booked: (times ?? []).map(String).sort(), closures: parseClosures(values) };
      }),
  };
}
