// The Redis adapter's camps (../port/camps): one Lua script per write (./lua/camps), keys in ./keys.

import type { CampDayState, CampRegistration } from '../../../lib/camp-registrations';
import { campMessages, countsOf, dayOrder, type Camps } from '../port/camps';
import { WindowFullError } from '../port/limits';
import { hiddenKey, parseStored } from '../shared';
import { dayNumber, type RedisContext } from './keys';
import { hitKeys } from './limits';
import * as campsScripts from './lua/camps';
import { hitArgs, messageArgs } from './lua/fragments';
import { bindScripts } from './lua/script';

const parseAll = (values: unknown[]) =>
  values.map((v) => parseStored<CampRegistration>(v)).filter((r): r is CampRegistration => r !== null);

export function redisCamps({ redis, k, guard }: RedisContext): Camps {
  const c = k.camps;
  const scripts = bindScripts(redis, campsScripts);
  const dateKeys = (camp: string, date: string) => ({
    day: c.day(camp, date),
    regs: c.regs,
    on: c.on(camp, date),
    phones: c.phones(camp, date),
    box: k.outbox.box,
    due: k.outbox.due,
  });
  const get = async (id: string) => parseStored<CampRegistration>(await redis.hget(c.regs, id));

  return {
    register: ({ draft, capacity, phonePerDate, messages = [], hits = [] }) =>
      guard('camps.register', async () => {
        const createdMs = Date.parse(draft.createdAt);
        const outbox = messages.flatMap((m) =>
          campMessages(m.kind, draft, createdMs).map((message) => ({ message, dueMs: m.dueMs })),
        );
        const outcome = await scripts.register(
          { ...dateKeys(draft.camp, draft.date), dates: c.dates(draft.camp), hits: hitKeys(k, hits) },
          {
            draft,
            capacity,
            phonePerDate,
            phone: hiddenKey(draft.phone),
            date: draft.date,
            day: dayNumber(draft.date),
            hits: hitArgs(hits),
            messages: messageArgs(outbox),
          },
        );
        if (outcome.done === 'full') throw new WindowFullError(outcome.hit);
        if (outcome.done === 'called-off') return { ok: false, refused: 'called-off' } as const;
        return { ok: true, registration: parseStored<CampRegistration>(outcome.json)! } as const;
      }),

    get: (id) => guard('camps.get', () => get(id)),

    cancel: (id, by, nowMs, version) =>
      guard('camps.cancel', async () => {
        const current = await get(id);
        if (!current) return { ok: false, refused: 'missing' } as const;
        const outcome = await scripts.cancel(dateKeys(current.camp, current.date), {
          id,
          by,
          now: nowMs,
          ...(version === undefined ? {} : { version }),
          phone: hiddenKey(current.phone),
        });
        if (outcome.done !== 'cancelled-now') return { ok: false, refused: outcome.done } as const;
        const [registration, ...promoted] = parseAll(outcome.values);
        return { ok: true, registration: registration!, promoted } as const;
      }),

    markCame: (id, came) =>
      guard('camps.markCame', async () =>
        parseStored<CampRegistration>((await scripts.markCame({ regs: c.regs }, { id, came })) ?? null),
      ),

    cancelDate: (camp, date, capacity, nowMs) =>
      guard('camps.cancelDate', async () =>
        parseAll(
          await scripts.cancelDate(
            { ...dateKeys(camp, date), dates: c.dates(camp) },
            { capacity, now: nowMs, date, day: dayNumber(date) },
          ),
        ),
      ),

    onDate: (camp, date) =>
      guard('camps.onDate', async () =>
        dayOrder(parseAll(await scripts.onDates({ regs: c.regs, on: [c.on(camp, date)] }, {}))),
      ),

    day: (camp, date) =>
      guard('camps.day', async (): Promise<CampDayState | null> => {
        const flat = await scripts.day({ day: c.day(camp, date) }, {});
        if (flat.length === 0) return null;
        const fields: Record<string, string> = {};
        for (let i = 0; i + 1 < flat.length; i += 2) fields[String(flat[i])] = String(flat[i + 1]);
        return {
          camp,
          date,
          capacity: Number(fields.capacity ?? 0),
          taken: Number(fields.taken ?? 0),
          cancelled: fields.cancelled === '1',
        };
      }),

    counts: (camp, from, to) =>
      guard('camps.counts', async () => {
        const dates = await redis.zrange<string[]>(c.dates(camp), dayNumber(from), dayNumber(to), { byScore: true });
        const regs = dates.length
          ? parseAll(await scripts.onDates({ regs: c.regs, on: dates.map((d) => c.on(camp, d)) }, {}))
          : [];
        return countsOf(camp, dates.length, regs);
      }),
  };
}
