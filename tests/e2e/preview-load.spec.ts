// Many visitors at once through the local production copy, as on the deployed site: 200 bookings sent
// together for the same ten slots. Every one is answered (no 5xx, no dropped connection), each slot goes to
// exactly one of them and the others are told it is taken (409). Before the preview kept its functions warm,
// 60 at once made 37 fail with "Task timed out after 30.00 seconds".
import { request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { apiPerson } from './helpers/slots';
import { proved } from './helpers/proof';

const AT_ONCE = 200;
const SLOTS = 10;
const ADDRESSES = 20; // loopback addresses of this test's own: the per-network minute limit stays far away

function post(url: URL, localAddress: string, body: unknown): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0)); // no answer at all counts as an error
    req.end(data);
  });
}

test('200 bookings at once for ten slots: all answered, one booking per slot, the rest told it is taken', async ({
  request,
  baseURL,
  appointments,
}) => {
  test.setTimeout(120_000);
  const slots = await appointments.freeSlots(SLOTS);
  const run = Math.random().toString(36).slice(2, 7);
  const addresses = Array.from(
    { length: ADDRESSES },
    () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`,
  );
  const url = new URL('/api/appointments', baseURL);
  // Each booking carries its own solved proof of work, made before the burst (as each visitor's form would).
  const bodies = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      proved(request, { patientType: 'new', people: [apiPerson(slots[i % SLOTS]!, `E2E Load ${run} ${i}`)] }),
    ),
  );
  const statuses = await Promise.all(bodies.map((body, i) => post(url, addresses[i % ADDRESSES]!, body)));
  const count = (status: number) => statuses.filter((s) => s === status).length;
  expect({ ok: count(200), taken: count(409), other: statuses.filter((s) => s !== 200 && s !== 409) }).toEqual({
    ok: SLOTS,
    taken: AT_ONCE - SLOTS,
    other: [],
  });
  const booked = (await (await request.get(`/api/appointments/booked?date=${slots[0]!.date}`)).json()) as {
    booked: string[];
  };
  expect([...booked.booked].sort()).toEqual(slots.map((s) => s.time).sort());
});
