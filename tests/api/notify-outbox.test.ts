// Messages that cannot go out (3 of 3): failed deliveries reach staff in /admin, who can try them again; a
// deployed site without SMTP_URL keeps every message waiting; `npm run notify` delivers what waits, once.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import callbacks from '../../netlify/functions/callbacks';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import { BACKOFF_MINUTES, deliverDue } from '../../src/server/notify/sender';
import { staffSuite } from '../helpers/admin-session';
import type { DataAnswer, OutboxState } from '../helpers/answers';
import { stringMatching } from '../helpers/matchers';
import { call } from '../helpers/http';
import { embeddedHarness, searchOf } from '../helpers/stores';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { NOW, SITE, STAFF } from '../helpers/notify-suite';

describe('failed deliveries in /admin (embedded)', () => {
  const suite = staffSuite(embeddedHarness(), {
    now: NOW,
    env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_TO: STAFF, SITE_URL: SITE },
  });

  it('staff see what was given up and why, and can try it again once the cause is fixed', async () => {
    setLogSink(() => {});
    const record = await suite.store.records.add(
      'callbacks',
      { variant: 'nav', name: 'Lost', phone: '9876503333' },
      { search: searchOf('callbacks'), notices: [{ type: 'staff', dueMs: NOW.getTime() }] },
    );
    const { getDeps } = await import('../../src/server/deps');
    // Every try fails (nothing listens on port 9): back-off until given up.
    for (let attempt = 1; attempt <= BACKOFF_MINUTES.length + 1; attempt++) {
      const report = await deliverDue(getDeps(), { limit: 10, budgetMs: 20_000 });
      expect(report.sent).toBe(0);
      suite.clock = new Date(suite.clock.getTime() + 24 * 60 * 60_000);
    }
    suite.clock = NOW; // the staff session's time
    const state = await suite.get<DataAnswer<OutboxState>>('/api/admin/outbox');
    expect(state.status).toBe(200);
    expect(state.json.data).toMatchObject({ pending: 0, failed: 1 });
    expect(state.json.data.troubled).toEqual([
      expect.objectContaining({
        id: `staff:${record.id}`,
        kind: 'callbacks',
        status: 'failed',
        attempts: BACKOFF_MINUTES.length + 1,
        error: stringMatching(/ECONNREFUSED|connect/i),
      }),
    ]);
    expect((await suite.post('/api/admin/outbox/retry', { id: 'staff:nothing' })).status).toBe(404);
    expect((await suite.post('/api/admin/outbox/retry', { id: `staff:${record.id}` })).status).toBe(200);
    expect((await suite.get<DataAnswer<OutboxState>>('/api/admin/outbox')).json.data).toMatchObject({
      pending: 1,
      failed: 0,
    });
    // Not for anyone signed out.
    expect((await call((await import('../../netlify/functions/admin')).default, '/api/admin/outbox')).status).toBe(401);
    setLogSink(null);
  });
});

describe('a deployed site without SMTP_URL', () => {
  const harness = embeddedHarness();
  beforeAll(() => harness.setup());
  afterAll(async () => {
    setDeps(null);
    setLogSink(null);
    await harness.teardown();
  });

  it('keeps every message waiting and says so once in its log', async () => {
    const store = await harness.create(() => NOW);
    const lines: string[] = [];
    setLogSink((_level, line) => lines.push(line));
    setDeps({
      // Inside a function Netlify deployed: AWS_LAMBDA_FUNCTION_NAME, no NETLIFY_DEV.
      config: configFromEnv({
        RATE_LIMIT_PER_MINUTE: '0',
        AWS_LAMBDA_FUNCTION_NAME: 'callbacks',
        CONTEXT: 'production',
        // A deployed site has its secret (its forms' proof-of-work challenges are signed with it).
        SESSION_SECRET: 'a production secret of at least 32 characters',
      }),
      now: () => NOW,
      store: () => Promise.resolve(store),
      sleep: async () => {},
    });
    const later: Promise<unknown>[] = [];
    for (const name of ['Kept', 'Also kept']) {
      const res = await call(callbacks, '/api/callbacks', {
        body: { name, mobile: '9876505555' },
        waitUntil: (p) => later.push(p),
      });
      expect(res.status).toBe(200);
    }
    await Promise.all(later);
    const { getDeps } = await import('../../src/server/deps');
    expect(await deliverDue(getDeps(), { limit: 10, budgetMs: 20_000 })).toMatchObject({ sent: 0, waiting: true });
    expect(await store.outbox.counts()).toEqual({ pending: 2, failed: 0 });
    expect(await store.outbox.troubled(10)).toEqual([]);
    const warnings = lines.filter((line) => line.includes('"mail_not_configured"'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('SMTP_URL is not set');
  });
});

describe('npm run notify', () => {
  const harness = embeddedHarness();
  let smtp: TestSmtp;
  beforeAll(async () => {
    await harness.setup();
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
    await harness.teardown();
  });

  it('delivers what waits, once, and says what it did', async () => {
    const store = await harness.create();
    await store.records.add(
      'contacts',
      { name: 'Waiting', email: 'w@example.org', message: 'Still there?' },
      { search: searchOf('contacts'), notices: [{ type: 'staff', dueMs: Date.now() - 1000 }] },
    );
    await store.close();
    const env = {
      ...process.env,
      EMBEDDED_DB_PATH: harness.path(),
      SMTP_URL: smtp.url,
      NOTIFY_TO: STAFF,
      NOTIFY_DIGEST: 'off',
      REDIS_URL: '',
      UPSTASH_REDIS_REST_URL: '',
      UPSTASH_REDIS_REST_TOKEN: '',
    };
    // Asynchronously: the SMTP server answers from this process.
    const run = () => promisify(execFile)('npx', ['tsx', 'scripts/notify.ts'], { env, encoding: 'utf8' });
    expect((await run()).stdout).toContain('Sent 1,');
    expect((await run()).stdout).toContain('Sent 0,');
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Message: Waiting, w@example.org']);
  });
});
