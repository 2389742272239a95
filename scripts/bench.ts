// npm run bench: in-process throughput and latency of the submission handlers on each store adapter,
// next to the bare store round trip, so the handler overhead above the store is visible
// (target: under 1 ms at p50). Rate limiting is off for the timings; then, with every limit on, how many
// requests each handler call makes to Redis (one per public submission). Then the staff list's first page with 20 and with
// 20,000 records of a kind (it must not grow with the records), and a search that reads all 20,000.
// Writes the tables to reports/bench.md too.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from '@upstash/redis';
import type { Context } from '@netlify/functions';
import appointments from '../netlify/functions/appointments';
import callbacks from '../netlify/functions/callbacks';
import { registerPrefix } from '../src/lib/register';
import { SLOTS } from '../src/lib/slots';
import { addDays } from '../src/lib/time';
import { setDeps } from '../src/server/deps';
import { configFromEnv } from '../src/server/env';
import { setLogSink } from '../src/server/log';
import { createEmbeddedStore } from '../src/server/store/embedded';
import { createRedisStore } from '../src/server/store/redis';
import { createRespRequester } from '../src/server/store/redis/resp-requester';
import type { ReservationItem, Store } from '../src/server/store/port';
import { startTestRedis } from '../tests/helpers/redis';
import { searchText } from '../src/lib/record-tables';

const ORIGIN = 'https://bench.example';
const context = { ip: '203.0.113.1', deploy: { context: 'dev', id: 'bench', published: false } } as unknown as Context;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5000);
const WARMUP = 200;
const CONCURRENCY = 16;

// ---- a clock and a slot allocator that never run out of bookable slots ----------------------------
let windowStart = '2030-01-01'; // "today" in India for the current window
let clock = new Date(`${windowStart}T06:30:00Z`); // 12:00 in India
let cursor = 0; // slots handed out in this window (dates today+1 .. today+90)
const perWindow = 90 * SLOTS.length;

function nextWindow() {
  windowStart = addDays(windowStart, 100);
  clock = new Date(`${windowStart}T06:30:00Z`);
  cursor = 0;
}
/** Make sure `count` more slots fit in the current window (call between batches only). */
function reserveCapacity(count: number) {
  if (cursor + count > perWindow) nextWindow();
}
function takeSlot(): { date: string; time: string } {
  const i = cursor++;
  return { date: addDays(windowStart, 1 + Math.floor(i / SLOTS.length)), time: SLOTS[i % SLOTS.length]! };
}

const person = (name: string, slot: { date: string; time: string }) => ({
  pname: name,
  pgender: 'Female',
  page: '40',
  pheight: '160',
  pweight: '58',
  pwork: 'Teacher',
  pphone: '9876543210',
  pemail: 'bench@example.org',
  plocation: 'Dindigul',
  ppurpose: 'Consultation',
  pmedicine: '',
  pappointmentDate: slot.date,
  pappointmentTime: slot.time,
});

function jsonRequest(path: string, body: unknown): Request {
  return new Request(ORIGIN + path, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// ---- scenarios -------------------------------------------------------------------------------------
interface Scenario {
  name: string;
  slotsPerOp: number;
  handler: () => Promise<unknown>;
  store: (store: Store) => Promise<unknown>;
}

function bookingItems(count: number): ReservationItem[] {
  return Array.from({ length: count }, (_, i) => {
    const slot = takeSlot();
    return {
      register: { kind: 'assign', prefix: registerPrefix('Female', 'Bench', 2030) },
      data: {
        ...person(`Bench${i}`, slot),
        pgender: 'Female',
        page: 40,
        pappointmentTime: slot.time as '09:00',
        pappointmentDay: 'Monday',
        patientType: 'new',
        groupId: 'bench',
      },
    };
  });
}

async function expectOk(response: Response): Promise<void> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`unexpected ${response.status}: ${text}`);
}

const scenarios: Scenario[] = [
  {
    name: 'POST /api/callbacks',
    slotsPerOp: 0,
    handler: async () =>
      expectOk(
        await callbacks(
          jsonRequest('/api/callbacks', {
            name: 'Bench Visitor',
            mobile: '9876543210',
            email: 'b@example.org',
            comment: 'Please call in the evening',
            website: '',
          }),
          context,
        ),
      ),
    store: (s) =>
      s.records.add(
        'callbacks',
        {
          variant: 'nav',
          name: 'Bench Visitor',
          mobile: '9876543210',
          email: 'b@example.org',
          comment: 'Please call in the evening',
        },
        { search: (r) => searchText('callbacks', r) },
      ),
  },
  {
    name: 'GET /api/appointments/booked',
    slotsPerOp: 0,
    handler: async () =>
      expectOk(
        await appointments(new Request(`${ORIGIN}/api/appointments/booked?date=${addDays(windowStart, 1)}`), context),
      ),
    store: (s) => s.bookings.bookedTimes(addDays(windowStart, 1)),
  },
  {
    name: 'POST /api/appointments (1 person)',
    slotsPerOp: 1,
    handler: async () =>
      expectOk(
        await appointments(
          jsonRequest('/api/appointments', { people: [person('Priya', takeSlot())], website: '' }),
          context,
        ),
      ),
    store: (s) => s.bookings.reserve({ year: 2030, items: bookingItems(1), search: (r) => searchText('bookings', r) }),
  },
  {
    name: 'POST /api/appointments (4 people)',
    slotsPerOp: 4,
    handler: async () =>
      expectOk(
        await appointments(
          jsonRequest('/api/appointments', {
            people: ['Anu', 'Bala', 'Chitra', 'Devi'].map((n) => person(n, takeSlot())),
            website: '',
          }),
          context,
        ),
      ),
    store: (s) => s.bookings.reserve({ year: 2030, items: bookingItems(4), search: (r) => searchText('bookings', r) }),
  },
];

// ---- measurement -----------------------------------------------------------------------------------
interface Stats {
  p50: number;
  p99: number;
  opsPerSec: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function sequential(op: () => Promise<unknown>, slotsPerOp: number): Promise<Stats> {
  for (let i = 0; i < WARMUP; i++) {
    reserveCapacity(slotsPerOp);
    await op();
  }
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < SAMPLES; i++) {
    reserveCapacity(slotsPerOp);
    const t0 = performance.now();
    await op();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), opsPerSec: (SAMPLES / total) * 1000 };
}

async function concurrent(op: () => Promise<unknown>, slotsPerOp: number): Promise<number> {
  const started = performance.now();
  for (let done = 0; done < SAMPLES; done += CONCURRENCY) {
    reserveCapacity(slotsPerOp * CONCURRENCY);
    await Promise.all(Array.from({ length: CONCURRENCY }, () => op()));
  }
  return (SAMPLES / (performance.now() - started)) * 1000;
}

interface Row {
  scenario: string;
  adapter: string;
  handler: Stats;
  store: Stats;
  concurrentOps: number;
  /** Requests to Redis per handler call with every limit on (as deployed); null for the embedded store. */
  roundTrips: number | null;
}

/** Every limit on, as deployed, but high enough that the benchmark's one address is never refused. */
const LIMITED = {
  RATE_LIMIT_PER_MINUTE: '100000',
  BOOKING_LIMIT_PHONE_PER_DAY: '1000',
  BOOKING_LIMIT_PHONE_AHEAD: '10000',
  BOOKING_LIMIT_NETWORK_PER_DAY: '100000',
};
const TRIP_SAMPLES = 50;

/** Requests to the store per handler call, with LIMITED settings (scripts already loaded by the timing runs). */
async function roundTrips(scenario: Scenario, store: Store, requests: () => number): Promise<number> {
  setDeps({ config: configFromEnv(LIMITED), now: () => clock, store: async () => store });
  reserveCapacity(scenario.slotsPerOp * (TRIP_SAMPLES + 1));
  await scenario.handler();
  const before = requests();
  for (let i = 0; i < TRIP_SAMPLES; i++) await scenario.handler();
  return (requests() - before) / TRIP_SAMPLES;
}

async function benchAdapter(adapter: string, store: Store, requests?: () => number): Promise<Row[]> {
  const unlimited = {
    RATE_LIMIT_PER_MINUTE: '0',
    BOOKING_LIMIT_PHONE_PER_DAY: '0',
    BOOKING_LIMIT_PHONE_AHEAD: '0',
    BOOKING_LIMIT_NETWORK_PER_DAY: '0',
  };
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    setDeps({ config: configFromEnv(unlimited), now: () => clock, store: async () => store });
    const storeStats = await sequential(() => scenario.store(store), scenario.slotsPerOp);
    const handlerStats = await sequential(scenario.handler, scenario.slotsPerOp);
    const concurrentOps = await concurrent(scenario.handler, scenario.slotsPerOp);
    const trips = requests ? await roundTrips(scenario, store, requests) : null;
    rows.push({
      scenario: scenario.name,
      adapter,
      handler: handlerStats,
      store: storeStats,
      concurrentOps,
      roundTrips: trips,
    });
    console.log(
      `  ${adapter.padEnd(9)} ${scenario.name}: handler p50 ${handlerStats.p50.toFixed(3)} ms, store p50 ${storeStats.p50.toFixed(3)} ms`,
    );
  }
  return rows;
}

// ---- staff lists: the first page must not grow with the records -----------------------------------
interface ListRow {
  adapter: string;
  few: Stats;
  /** One full page stored: the same 100 records in the answer as with LIST_MANY. */
  full: Stats;
  many: Stats;
  search: Stats;
}

const LIST_FEW = 20;
const LIST_MANY = 20_000;
const LIST_SAMPLES = Math.max(50, Math.floor(SAMPLES / 10));
const FIRST_PAGE = { limit: 100, maxBytes: 500_000 };

async function timed(op: () => Promise<unknown>, samples = LIST_SAMPLES): Promise<Stats> {
  for (let i = 0; i < 20; i++) await op();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await op();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    opsPerSec: (samples / (performance.now() - started)) * 1000,
  };
}

async function fillCallbacks(store: Store, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, to - i) }, (_, k) =>
        store.records.add(
          'callbacks',
          { variant: 'nav', name: `List ${i + k}`, mobile: '9876543210' },
          { search: (r) => searchText('callbacks', r) },
        ),
      ),
    );
  }
}

async function benchList(adapter: string, store: Store): Promise<ListRow> {
  const firstPage = () => store.records.page('callbacks', FIRST_PAGE);
  await fillCallbacks(store, 0, LIST_FEW);
  const few = await timed(firstPage);
  await fillCallbacks(store, LIST_FEW, FIRST_PAGE.limit);
  const full = await timed(firstPage);
  await fillCallbacks(store, FIRST_PAGE.limit, LIST_MANY);
  const many = await timed(firstPage);
  const search = await timed(
    () => store.records.page('callbacks', { ...FIRST_PAGE, search: 'nobody by this name' }),
    50,
  );
  console.log(
    `  ${adapter.padEnd(9)} first page p50: ${few.p50.toFixed(3)} ms (${LIST_FEW} stored), ${full.p50.toFixed(3)} ms (${FIRST_PAGE.limit}), ${many.p50.toFixed(3)} ms (${LIST_MANY})`,
  );
  return { adapter, few, full, many, search };
}

function listTable(rows: ListRow[]): string {
  const ms = (n: number) => n.toFixed(3);
  const both = (st: Stats) => `${ms(st.p50)} / ${ms(st.p99)}`;
  return [
    `| adapter | ${LIST_FEW} records stored | ${FIRST_PAGE.limit} stored (a full page) | ${LIST_MANY} stored | p50 ratio, ${LIST_MANY} : ${FIRST_PAGE.limit} | search reading all ${LIST_MANY}: p50 |`,
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.adapter} | ${both(r.few)} | ${both(r.full)} | ${both(r.many)} | ${(r.many.p50 / r.full.p50).toFixed(2)} | ${ms(r.search.p50)} |`,
    ),
  ].join('\n');
}

function table(rows: Row[]): string {
  const ms = (n: number) => n.toFixed(3);
  const header =
    '| scenario | adapter | handler p50 (ms) | handler p99 (ms) | store p50 (ms) | store p99 (ms) | overhead p50 (ms) | ops/s, 1 in flight | ops/s, 16 in flight | store round trips per request, limits on |';
  const sep = '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.adapter} | ${ms(r.handler.p50)} | ${ms(r.handler.p99)} | ${ms(r.store.p50)} | ${ms(r.store.p99)} | ${ms(r.handler.p50 - r.store.p50)} | ${Math.round(r.handler.opsPerSec)} | ${Math.round(r.concurrentOps)} | ${r.roundTrips === null ? '— (one transaction)' : r.roundTrips.toFixed(2)} |`,
  );
  return [header, sep, ...lines].join('\n');
}

async function main() {
  setLogSink(() => {});
  const started = performance.now();
  const cpu = cpus();
  const machine = `${cpu[0]?.model ?? 'unknown CPU'} x ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${process.platform} ${process.arch}, Node ${process.version}`;
  console.log(
    `Benchmark: ${SAMPLES} samples per scenario after ${WARMUP} warm-up calls; rate limiting off.\n${machine}\n`,
  );

  const rows: Row[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'vt-bench-'));
  const embedded = createEmbeddedStore({ path: join(dir, 'bench.sqlite'), now: () => clock });
  rows.push(...(await benchAdapter('embedded', embedded)));
  await embedded.close();
  const lists: ListRow[] = [];
  const embeddedList = createEmbeddedStore({ path: join(dir, 'list.sqlite') });
  lists.push(await benchList('embedded', embeddedList));
  await embeddedList.close();
  rmSync(dir, { recursive: true, force: true });

  const redisServer = await startTestRedis();
  let redisNote: string;
  if (redisServer) {
    const requester = await createRespRequester(redisServer.url);
    // Count what goes to Redis: each request is one round trip (one HTTP request on Upstash REST).
    let sent = 0;
    const counting = {
      request: <T>(req: Parameters<typeof requester.request>[0]) => {
        sent++;
        return requester.request<T>(req);
      },
    };
    const redis = createRedisStore(new Redis(counting), {
      namespace: 'bench',
      now: () => clock,
      onClose: () => requester.close(),
    });
    rows.push(...(await benchAdapter('redis', redis, () => sent)));
    await redis.close();
    const listRequester = await createRespRequester(redisServer.url);
    const redisList = createRedisStore(new Redis(listRequester), {
      namespace: 'bench-list',
      onClose: () => listRequester.close(),
    });
    lists.push(await benchList('redis', redisList));
    await redisList.close();
    await redisServer.stop();
    redisNote =
      'Redis: a local redis-server over RESP (the Upstash client with the RESP requester); Upstash REST in production adds the network round trip to Upstash.';
  } else {
    redisNote = 'Redis: SKIPPED (no redis-server on PATH and no REDIS_URL).';
  }
  setDeps(null);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const worst = Math.max(...rows.map((r) => r.handler.p50 - r.store.p50));
  const report = [
    '# Submissions API benchmark',
    '',
    `Run: ${new Date().toISOString()} (\`npm run bench\`, ${seconds} s). Machine: ${machine}.`,
    '',
    `In-process: real \`Request\` objects into the Netlify function handlers (JSON parse, Origin check, zod validation,`,
    `service, store, JSON answer). ${SAMPLES} sequential samples per row after ${WARMUP} warm-up calls; rate limiting off.`,
    `"round trips": requests to Redis per handler call with every limit on, as deployed (mean of ${TRIP_SAMPLES}); a public`,
    'submission counts its rate limits in the same script as its write, so it is one request to Upstash.',
    `"store" is the bare store operation the handler performs (add / bookedTimes / reserve); "overhead" = handler p50 - store p50`,
    `(target < 1 ms). ${redisNote}`,
    '',
    table(rows),
    '',
    `Largest handler overhead at p50: ${worst.toFixed(3)} ms (${worst < 1 ? 'within' : 'ABOVE'} the 1 ms target).`,
    '',
    '## Staff lists',
    '',
    `The store's first page of a kind (up to ${FIRST_PAGE.limit} records, newest first), p50 / p99 in ms over ${LIST_SAMPLES} samples,`,
    `with ${LIST_FEW}, ${FIRST_PAGE.limit} and ${LIST_MANY} records stored. The same page from ${LIST_MANY} records as from ${FIRST_PAGE.limit}: the ratio`,
    'should stay near 1. A search that matches nothing reads every record once.',
    '',
    listTable(lists),
    '',
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.md', report);
  console.log(
    `\n${table(rows)}\n\n${listTable(lists)}\n\nLargest handler overhead at p50: ${worst.toFixed(3)} ms. Written to reports/bench.md (${seconds} s).`,
  );
}

await main();
