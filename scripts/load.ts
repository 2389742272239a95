/**
 * Load test: autocannon against the real functions in a plain Node HTTP server over a real redis-server.
 *
 *   npm run load                      # 200 connections × 20 s per scenario (LOAD_SECONDS, LOAD_CONNECTIONS)
 *
 * Scenarios: POST callback, GET booked times, POST booking spread over every slot of the next 90 days.
 * Pass conditions: every answer is one the scenario expects (so zero 5xx), and zero double bookings afterwards (every reserved slot holds exactly
 * one booking record). Prints a table and writes reports/load.md.
 */
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { startRedis } from './lib/redis-server.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);

const redis = await startRedis();
process.env.REDIS_URL = redis.url;
// One client IP (and one phone number) makes every request here: no rate or booking limits.
process.env.RATE_LIMIT_PER_MINUTE = '0';
process.env.BOOKING_LIMIT_PHONE_PER_DAY = '0';
process.env.BOOKING_LIMIT_PHONE_AHEAD = '0';
process.env.BOOKING_LIMIT_NETWORK_PER_DAY = '0';
delete process.env.UPSTASH_REDIS_REST_URL;
delete process.env.UPSTASH_REDIS_REST_TOKEN;

const { startFunctionsServer } = await import('./lib/functions-server');
// Every public write carries a solved proof of work (README, "Proof of work"), used once. The functions run
// in this process, so proofs come from the server's own code with the API tests' light work (the server's
// check costs the same whatever the work), made before each scenario: the run times the server, not the
// solving, which is the visitor's device's share.
const { solvedProof } = await import('../tests/helpers/http');
const proofsPerScenario = Number(process.env.LOAD_PROOFS ?? 150_000);
let proofs: string[] = [];
async function makeProofs(count: number): Promise<void> {
  proofs = [];
  for (let made = 0; made < count; made += 256) {
    proofs.push(...(await Promise.all(Array.from({ length: Math.min(256, count - made) }, () => solvedProof()))));
  }
}
/** The next unused proof ('' once they run out: the answer is a 400, counted as unexpected). */
const nextProof = () => proofs.pop() ?? '';
const { SLOTS } = await import('../src/lib/slots');
const { indiaToday, addDays } = await import('../src/lib/time');
const { getDeps } = await import('../src/server/deps');
const { useStoreParts } = await import('../src/server/store');
const { ALL_PARTS } = await import('../src/server/store/parts/all');
// The script reads what the functions wrote, every kind of it (src/server/store/parts).
useStoreParts(ALL_PARTS);

const fns = await startFunctionsServer();
const today: string = indiaToday(new Date());
// Tomorrow onwards, so no slot is already past (today's slots depend on the hour the test runs).
const slotDays = Array.from({ length: 89 }, (_, i) => addDays(today, i + 1));
const allSlots = slotDays.flatMap((date) => SLOTS.map((time: string) => ({ date, time })));

const person = (date: string, time: string, n: number) => ({
  name: `Load Tester ${n}`,
  age: 40,
  gender: n % 2 ? 'Male' : 'Female',
  height: '170 cm',
  weight: '65 kg',
  occupation: 'Teacher',
  phone: '9876543210',
  visitDate: date,
  visitTime: time,
});

let bookingCounter = 0;
const json = { 'content-type': 'application/json' };
/** Each scenario: one request shape (autocannon `requests`), and the answers that count as correct. */
const scenarios = [
  {
    name: 'POST /api/callbacks',
    path: '/api/callbacks',
    expected: [200],
    request: {
      method: 'POST',
      headers: json,
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        body: JSON.stringify({ name: 'Load Tester', mobile: '9876543210', comment: 'load test', altcha: nextProof() }),
      }),
    },
  },
  {
    name: 'GET /api/appointments/booked',
    path: `/api/appointments/booked?date=${slotDays[3]}`,
    expected: [200],
    request: { method: 'GET' },
  },
  {
    name: 'POST /api/appointments (all slots, 90 days)',
    path: '/api/appointments',
    // 409: the slot was taken by an earlier request of this test, which is the point.
    expected: [200, 409],
    request: {
      method: 'POST',
      headers: json,
      setupRequest: (req: Record<string, unknown>) => {
        const n = bookingCounter++;
        const slot = allSlots[Math.floor(Math.random() * allSlots.length)]!;
        return { ...req, body: JSON.stringify({ people: [person(slot.date, slot.time, n)], altcha: nextProof() }) };
      },
    },
  },
];

interface Row {
  scenario: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  status: Record<string, number>;
  /** Answers other than the scenario's expected statuses (any 5xx among them), errors and timeouts. */
  unexpected: number;
}
const rows: Row[] = [];
for (const s of scenarios) {
  const status: Record<string, number> = {};
  if (s.request.method === 'POST') await makeProofs(proofsPerScenario);
  // The callback form returns the running instance (for its 'response' events) and reports the result.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: fns.url + s.path,
        connections,
        duration: seconds,
        requests: [{ ...s.request, path: s.path }],
      } as autocannon.Options,
      // autocannon's callback types its error `any`; it is an Error or null.
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode) => {
      status[statusCode] = (status[statusCode] ?? 0) + 1;
    });
  });
  const unexpected = Object.entries(status)
    .filter(([code]) => !s.expected.includes(Number(code)))
    .reduce((n, [, c]) => n + c, 0);
  rows.push({
    scenario: s.name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    status,
    unexpected: unexpected + result.errors + result.timeouts,
  });
  console.log(
    `${s.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(status)}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
}

// Integrity: every booked slot holds exactly one booking record, and the booked-times index agrees.
const store = await getDeps().store();
const bookings = (await store.records.list('bookings')) as Array<{
  visitDate: string;
  visitTime: string;
}>;
const perSlot = new Map<string, number>();
for (const b of bookings) {
  const key = `${b.visitDate} ${b.visitTime}`;
  perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
}
const doubles = [...perSlot.values()].filter((n) => n > 1).length;
let indexMismatch = 0;
for (const date of slotDays) {
  const booked = new Set(await store.bookings.bookedTimes(date));
  const recorded = new Set(bookings.filter((b) => b.visitDate === date).map((b) => b.visitTime));
  if (booked.size !== recorded.size || [...booked].some((t) => !recorded.has(t))) indexMismatch++;
}

await store.close();
await fns.close();
await redis.stop();

const unexpectedTotal = rows.reduce((n, r) => n + r.unexpected, 0);
const served = rows.every((r) => r.requests > 0);
const ok = served && unexpectedTotal === 0 && doubles === 0 && indexMismatch === 0;
const md = [
  '# Load test (functions in a plain Node HTTP server, real redis-server)',
  '',
  `${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · Node ${process.version} · ${connections} connections × ${seconds} s per scenario · \`npm run load\``,
  '',
  '| scenario | requests | req/s | p50 (ms) | p99 (ms) | answers | unexpected (5xx, other codes, errors) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${Object.entries(r.status)
        .map(([c, n]) => `${c}×${n}`)
        .join(' ')} | ${r.unexpected} |`,
  ),
  '',
  `Bookings stored: ${bookings.length} in ${perSlot.size} slots; slots holding more than one booking: **${doubles}**; dates whose booked-times index disagrees with the records: **${indexMismatch}**.`,
  '',
  `Result: **${ok ? 'pass' : 'FAIL'}**`,
  '',
].join('\n');
await mkdir('reports', { recursive: true });
await writeFile('reports/load.md', md);
console.log(`\n${md}`);
process.exit(ok ? 0 : 1);
