// Store selection from the environment, one store per process (created lazily, reused):
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
import type { Store, StoreName } from './port';

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

export async function createStore(env: Env, selection: StoreSelection, now?: () => Date): Promise<Store> {
  const options = now ? { now } : {};
  if (selection.transport === 'upstash-rest') {
    const { Redis } = await import('@upstash/redis');
    const redis = new Redis({
      url: env.UPSTASH_REDIS_REST_URL!,
      token: env.UPSTASH_REDIS_REST_TOKEN!,
      enableTelemetry: false,
      enableAutoPipelining: false,
      retry: { retries: 2, backoff: (n) => 100 * 2 ** n },
    });
    const { createRedisStore } = await import('./redis');
    return createRedisStore(redis, { ...options, namespace: selection.namespace });
  }
  if (selection.transport === 'resp') {
    const [{ Redis }, { createRespRequester }, { createRedisStore }] = await Promise.all([
      import('@upstash/redis'),
      import('./redis/resp-requester'),
      import('./redis'),
    ]);
    let requester;
    try {
      requester = await createRespRequester(env.REDIS_URL!);
    } catch (error) {
      throw new StoreUnavailableError('could not connect to REDIS_URL', { cause: error });
    }
    return createRedisStore(new Redis(requester), {
      ...options,
      namespace: selection.namespace,
      onClose: () => requester.close(),
    });
  }
  const { createEmbeddedStore } = await import('./embedded');
  return createEmbeddedStore({ ...options, path: env.EMBEDDED_DB_PATH });
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
