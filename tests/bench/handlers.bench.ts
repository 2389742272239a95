// In-process latency and throughput of the submission handlers on each store adapter (embedded, Redis over
// RESP, Redis through the Upstash REST client and the local emulator), next to the bare store operation the
// handler performs, so the handler's own work above the store is visible (target: under 1 ms at p50).
// Rate limiting is off here; round-trips.bench.ts counts the requests with every limit on.

import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { allAdapters } from '../helpers/stores';
import { hz, ms, p50p99, SAMPLES, samples, stats, table, TIMEOUT_MS, WARMUP, writeSection, type Stats } from './report';
import { benchDeps, scenarios, SlotClock, UNLIMITED } from './scenarios';

/** Calls in flight at once for the throughput column. */
const IN_FLIGHT = 16;

interface Row {
  scenario: string;
  adapter: string;
  handler: Stats;
  store: Stats;
  /** Handler calls per second with IN_FLIGHT at once. */
  inFlight: number;
}

const rows: Row[] = [];
const started = performance.now();

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`handlers on ${harness.label}`, () => {
    const clock = new SlotClock();
    let deps: ReturnType<typeof benchDeps>;
    let store: Store;

    beforeAll(async () => {
      await harness.setup();
      store = await harness.create(clock.now);
      deps = benchDeps(UNLIMITED, clock, () => store);
    });
    afterAll(async () => {
      deps.undo();
      await harness.teardown();
    });

    for (const scenario of scenarios(clock)) {
      test(scenario.name, { timeout: TIMEOUT_MS }, async ({ bench }) => {
        const compared = await bench.compare(
          bench('store', () => scenario.store(store)),
          bench('handler', scenario.handler),
          samples(),
        );
        // One sample: IN_FLIGHT calls at once; as many calls in all as the rows above.
        const batch = await bench(`handler, ${IN_FLIGHT} in flight`, () =>
          Promise.all(Array.from({ length: IN_FLIGHT }, scenario.handler)),
        ).run(samples(Math.ceil(SAMPLES / IN_FLIGHT), Math.ceil(WARMUP / IN_FLIGHT)));
        rows.push({
          scenario: scenario.name,
          adapter: harness.label,
          handler: stats(compared.get('handler')),
          store: stats(compared.get('store')),
          inFlight: stats(batch).hz * IN_FLIGHT,
        });
      });
    }
  });
}

afterAll(() => {
  if (rows.length === 0) return;
  const worst = Math.max(...rows.map((r) => r.handler.p50 - r.store.p50));
  writeSection(
    'handlers',
    [
      '## Handlers next to the bare store',
      '',
      'In-process: real `Request` objects into the Netlify function handlers (JSON parse, Origin check, zod',
      `validation, service, store, JSON answer); ${SAMPLES} sequential samples a row after ${WARMUP} warm-up calls;`,
      'rate limiting off. "store" is the bare store operation the handler performs (add / bookedTimes / reserve);',
      '"overhead" = handler p50 - store p50 (target < 1 ms). Redis over RESP: a local redis-server through the',
      'Upstash client with the RESP requester; Upstash REST: the production client over HTTP to a local emulator in',
      'front of the same redis-server (production adds the network round trip to Upstash).',
      '',
      table(
        [
          'scenario',
          'store',
          'handler p50 / p99 (ms)',
          'handler ops/s',
          'store p50 / p99 (ms)',
          'store ops/s',
          'overhead p50 (ms)',
          `handler ops/s, ${IN_FLIGHT} in flight`,
        ],
        rows.map((r) => [
          r.scenario,
          r.adapter,
          p50p99(r.handler),
          hz(r.handler.hz),
          p50p99(r.store),
          hz(r.store.hz),
          ms(r.handler.p50 - r.store.p50),
          hz(r.inFlight),
        ]),
        2,
      ),
      '',
      `Largest handler overhead at p50: ${ms(worst)} ms (${worst < 1 ? 'within' : 'ABOVE'} the 1 ms target).`,
    ].join('\n'),
    started,
  );
});
