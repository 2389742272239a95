// What handlers and services need: configuration, a clock and the store. Production builds them from
// the environment (once per process); tests and the benchmark inject their own with setDeps().

import { configFromEnv, type AppConfig } from './config/app-config';
import { migrated } from './migrations/gate';
import { getStore, selectStore, type Store, type StoreName } from './store';

export interface Deps {
  config: AppConfig;
  now: () => Date;
  /** The process's store (created on first use), its records in today's shape (./migrations/gate). */
  store: () => Promise<Store>;
  /** Which adapter is (or will be) used, without connecting. */
  storeName: () => StoreName;
  /** Wait (the sign-in slow-down); tests record the waits instead. */
  sleep: (ms: number) => Promise<void>;
  /**
   * Work to finish after the answer has gone (the request's Netlify context.waitUntil; the endpoint sets
   * it). Absent outside a request: such work is left to the scheduled run.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The request's origin (the endpoint sets it): where this deploy's other functions answer. */
  origin?: string;
}

let override: Partial<Deps> | null = null;
let cachedConfig: AppConfig | null = null;

/** Build the dependencies for one request. Throws ConfigError on a misconfigured deploy. */
export function getDeps(): Deps {
  const config = override?.config ?? (cachedConfig ??= configFromEnv(process.env));
  return {
    config,
    now: override?.now ?? (() => new Date()),
    store: override?.store ?? (() => getStore(config.env).then((store) => migrated(store))),
    storeName: override?.storeName ?? (() => selectStore(config.env).name),
    sleep: override?.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
}

/** Tests and the benchmark: replace some dependencies (the rest still come from the environment). */
export function setDeps(next: Partial<Deps> | null): void {
  override = next;
  cachedConfig = null;
}
