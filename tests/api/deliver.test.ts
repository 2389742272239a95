// The deliver function and a public function's call to it, over real HTTP (the functions mounted at their
// paths, scripts/lib/functions-server.ts): on Netlify's runtime a form's function only queues its messages and
// asks the deliver function, with a signed POST, to send them; an unsigned or stale call is refused and
// delivers nothing.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsServer } from '../../scripts/lib/functions-server';
import { configFromEnv } from '../../src/server/config/app-config';
import { setDeps } from '../../src/server/deps';
import { setLogSink } from '../../src/server/log';
import { DELIVER_PATH, DELIVER_SIGNATURE, deliverSignature } from '../../src/server/notify/handoff';
import type { Store } from '../../src/server/store/port';
import { solvedProof } from '../helpers/http';
import { embeddedHarness } from '../helpers/stores';

const harness = embeddedHarness();
let server: Awaited<ReturnType<typeof startFunctionsServer>>;
let store: Store;
let outboxDir = '';
const lines: string[] = [];

/** Netlify's local copy without SMTP_URL: mail becomes .eml files, written before the form's answer. */
const config = () =>
  configFromEnv({
    RATE_LIMIT_PER_MINUTE: '0',
    NETLIFY_LOCAL: 'true',
    NOTIFY_TO: 'desk@clinic.example',
    NOTIFY_DIGEST: 'off',
    OUTBOX_DIR: outboxDir,
  });

const written = () => readdirSync(outboxDir).map((f) => readFileSync(join(outboxDir, f), 'utf8'));

beforeAll(async () => {
  await harness.setup();
  store = await harness.create();
  outboxDir = mkdtempSync(join(tmpdir(), 'vt-deliver-'));
  setLogSink((_level, line) => lines.push(line));
  setDeps({ config: config(), store: () => Promise.resolve(store), sleep: async () => {} });
  server = await startFunctionsServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
  setDeps(null);
  setLogSink(null);
  await harness.teardown();
  rmSync(outboxDir, { recursive: true, force: true });
});

const deliver = (headers: Record<string, string> = {}) =>
  fetch(`${server.url}${DELIVER_PATH}`, { method: 'POST', headers });

describe('the deliver function', () => {
  it('refuses a call without a good signature and sends nothing; a signed one delivers what is due', async () => {
    await store.records.add(
      'contacts',
      { name: 'Signed only', email: 'signed@example.org', message: 'Hello' },
      { search: () => 'signed only', notices: [{ type: 'staff', dueMs: Date.now() - 1000 }] },
    );
    const now = Date.now();
    const good = deliverSignature(config(), now)!;
    const forged = `${now}.${'0'.repeat(64)}`;
    const stale = deliverSignature(config(), now - 10 * 60_000)!;
    const refused: Record<string, string>[] = [{}, { [DELIVER_SIGNATURE]: forged }, { [DELIVER_SIGNATURE]: stale }];
    for (const headers of refused) {
      const res = await deliver(headers);
      expect(res.status).toBe(401);
      await res.arrayBuffer();
    }
    expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 0 });

    const res = await deliver({ [DELIVER_SIGNATURE]: good });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, sent: 1 });
    expect(await store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(written().filter((m) => m.includes('Signed only'))).toHaveLength(1);
  });

  it("a form's function hands its messages to it: the mail is written when the answer comes", async () => {
    const name = 'Handed over';
    lines.length = 0;
    const res = await fetch(`${server.url}/api/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, mobile: '9876507777', altcha: await solvedProof() }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(written().filter((m) => m.includes(name))).toHaveLength(1);
    // Sent by the deliver function, not by the form's.
    expect(lines.filter((l) => l.includes('"deliver_done"') && l.includes('"sent":1'))).toHaveLength(1);
  });
});
