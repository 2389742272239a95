/**
 * The outage drill (`npm run test:faults`): a real redis-server goes away while people are filling in
 * forms. Every submit must answer 503 with the retry message, the browser must keep what was typed, and
 * nothing half-written may remain; when Redis is back, the same submit must succeed.
 *
 * This spec runs its own redis-server (data on disk, so what was or was not written survives the restart)
 * and its own preview server over it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '../e2e/fixtures';
import { startRedis, freePort } from '../../scripts/lib/redis-server.mjs';
import { workerDates } from '../e2e/helpers/slots';
import { LEASE_MS } from '../../src/server/migrations/runner';

const RETRY =
  'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.';

let redis: { url: string; pause: () => Promise<void>; resume: () => Promise<void>; stop: () => Promise<void> };
let preview: ChildProcess;
let base = '';
let dataDir = '';

let reader: Awaited<ReturnType<ReturnType<typeof import('../../src/server/deps').getDeps>['store']>> | null = null;

async function storeRecords() {
  // Read what the server stored, through the server's own store code, over the same Redis (one connection
  // for the whole drill, closed at the end).
  if (!reader) {
    process.env.REDIS_URL = redis.url;
    const { setDeps, getDeps } = await import('../../src/server/deps');
    const { useStoreParts } = await import('../../src/server/store');
    const { ALL_PARTS } = await import('../../src/server/store/parts/all');
    setDeps(null);
    useStoreParts(ALL_PARTS);
    reader = await getDeps().store();
  }
  return {
    bookings: (await reader.records.list('bookings')) as Array<{
      name: string;
      visitDate: string;
      visitTime: string;
    }>,
    callbacks: (await reader.records.list('callbacks')) as Array<{ name: string }>,
  };
}

/**
 * What the server stored, once the store answers a new reader. A migration run the outage cut off (the
 * first store use of a function that was loading at that moment) keeps its lease until the lease runs out
 * (LEASE_MS), and meanwhile every new reader is answered "being migrated, try again" (503), this one too:
 * it tries again, as the site's own clients do.
 */
async function recordsOnceAnswering() {
  let records: Awaited<ReturnType<typeof storeRecords>> | undefined;
  await expect(async () => {
    records = await storeRecords();
  }).toPass({ timeout: LEASE_MS + 15_000 });
  return records!;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The preview bundles every function at start (as a deploy does): well over a test's 30 s on a busy machine.
  test.setTimeout(150_000);
  dataDir = mkdtempSync(join(tmpdir(), 'redis-drill-'));
  redis = await startRedis({ persistDir: dataDir });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  preview = spawn(process.execPath, ['scripts/preview.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_MINUTE: '600',
      BOOKING_LIMIT_PHONE_PER_DAY: '0',
      BOOKING_LIMIT_PHONE_AHEAD: '0',
      BOOKING_LIMIT_NETWORK_PER_DAY: '0',
      EMBEDDED_DB_PATH: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('preview did not start')), 120_000);
    preview.stdout!.on('data', (d) => {
      if (String(d).includes('http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
});

test.afterAll(async () => {
  await reader?.close();
  preview?.kill('SIGTERM');
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('Redis goes away mid-use: 503 with the retry message, input kept, nothing half-written; back: the same submit succeeds', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // Its own redis-server holds nothing: the first date of the worker's share is free.
  const date = workerDates(testInfo)[0]!;

  // A family books for two on the booking page.
  await page.goto(`${base}/booking`);
  await expect(page.getByRole('button', { name: 'Book appointment' })).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel(/Number of people/).selectOption('2');
  const people = page.locator('fieldset.person');
  await expect(people).toHaveCount(2);
  const fill = async (i: number, name: string, gender: 'Male' | 'Female', time: string) => {
    const p = people.nth(i);
    await p.getByLabel(/^Name/).fill(name);
    await p.getByLabel(/^Gender/).selectOption(gender);
    await p.getByLabel(/^Occupation/).fill('Farmer');
    await p.getByLabel(/^Height/).fill('160 cm');
    await p.getByLabel(/^Weight/).fill('58 kg');
    await p.getByLabel(/^Phone/).fill('9876543210');
    await p.getByLabel(/^Appointment date/).fill(date);
    await p.getByLabel(/^Time/).selectOption(time);
  };
  await fill(0, 'Lakshmi', 'Female', '10:00');
  await fill(1, 'Murugan', 'Male', '10:30');

  // Redis stops.
  await redis.pause();
  await page.getByRole('button', { name: /Book 2 appointments/ }).click();
  await expect(page.getByRole('alert')).toContainText(RETRY, { timeout: 20_000 });
  // Everything typed is still there.
  await expect(people.nth(0).getByLabel(/^Name/)).toHaveValue('Lakshmi');
  await expect(people.nth(1).getByLabel(/^Name/)).toHaveValue('Murugan');
  await expect(people.nth(1).getByLabel(/^Time/)).toHaveValue('10:30');

  // The callback dialog on the same page fails the same way and keeps its input.
  await page.getByRole('button', { name: 'Request Callback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
  await dialog.getByLabel(/^Name/).fill('Selvi');
  await dialog.getByLabel(/^Mobile number/).fill('9123456780');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toContainText(RETRY, { timeout: 20_000 });
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('Selvi');

  // Redis is back, with whatever it had: nothing from the failed submits.
  await redis.resume();
  const during = await recordsOnceAnswering();
  expect(during.bookings).toEqual([]);
  expect(during.callbacks).toEqual([]);

  // The same submits now succeed (the server reconnects by itself within a few seconds). Each try waits
  // for the server's answer, however slow, and tries again only on a refusal: a success closes the dialog.
  const submitUntilAccepted = (path: string, submit: () => Promise<void>) =>
    expect(async () => {
      const answer = page
        .waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path)
        .catch(() => null);
      await submit();
      expect((await answer)?.status()).toBe(200);
    }).toPass({ timeout: 30_000 });
  await submitUntilAccepted('/api/callbacks', () => dialog.getByRole('button', { name: 'Submit' }).click());
  await expect(page.locator('#announcer')).toContainText('✅ Callback request submitted!');
  await submitUntilAccepted('/api/appointments', () =>
    page.getByRole('button', { name: /Book 2 appointments/ }).click(),
  );
  await expect(page.getByRole('status').filter({ hasText: 'appointments saved' })).toBeVisible();

  const after = await recordsOnceAnswering();
  expect(after.bookings.map((b) => `${b.name} ${b.visitDate} ${b.visitTime}`).sort()).toEqual([
    `Lakshmi ${date} 10:00`,
    `Murugan ${date} 10:30`,
  ]);
  expect(after.callbacks.map((c) => c.name)).toEqual(['Selvi']);
});
