// Store selection from the environment, one store per process (created lazily, reused), made of the parts
// the process's functions list (./compose, ./parts):
//   UPSTASH_REDIS_REST_URL + _TOKEN -> Redis over Upstash REST (production)
//   REDIS_URL                       -> Redis over RESP (self-hosted, CI, tests)
//   nothing                         -> embedded SQLite under .data/ (a fresh clone)
// A production deploy without the Upstash settings is a configuration error, never a silent fallback.
// Nothing here or in the adapters makes search text: it comes with each write from the service that saves the
// record (./port SearchText), so no store code loads the staff tables or their dictionary. Records stored
// before search text existed get theirs from a migration (src/server/migrations), which the process's
// store passes before its first use (../deps).

import type { Env } from '../config/env';
import { deployContextOf } from '../config/deploy-context';
import { ConfigError, StoreUnavailableError } from '../errors';
import { errorSummary, log } from '../log';
import type { PartName } from './compose';
import { migrationsPart } from './parts/migrations';
import type { StorePart } from './parts/part';
import type { Store, StoreName } from './port';

const redisMakers = (parts: readonly StorePart[]) => parts.map((p) => [p.name, p.redis] as const);
const embeddedMakers = (parts: readonly StorePart[]) => parts.map((p) => [p.name, p.embedded] as const);

export type { Store, StoreName } from './port';

export interface StoreSelection {
  name: StoreName;
  transport: 'upstash-rest' | 'resp' | 'sqlite';
  /** Key namespace: the deploy context (../deploy-context). */
  namespace: string;
}

export function selectStore(env: Env): StoreSelection {
  const namespace = deployContextOf(env);
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    return { name: 'redis', transport: 'upstash-rest', namespace };
  }
  if (namespace === 'production') {
    throw new ConfigError(
      'Production deploy without UPSTASH_REDIS_REST_URL / UPSTASH_REDIS_REST_TOKEN: refusing to use any other store. Set both in the site settings.',
    );
  }
  if (env.REDIS_URL) return { name: 'redis', transport: 'resp', namespace };
  return { name: 'embedded', transport: 'sqlite', namespace };
}

/**
 * The parts this process's store is made of: the union of what its functions declare (a deploy bundles one
 * function per process; a test process may load several), and always `migrations` (the gate reads it).
 */
const processParts = new Map<PartName, StorePart>([[migrationsPart.name, migrationsPart]]);

/**
 * A function's parts (../http/endpoint, or a scheduled function's module): called when it is imported,
 * before its first request. A part listed once the store is open would be missing from it, so that is
 * refused here rather than showing later as a store without the part.
 */
export function useStoreParts(parts: readonly StorePart[]): void {
  const added = parts.filter((p) => !processParts.has(p.name));
  if (added.length > 0 && pending) {
    throw new ConfigError(
      `store part(s) ${added.map((p) => `"${p.name}"`).join(', ')} listed after this process's store was opened: ` +
        'list them before its first use (import the function, or call useStoreParts, first)',
    );
  }
  for (const p of added) processParts.set(p.name, p);
}

export async function createStore(
  env: Env,
  selection: StoreSelection,
  now?: () => Date,
  parts: readonly StorePart[] = [...processParts.values()],
): Promise<Store> {
  const options = now ? { now } : {};
  const withMigrations = parts.some((p) => p.name === 'migrations') ? parts : [...parts, migrationsPart];
  if (selection.transport === 'upstash-rest') {
    const [{ Redis }, { composeRedisStore }] = await Promise.all([import('@upstash/redis'), import('./redis/compose')]);
    const redis = new Redis({
      url: env.UPSTASH_REDIS_REST_URL!,
      token: env.UPSTASH_REDIS_REST_TOKEN!,
      enableTelemetry: false,
      enableAutoPipelining: false,
      retry: { retries: 2, backoff: (n) => 100 * 2 ** n },
    });
    return composeRedisStore(redis, { ...options, namespace: selection.namespace }, redisMakers(withMigrations));
  }
  if (selection.transport === 'resp') {
    const [{ Redis }, { createRespRequester }, { composeRedisStore }] = await Promise.all([
      import('@upstash/redis'),
      import('./redis/resp-requester'),
      import('./redis/compose'),
    ]);
    let requester;
    try {
      requester = await createRespRequester(env.REDIS_URL!);
    } catch (error) {
      throw new StoreUnavailableError('could not connect to REDIS_URL', { cause: error });
    }
    return composeRedisStore(
      new Redis(requester),
      { ...options, namespace: selection.namespace, onClose: () => requester.close() },
      redisMakers(withMigrations),
    );
  }
  const { composeEmbeddedStore } = await import('./embedded/compose');
  return composeEmbeddedStore({ ...options, path: env.EMBEDDED_DB_PATH }, embeddedMakers(withMigrations));
}

let pending: Promise<Store> | null = null;

/**
 * The process's store. Created on first use; a failed creation is not cached, so the next request
 * tries again (a Redis that was down may be back).
 */
export function getStore(env: Env): Promise<Store> {
  if (!pending) {
    const attempt = (async () => {
      const selection = selectStore(env);
      const store = await createStore(env, selection);
      log.info('store_ready', { store: store.name, transport: selection.transport, namespace: selection.namespace });
      return store;
    })();
    pending = attempt;
    attempt.catch((error: unknown) => {
      if (pending === attempt) pending = null;
      log.error('store_unavailable', { reason: errorSummary(error) });
    });
  }
  return pending;
}

/** Close and forget the process's store (tests, benchmarks). */
export async function resetStore(): Promise<void> {
  const current = pending;
  pending = null;
  if (current) await current.then((s) => s.close()).catch(() => {});
}
