// Fast at any size: the same calls with 100 and with 100,000 records of every kind stored, on
// the embedded store and on Redis (a local redis-server over RESP, through the Upstash client as deployed):
// a public booking through its handler, a booking group's confirmation as the outbox renders it, Find a
// person (its four kinds) and a staff list's first page. No call may read a whole kind, so each should cost
// the same at both sizes (target: p50 ratio <= 1.2), and on Redis make the same requests and commands.
// The records are written straight into the stores (./scale-seed): seconds, not the port's hours.

import { loadavg, cpus } from 'node:os';
import { Redis } from '@upstash/redis';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import { ANSWER_BYTES, PAGE_SIZE } from '../../src/server/admin/lists';
import { render, type MailSettings } from '../../src/server/notify/render';
import type { ClaimedMessage } from '../../src/server/store/port/outbox';
import type { Store } from '../../src/server/store/port';
import { createRedisStore } from '../../src/server/store/redis';
import { createRespRequester, type RespRequester } from '../../src/server/store/redis/resp-requester';
import {
  embeddedHarness,
  redisAvailable,
  redisHarness,
  type AdapterHarness,
  type RedisInside,
} from '../helpers/stores';
import { ms, p50p99, SAMPLES, samples, stats, table, TIMEOUT_MS, writeSection, type Stats } from './report';
import { benchDeps, scenarios, SlotClock, UNLIMITED } from './scenarios';
import { addTarget, seedEmbedded, seedRedis, TARGET } from './scale-seed';

const FEW = 100;
const MANY = 100_000;
const OP_SAMPLES = Math.max(50, Math.floor(SAMPLES / 10));
const TARGET_RATIO = 1.2;
/** Rounds of both sizes in turn per call; each size keeps its best. */
const ROUNDS = 3;

/** What one call costs a Redis: HTTP requests on Upstash (one per client request), commands run on the server. */
interface Cost {
  requests: number;
  commands: number;
}

interface Row {
  adapter: string;
  operation: string;
  few: Stats;
  many: Stats;
  fewCost: Cost | null;
  manyCost: Cost | null;
}

const rows: Row[] = [];
const started = performance.now();
const loadAtStart = loadavg()[0]!;
let seeding = '';

const MESSAGE: ClaimedMessage = {
  id: `patient:${TARGET.groupId}`,
  type: 'patient',
  kind: 'bookings',
  ref: TARGET.groupId,
  createdMs: 0,
  attempt: 1,
};
const SETTINGS: MailSettings = {
  from: 'clinic@example.org',
  to: ['staff@example.org'],
  siteUrl: 'https://vt.example',
  manageKey: null,
  campKey: null,
  pledgeKey: null,
};

/** A requester that counts the requests it makes (each would be one HTTP request to Upstash). */
function counting(inner: RespRequester): RespRequester & { count(): number } {
  let n = 0;
  return {
    request: (req) => {
      n++;
      return inner.request(req);
    },
    close: () => inner.close(),
    count: () => n,
  };
}

const adapters = [
  { harness: embeddedHarness(), skip: false },
  { harness: redisHarness(), skip: !redisAvailable() },
];

/** One size's store, how to add others to it and what a call costs it (Redis). */
interface Sized {
  store: Store;
  seed: (from: number, to: number) => Promise<void>;
  cost: ((call: () => Promise<unknown>) => Promise<Cost>) | null;
  close: () => Promise<void>;
}

/** A fresh store of the harness, over a requester that counts on Redis (same server, own namespace or file). */
async function sized(harness: AdapterHarness, now: () => Date): Promise<Sized> {
  const first = await harness.create(now);
  const inside: RedisInside | undefined = harness.redis;
  if (!inside) {
    const path = harness.path!();
    return {
      store: first,
      seed: (from, to) => Promise.resolve(seedEmbedded(path, from, to)),
      cost: null,
      close: () => first.close(),
    };
  }
  const namespace = inside.namespace();
  const requester = counting(await createRespRequester(inside.url()));
  const store = createRedisStore(new Redis(requester), { namespace, now, onClose: () => requester.close() });
  const seeder = await createRespRequester(inside.url());
  return {
    store,
    seed: (from, to) => seedRedis(seeder, namespace, from, to),
    cost: async (call) => {
      await inside.resetCalls();
      const before = requester.count();
      await call();
      const requests = requester.count() - before;
      let commands = 0;
      for (const [name, n] of await inside.calls()) if (!/^(config|info)\b/.test(name)) commands += n;
      return { requests, commands };
    },
    close: async () => {
      await store.close();
      await seeder.close();
    },
  };
}

/** The calls measured, on `store`; `booking` stores a booking through its handler (deps point at `store`). */
function operations(store: Store, booking: () => Promise<void>, now: () => Date): [string, () => Promise<unknown>][] {
  return [
    [
      "a booking group's confirmation (render)",
      async () => {
        const mails = await render(MESSAGE, store, SETTINGS, now());
        if (mails.length !== 1) throw new Error(`expected one mail, got ${mails.length}`);
      },
    ],
    [
      "the confirmation's store read alone (bookings.find by group)",
      async () => {
        if ((await store.bookings.find({ groupId: TARGET.groupId })).length !== 2) throw new Error('wrong group');
      },
    ],
    [
      'Find a person (4 kinds, by phone)',
      async () => {
        const found = await Promise.all(
          SUBMISSION_KINDS.map((kind) => store.records.findPerson(kind, { phone: TARGET.phone })),
        );
        if (found.map((f) => f.length).join() !== '2,0,2,2') throw new Error('Find a person: wrong records');
      },
    ],
    [
      `staff list's first page (bookings, ${PAGE_SIZE})`,
      () => store.records.page('bookings', { limit: PAGE_SIZE, maxBytes: ANSWER_BYTES }),
    ],
    // Last: each call stores a booking.
    ['a public booking (POST /api/appointments, 1 person)', booking],
  ];
}

for (const { harness, skip } of adapters) {
  describe.skipIf(skip)(`scale on ${harness.label}`, () => {
    const clock = new SlotClock();
    let deps: ReturnType<typeof benchDeps>;
    let few: Sized;
    let many: Sized;
    let current: Store;

    beforeAll(async () => {
      await harness.setup();
      few = await sized(harness, clock.now);
      many = await sized(harness, clock.now);
      deps = benchDeps(UNLIMITED, clock, () => current);
    });
    afterAll(async () => {
      deps.undo();
      await few.close();
      await many.close();
      await harness.teardown();
    });

    test(`${FEW} and ${MANY} records of every kind`, { timeout: TIMEOUT_MS + 600_000 }, async ({ bench }) => {
      const booking = scenarios(clock).find((s) => s.name.includes('1 person'))!.handler;
      await addTarget(few.store);
      await addTarget(many.store);
      await few.seed(0, FEW - 2);
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      await many.seed(0, MANY - 2);
      const cpu = process.cpuUsage(cpu0);
      seeding +=
        `${harness.label}: ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
        `(${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of this process's CPU). `;
      const sizes = [
        { size: FEW, at: few, calls: operations(few.store, booking, clock.now) },
        { size: MANY, at: many, calls: operations(many.store, booking, clock.now) },
      ];
      for (const [i, [operation]] of sizes[0]!.calls.entries()) {
        // Both sizes in turn, ROUNDS times; each keeps its best round, so a burst of load elsewhere on the machine
        // does not pass for a cost of size.
        const best: (Stats | null)[] = [null, null];
        for (let round = 0; round < ROUNDS; round++) {
          for (const [j, { size, at, calls }] of sizes.entries()) {
            current = at.store;
            const result = await bench(`${operation}, ${size} stored`, calls[i]![1]).run(samples(OP_SAMPLES, 20));
            const measured = stats(result);
            if (!best[j] || measured.p50 < best[j].p50) best[j] = measured;
          }
        }
        const costs: (Cost | null)[] = [];
        for (const { at, calls } of sizes) {
          current = at.store;
          costs.push(at.cost ? await at.cost(calls[i]![1]) : null);
        }
        rows.push({
          adapter: harness.label,
          operation,
          few: best[0]!,
          many: best[1]!,
          fewCost: costs[0]!,
          manyCost: costs[1]!,
        });
      }
    });
  });
}

afterAll(() => {
  if (rows.length === 0) return;
  const costs = (a: Cost | null, b: Cost | null) =>
    a && b ? [`${a.requests} / ${b.requests}`, `${a.commands} / ${b.commands}`] : ['-', '-'];
  const over = rows.filter((r) => r.many.p50 / r.few.p50 > TARGET_RATIO);
  writeSection(
    'scale',
    [
      '## Fast at any size',
      '',
      `Each call with ${FEW} and with ${MANY.toLocaleString('en-US')} records of every kind stored, p50 / p99 in ms over`,
      `${OP_SAMPLES} samples after 20 warm-up calls, two stores (one of each size) measured in turn, ${ROUNDS} rounds, each`,
      `keeping its best round; the ratio is p50 at ${MANY.toLocaleString('en-US')} : p50 at ${FEW}`,
      `(target <= ${TARGET_RATIO}). Redis: a local redis-server over RESP through the Upstash client; "requests" are the`,
      'round trips one call makes (one HTTP request each on Upstash), "commands" what the server ran for it (those',
      'inside scripts too), at 100 / at 100,000. The embedded store makes none: a call is SQLite in the process.',
      `The confirmation renders the patient's mail of a group of two (mostly the mail's own work: its store read is`,
      'the next row); Find a person reads its four kinds; the',
      'booking is a whole handler call (the records it adds are not counted in the sizes). Seeding 100,000 a kind:',
      `${seeding.trim()}`,
      `Load average (1 min) on this machine's ${cpus().length} cores: ${loadAtStart.toFixed(1)} at the start, ` +
        `${loadavg()[0]!.toFixed(1)} at the end${loadAtStart > cpus().length ? ' (other work was running: the times are noisy)' : ''}.`,
      '',
      table(
        ['store', 'operation', `${FEW} stored`, `${MANY} stored`, 'p50 ratio', 'requests', 'Redis commands'],
        rows.map((r) => [
          r.adapter,
          r.operation,
          p50p99(r.few),
          p50p99(r.many),
          (r.many.p50 / r.few.p50).toFixed(2),
          ...costs(r.fewCost, r.manyCost),
        ]),
        2,
      ),
      '',
      over.length === 0
        ? `Every ratio within ${TARGET_RATIO}.`
        : `Above ${TARGET_RATIO}: ${over.map((r) => `${r.operation} on ${r.adapter} (${ms(r.many.p50)} ms)`).join('; ')}.`,
    ].join('\n'),
    started,
  );
});
