// The message suites (tests/api/notify-mail, notify-delivery and notify-outbox): in-process functions against a
// real SMTP server (smtp-server) and real stores. messagesSuite() gives each file's suite its own SMTP server
// and stores (a temp SQLite file, its own redis-server), a fresh store per test.

import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import type { Store } from '../../src/server/store/port';
import { call, type CallOptions, type Handler, type Reply } from './http';
import { donationBody, personBody } from './bodies';
import { embeddedHarness, redisAvailable, redisHarness, type AdapterHarness } from './stores';
import { startTestSmtp, type TestSmtp } from './smtp';

// Monday 30 November 2026, 10:00 in India.
export const NOW = new Date('2026-11-30T04:30:00.000Z');
export const VISIT = '2026-12-03'; // a Thursday
export const STAFF = 'desk@clinic.example';
export const SITE = 'https://clinic.example';

export const tamil = { 'accept-language': 'ta-IN,ta;q=0.9' };

export const person = (overrides: Record<string, unknown> = {}) => personBody({ visitDate: VISIT, ...overrides });
export const pledge = { ...donationBody, amount: '75000', panno: 'ABCDE1234F' };

/** The adapters the message suites run on: the embedded store, and Redis when a server is around. */
export function messageAdapters(): { harness: AdapterHarness; skip: boolean }[] {
  return [
    { harness: embeddedHarness(), skip: false },
    { harness: redisHarness(), skip: !redisAvailable() },
  ];
}

/** The text of a mail's calendar attachments. */
export const calendars = (mail: ParsedMail) =>
  mail.attachments.filter((a) => a.contentType.startsWith('text/calendar')).map((a) => a.content.toString('utf8'));

/** The functions' dependencies as they stand (set by the suite, or by a test). */
export async function depsNow() {
  const { getDeps } = await import('../../src/server/deps');
  return getDeps();
}

export interface MessagesSuite {
  /** The suite's SMTP server (started again before each test, emptied). */
  readonly smtp: TestSmtp;
  /** The test's fresh store (read it inside a test). */
  readonly store: Store;
  /** The time the store and the functions see; tests may move it. */
  clock: Date;
  /** The work each request left for after its answer (Netlify's waitUntil): one array, emptied by settled(). */
  readonly later: Promise<unknown>[];
  /** Wait for the work the requests so far left for after their answers. */
  settled: () => Promise<void>;
  /** The mail settings (the suite's SMTP server, staff address, site) with `env` over them. */
  useDeps: (env?: Record<string, string>) => void;
  /** POST `body` (the answer must be 200); T: the answer's type (see call()). */
  send: <T = unknown>(handler: Handler, path: string, body: unknown, extra?: CallOptions) => Promise<Reply<T>>;
}

/** Register the hooks of a messages suite on `harness` (call it inside the adapter's describe). */
export function messagesSuite(harness: AdapterHarness): MessagesSuite {
  let smtp: TestSmtp | null = null;
  let store: Store | null = null;
  const later: Promise<unknown>[] = [];
  const suite: MessagesSuite = {
    get smtp() {
      if (!smtp) throw new Error('the messages suite has no SMTP server yet (read it inside a test)');
      return smtp;
    },
    get store() {
      if (!store) throw new Error('the messages suite has no store yet (read it inside a test)');
      return store;
    },
    clock: NOW,
    later,
    settled: async () => {
      const work = later.splice(0);
      await Promise.all(work);
    },
    useDeps: (env = {}) => {
      setDeps({
        config: configFromEnv({
          RATE_LIMIT_PER_MINUTE: '0',
          SMTP_URL: suite.smtp.url,
          MAIL_FROM: '"Clinic" <clinic@clinic.example>',
          NOTIFY_TO: STAFF,
          SITE_URL: SITE,
          ...env,
        }),
        now: () => suite.clock,
        store: () => Promise.resolve(suite.store),
        sleep: async () => {},
      });
    },
    send: async <T = unknown>(handler: Handler, path: string, body: unknown, extra: CallOptions = {}) => {
      const res = await call<T>(handler, path, { body, ...extra, waitUntil: (p) => later.push(p) });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res;
    },
  };

  beforeAll(async () => {
    await harness.setup();
    smtp = await startTestSmtp();
    setLogSink(() => {});
  });
  afterAll(async () => {
    setDeps(null);
    setLogSink(null);
    await smtp?.stop();
    await harness.teardown();
  });
  beforeEach(async () => {
    suite.clock = NOW;
    later.length = 0;
    suite.smtp.mails.length = 0;
    await suite.smtp.start(); // a test may have stopped it
    store = await harness.create(() => suite.clock);
    suite.useDeps();
  });
  return suite;
}
