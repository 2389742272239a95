// Both store adapters, ready for a suite: `adapters()` yields the embedded store (a temp SQLite file) and
// the Redis store over RESP (a throwaway redis-server, or REDIS_URL; skipped loudly when neither exists).

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from '@upstash/redis';
import { afterAll, beforeAll, describe } from 'vitest';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import { createRedisStore } from '../../src/server/store/redis';
import { createRespRequester } from '../../src/server/store/redis/resp-requester';
import type { Store, StoreName } from '../../src/server/store/port';
import { parseEnv } from '../../src/server/config/env';
import { createStore } from '../../src/server/store';
import { ALL_PARTS } from '../../src/server/store/parts/all';
import { startTestRedis, uniqueNamespace, type TestRedis } from './redis';
import { startUpstashEmulator, type UpstashEmulator } from './upstash-emulator';
import type { StoredRecord, SubmissionKind } from '../../src/lib/records';
import { searchText } from '../../src/lib/record-tables';
import type { SearchText } from '../../src/server/store/port';

/** The search text a service gives with each write (lib/record-tables), for suites that write through the port. */
export const searchOf =
  <K extends SubmissionKind>(kind: K): SearchText<K> =>
  (record: StoredRecord<K>) =>
    searchText(kind, record);

export interface AdapterHarness {
  name: StoreName;
  /** How this run reaches the store (shown in suite names). */
  label: string;
  /** False when the adapter cannot run here (Redis without a server): its suite is skipped. */
  available: () => boolean;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  /** A fresh, empty store (own file / own key namespace). */
  create(now?: () => Date): Promise<Store>;
  /** Another connection to the same data as the last create(), like a second function instance. */
  sibling(now?: () => Date): Promise<Store>;
  /** Embedded: the database file of the last create(). */
  path?: () => string;
  /** Redis adapters: the server behind the store, for suites that look inside it. */
  redis?: RedisInside;
}

/** A look inside the Redis server behind a store: what it holds and which commands it ran. */
export interface RedisInside {
  url(): string;
  /** The key namespace of the last create(). */
  namespace(): string;
  /** Run a command on the server (its own connection, not the store's). */
  command(command: (string | number)[]): Promise<unknown>;
  /** Commands the server has run (those inside scripts too) since the last reset, by lower-case name. */
  calls(): Promise<Map<string, number>>;
  resetCalls(): Promise<void>;
  /** Upstash REST: HTTP requests the emulator has served so far. */
  requests?: () => number;
}

/** RedisInside over one extra connection to the server at `url()`; close() ends it. */
function redisInside(url: () => string, namespace: () => string): RedisInside & { close(): Promise<void> } {
  let connection: Awaited<ReturnType<typeof createRespRequester>> | null = null;
  const command = async (args: (string | number)[]) => {
    connection ??= await createRespRequester(url());
    const answer = await connection.request({ body: args.map(String) });
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.result;
  };
  return {
    url,
    namespace,
    command,
    async calls() {
      const info = String(await command(['INFO', 'commandstats']));
      const calls = new Map<string, number>();
      for (const [, name, n] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls.set(name!, Number(n));
      return calls;
    },
    async resetCalls() {
      await command(['CONFIG', 'RESETSTAT']);
    },
    async close() {
      await connection?.close();
    },
  };
}

export function embeddedHarness(): AdapterHarness & { path(): string } {
  let dir = '';
  let lastPath = '';
  let counter = 0;
  const opened: Store[] = [];
  return {
    name: 'embedded',
    label: 'embedded (node:sqlite)',
    available: () => true,
    path: () => lastPath,
    // node:sqlite and the temp folder are synchronous; the harness is async for the Redis ones.
    setup() {
      dir = mkdtempSync(join(tmpdir(), 'vt-sqlite-'));
      return Promise.resolve();
    },
    async teardown() {
      await Promise.all(opened.map((s) => s.close()));
      rmSync(dir, { recursive: true, force: true });
    },
    create(now) {
      lastPath = join(dir, `store-${++counter}.sqlite`);
      const store = createEmbeddedStore({ path: lastPath, ...(now ? { now } : {}) });
      opened.push(store);
      return Promise.resolve(store);
    },
    sibling(now) {
      const store = createEmbeddedStore({ path: lastPath, ...(now ? { now } : {}) });
      opened.push(store);
      return Promise.resolve(store);
    },
  };
}

export function redisHarness(): AdapterHarness {
  let server: TestRedis | null = null;
  let tried = false;
  let lastNamespace = '';
  const opened: Store[] = [];
  const inside = redisInside(
    () => server!.url,
    () => lastNamespace,
  );
  async function open(namespace: string, now?: () => Date): Promise<Store> {
    if (!server) throw new Error('no redis');
    const requester = await createRespRequester(server.url);
    const store = createRedisStore(new Redis(requester), {
      namespace,
      onClose: () => requester.close(),
      ...(now ? { now } : {}),
    });
    opened.push(store);
    return store;
  }
  return {
    name: 'redis',
    label: 'redis (RESP)',
    available: () => !tried || server !== null,
    redis: inside,
    async setup() {
      tried = true;
      server = await startTestRedis();
    },
    async teardown() {
      await Promise.all(opened.map((s) => s.close()));
      await inside.close();
      await server?.stop();
    },
    async create(now) {
      lastNamespace = uniqueNamespace('store');
      return open(lastNamespace, now);
    },
    async sibling(now) {
      return open(lastNamespace, now);
    },
  };
}

/** Is a redis-server or REDIS_URL around? (Decided before suites are declared, to skip them visibly.) */
export function redisAvailable(): boolean {
  if (process.env.REDIS_URL) return true;
  const path = process.env.PATH ?? '';
  const found = path.split(':').some((dir) => dir !== '' && existsSync(join(dir, 'redis-server')));
  if (!found) {
    console.warn(
      '\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
        '!!  REDIS ADAPTER SUITES SKIPPED: no redis-server on PATH and no REDIS_URL.      !!\n' +
        '!!  CI always has redis-server; install it locally to run them.                  !!\n' +
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n',
    );
  }
  return found;
}

/**
 * The production path: the store built by createStore() from UPSTASH_REDIS_REST_URL/_TOKEN, i.e. the
 * @upstash/redis HTTP client, talking to a local Upstash REST emulator in front of redis-server.
 */
export function upstashRestHarness(): AdapterHarness {
  let server: TestRedis | null = null;
  let emulator: UpstashEmulator | null = null;
  let lastNamespace = '';
  const opened: Store[] = [];
  const inside = redisInside(
    () => server!.url,
    () => lastNamespace,
  );
  async function open(namespace: string, now?: () => Date): Promise<Store> {
    if (!emulator) throw new Error('no emulator');
    const env = parseEnv({ UPSTASH_REDIS_REST_URL: emulator.url, UPSTASH_REDIS_REST_TOKEN: emulator.token });
    const store = await createStore(env, { name: 'redis', transport: 'upstash-rest', namespace }, now, ALL_PARTS);
    opened.push(store);
    return store;
  }
  return {
    name: 'redis',
    label: 'redis (Upstash REST)',
    available: () => true,
    redis: { ...inside, requests: () => emulator?.requests() ?? 0 },
    async setup() {
      server = await startTestRedis();
      if (server) emulator = await startUpstashEmulator(server.url);
    },
    async teardown() {
      await Promise.all(opened.map((s) => s.close()));
      await inside.close();
      await emulator?.stop();
      await server?.stop();
    },
    async create(now) {
      lastNamespace = uniqueNamespace('rest');
      return open(lastNamespace, now);
    },
    async sibling(now) {
      return open(lastNamespace, now);
    },
  };
}

/** The adapters to run a suite against, each with whether it can run here. */
export function allAdapters(): { harness: AdapterHarness; skip: boolean }[] {
  const redis = redisAvailable();
  return [
    { harness: embeddedHarness(), skip: false },
    { harness: redisHarness(), skip: !redis },
    { harness: upstashRestHarness(), skip: !redis },
  ];
}

/**
 * The contract of one part of the store port, on every adapter: a suite per adapter named
 * `<part> contract: <adapter>`, its harness set up before the suite and torn down after it.
 */
export function contractSuite(part: string, body: (harness: AdapterHarness) => void): void {
  for (const { harness, skip } of allAdapters()) {
    describe.skipIf(skip)(`${part} contract: ${harness.label}`, () => {
      beforeAll(() => harness.setup());
      afterAll(() => harness.teardown());
      body(harness);
    });
  }
}

/** The moment contract suites stand at unless they move the clock: 2026-11-20, 10:00 in India. */
export const CONTRACT_NOW = '2026-11-20T04:30:00.000Z';

/** `fresh()`: a new, empty store of the harness on the clock `now`, handed to `use` and returned. */
export function freshStore(harness: AdapterHarness, use: (store: Store) => void, now: () => Date) {
  return async (): Promise<Store> => {
    const store = await harness.create(now);
    use(store);
    return store;
  };
}

/** A store over Upstash REST (the production client) on the emulator in front of a throwaway redis-server. */
export interface CountedUpstashStore {
  store: Store;
  /** HTTP requests the emulator has served so far. */
  requests(): number;
  stop(): Promise<void>;
}

/** Start one (redis-server, the Upstash REST emulator, the store on clock `now`); stop() ends all three. */
export async function countedUpstashStore(now: () => Date): Promise<CountedUpstashStore> {
  const server = await startTestRedis();
  const emulator = await startUpstashEmulator(server!.url);
  const env = parseEnv({ UPSTASH_REDIS_REST_URL: emulator.url, UPSTASH_REDIS_REST_TOKEN: emulator.token });
  const store = await createStore(
    env,
    { name: 'redis', transport: 'upstash-rest', namespace: uniqueNamespace('rt') },
    now,
    ALL_PARTS,
  );
  return {
    store,
    requests: () => emulator.requests(),
    async stop() {
      await store.close();
      await emulator.stop();
      await server?.stop();
    },
  };
}
