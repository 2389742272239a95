// A count, not a timing: the requests to Redis each handler call makes with every limit on, as deployed,
// on the production path (the @upstash/redis HTTP client against the local Upstash REST emulator, which
// counts the HTTP requests it serves). tests/api/round-trips.test.ts holds the product to one request per
// public submission; this writes the numbers into reports/bench.md next to the timings.

import { afterAll, beforeAll, describe, test } from 'vitest';
import { countedUpstashStore, redisAvailable, type CountedUpstashStore } from '../helpers/stores';
import { table, writeSection } from './report';
import { benchDeps, LIMITED, scenarios, SlotClock } from './scenarios';

/** Calls counted per scenario (after one that loads its scripts into Redis). */
const CALLS = 50;

const counts: { scenario: string; requests: number }[] = [];
const started = performance.now();

describe.skipIf(!redisAvailable())('requests to Redis per handler call, every limit on', () => {
  const clock = new SlotClock();
  let deps: ReturnType<typeof benchDeps>;
  let upstash: CountedUpstashStore | undefined;

  beforeAll(async () => {
    upstash = await countedUpstashStore(clock.now);
    const store = upstash.store;
    deps = benchDeps(LIMITED, clock, () => store);
  });
  afterAll(async () => {
    deps.undo();
    await upstash?.stop();
  });

  for (const scenario of scenarios(clock)) {
    test(scenario.name, async () => {
      // A script's first use loads it into Redis (EVALSHA, then EVAL): once per Redis, not per request.
      await scenario.handler();
      const before = upstash!.requests();
      for (let i = 0; i < CALLS; i++) await scenario.handler();
      counts.push({ scenario: scenario.name, requests: (upstash!.requests() - before) / CALLS });
    });
  }
});

afterAll(() => {
  if (counts.length === 0) return;
  writeSection(
    'round-trips',
    [
      '## Requests to Redis per call, every limit on',
      '',
      `The mean over ${CALLS} calls of each handler, with every limit on as deployed (per-minute rate limit, the`,
      "phone's and the network's booking limits), counted as HTTP requests to a local Upstash REST emulator. A public",
      "submission counts its rate limit in the same script as its write (with a booking's slots and limits): one",
      'request to Upstash; a read (the booked times) counts its rate limit, then reads: two. The embedded store',
      'makes none: each call is one SQLite transaction in the process.',
      '',
      table(
        ['scenario', 'requests to Redis per call'],
        counts.map((c) => [c.scenario, c.requests.toFixed(2)]),
      ),
    ].join('\n'),
    started,
  );
});
