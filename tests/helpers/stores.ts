// Both store adapters, ready for a suite: `adapters()` yields the embedded store (a temp SQLite file) and
// the Redis store over RESP (a throwaway redis-server, or REDIS_URL; skipped loudly when neither exists).

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from '@upstash/redis';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import { createRedisStore } from '../../src/server/store/redis';
import { createRespRequester } from '../../src/server/store/resp-requester';
import type { Store, StoreName } from '../../src/server/store/types';
import { startTestRedis, uniqueNamespace, type TestRedis } from './redis';

export interface AdapterHarness {
  name: StoreName;
  /** False when the adapter cannot run here (Redis without a server): its suite is skipped. */
  available: () => boolean;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  /** A fresh, empty store (own file / own key namespace). */
  create(now?: () => Date): Promise<Store>;
  /** Another connection to the same data as the last create(), like a second function instance. */
  sibling(now?: () => Date): Promise<Store>;
}

export function embeddedHarness(): AdapterHarness & { path(): string } {
  let dir = '';
  let lastPath = '';
  let counter = 0;
  const opened: Store[] = [];
  return {
    name: 'embedded',
    available: () => true,
    path: () => lastPath,
    async setup() {
      dir = mkdtempSync(join(tmpdir(), 'vt-sqlite-'));
    },
    async teardown() {
      await Promise.all(opened.map((s) => s.close()));
      rmSync(dir, { recursive: true, force: true });
    },
    async create(now) {
      lastPath = join(dir, `store-${++counter}.sqlite`);
      const store = createEmbeddedStore({ path: lastPath, ...(now ? { now } : {}) });
      opened.push(store);
      return store;
    },
    async sibling(now) {
      const store = createEmbeddedStore({ path: lastPath, ...(now ? { now } : {}) });
      opened.push(store);
      return store;
    },
  };
}

export function redisHarness(): AdapterHarness {
  let server: TestRedis | null = null;
  let tried = false;
  let lastNamespace = '';
  const opened: Store[] = [];
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
    available: () => !tried || server !== null,
    async setup() {
      tried = true;
      server = await startTestRedis();
    },
    async teardown() {
      await Promise.all(opened.map((s) => s.close()));
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

/** The adapters to run a suite against, each with whether it can run here. */
export function allAdapters(): { harness: AdapterHarness; skip: boolean }[] {
  return [
    { harness: embeddedHarness(), skip: false },
    { harness: redisHarness(), skip: !redisAvailable() },
  ];
}
