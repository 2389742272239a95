// The Redis adapter's camps (../port/camps): one Lua script per write (./camp-scripts), keys in ./keys.

import type { CampDayState, CampRegistration } from '../../../lib/camp-registrations';
import { campMessages, countsOf, dayOrder, type Camps } from '../port/camps';
import { WindowFullError } from '../port/limits';
import { hiddenKey, parseStored } from '../shared';
import { dayNumber, type RedisContext } from './keys';
import { hitArgs, hitKeys } from './limits';
import { enqueueArgs } from './outbox';
import { CANCEL, CANCEL_DATE, DAY, MARK_CAME, ON_DATES, REGISTER } from './camp-scripts';

const parseAll = (values: unknown[]) =>
  values.map((v) => parseStored<CampRegistration>(v)).filter((r): r is CampRegistration => r !== null);

export function redisCamps({ redis, k, guard }: RedisContext): Camps {
  const c = k.camps;
  const scripts = {
    register: redis.createScript<unknown[]>(REGISTER),
    cancel: redis.createScript<unknown[]>(CANCEL),
    cancelDate: redis.createScript<unknown[]>(CANCEL_DATE),
    markCame: redis.createScript<unknown>(MARK_CAME),
    onDates: redis.createScript<unknown[]>(ON_DATES),
    day: redis.createScript<unknown[]>(DAY),
  };
  const get = async (id: string) => parseStored<CampRegistration>(await redis.hget(c.regs, id));

  return {
    register: ({ draft, capacity, phonePerDate, messages = [], hits = [] }) =>
      guard('camps.register', async () => {
        const createdMs = Date.parse(draft.createdAt);
        const outbox = messages.flatMap((m) =>
          campMessages(m.kind, draft, createdMs).map((message) => ({ message, dueMs: m.dueMs })),
        );
        const [code, value] = await scripts.register.exec(
          [
            c.day(draft.camp, draft.date),
            c.regs,
            c.on(draft.camp, draft.date),
            c.phones(draft.camp, draft.date),
            c.dates(draft.camp),
            k.outbox.box,
            k.outbox.due,
            ...hitKeys(k, hits),
          ],
          [
            draft.id,
            JSON.stringify(draft),
            String(capacity),
            String(draft.people),
            String(phonePerDate),
            hiddenKey(draft.phone),
            String(dayNumber(draft.date)),
            draft.date,
            ...hitArgs(hits),
            ...enqueueArgs(outbox),
          ],
        );
        if (Number(code) === 2) throw new WindowFullError(Number(value) - 1);
        if (Number(code) === 0) return { ok: false, refused: 'called-off' } as const;
        return { ok: true, registration: parseStored<CampRegistration>(value)! } as const;
      }),

    get: (id) => guard('camps.get', () => get(id)),

    cancel: (id, by, nowMs, version) =>
      guard('camps.cancel', async () => {
        const current = await get(id);
        if (!current) return { ok: false, refused: 'missing' } as const;
        const [code, ...values] = await scripts.cancel.exec(
          [
            c.regs,
            c.day(current.camp, current.date),
            c.on(current.camp, current.date),
            c.phones(current.camp, current.date),
            k.outbox.box,
            k.outbox.due,
          ],
          [id, by, String(nowMs), version === undefined ? '' : String(version), hiddenKey(current.phone)],
        );
        const n = Number(code);
        if (n !== 1) return { ok: false, refused: n === 0 ? 'missing' : n === 2 ? 'cancelled' : 'stale' } as const;
        const [registration, ...promoted] = parseAll(values);
        return { ok: true, registration: registration!, promoted } as const;
      }),

    markCame: (id, came) =>
      guard('camps.markCame', async () =>
        parseStored<CampRegistration>((await scripts.markCame.exec([c.regs], [id, came ? '1' : '0'])) ?? null),
      ),

    cancelDate: (camp, date, capacity, nowMs) =>
      guard('camps.cancelDate', async () =>
        parseAll(
          await scripts.cancelDate.exec(
            [
              c.day(camp, date),
              c.regs,
              c.on(camp, date),
              c.phones(camp, date),
              c.dates(camp),
              k.outbox.box,
              k.outbox.due,
            ],
            [String(capacity), String(nowMs), String(dayNumber(date)), date],
          ),
        ),
      ),

    onDate: (camp, date) =>
      guard('camps.onDate', async () => dayOrder(parseAll(await scripts.onDates.exec([c.regs, c.on(camp, date)], [])))),

    day: (camp, date) =>
      guard('camps.day', async (): Promise<CampDayState | null> => {
        const flat = await scripts.day.exec([c.day(camp, date)], []);
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
          ? parseAll(await scripts.onDates.exec([c.regs, ...dates.map((d) => c.on(camp, d))], []))
          : [];
        return countsOf(camp, dates.length, regs);
      }),
  };
}
