// A store is composed of parts, one per sub-port of ./port, and a function's bundle carries only the parts
// it declares (./parts/<part>.ts: each brings its Redis and its embedded code). Staff data (accounts, their
// credentials, invites and sessions, sign-in ceremonies, breaches, the audit log) is only in the staff
// functions' stores, so no bug in a visitor's path can read or write it. Every store has `migrations`: the
// gate (../migrations/gate) reads it before a request uses the store.

import { ConfigError } from '../errors';
import type { Store } from './port';

export type PartName = Exclude<keyof Store, 'name' | 'ping' | 'close'>;

const WHOLE = Symbol('the store behind a view');

/**
 * The store behind a function's view (restrictStore): what the sender gets when it runs inside a public
 * function's process (tests, outside Netlify: ../notify/handoff), since delivering reads parts no public
 * function lists. Deployed, delivery is the deliver function's, with every part.
 */
export const wholeStore = (store: Store): Store => (store as unknown as Record<symbol, Store>)[WHOLE] ?? store;

const missing = (part: string) =>
  new ConfigError(`this function's store has no "${part}": add its part to the function's store list`);

/** Throwing getters for every part a store was not given (the answer is a 503; the log names the part). */
function withoutOthers(store: Record<string, unknown>, parts: readonly string[]): Store {
  for (const part of ALL_PART_NAMES) {
    if (parts.includes(part)) continue;
    Object.defineProperty(store, part, {
      enumerable: false,
      get() {
        throw missing(part);
      },
    });
  }
  return store as unknown as Store;
}

/** A store of the given parts, each made by `make` from the adapter's context. */
export function composeStore<C>(
  base: Pick<Store, 'name' | 'ping' | 'close'>,
  context: C,
  parts: readonly (readonly [PartName, (context: C) => unknown])[],
): Store {
  const store: Record<string, unknown> = { ...base };
  for (const [name, make] of parts) store[name] ??= make(context);
  return withoutOthers(
    store,
    parts.map(([name]) => name),
  );
}

/**
 * The same store seen through a function's list of parts: what a function's handlers get, so a test that
 * hands the function a store with every part still fails where the function reaches for one it lacks.
 */
export function restrictStore(store: Store, parts: readonly PartName[]): Store {
  const view: Record<string | symbol, unknown> = {
    name: store.name,
    ping: () => store.ping(),
    close: () => store.close(),
    [WHOLE]: store,
  };
  for (const part of new Set(parts)) Object.defineProperty(view, part, { enumerable: true, get: () => store[part] });
  return withoutOthers(view, parts);
}

export const ALL_PART_NAMES = [
  'records',
  'bookings',
  'calendar',
  'outbox',
  'limits',
  'audit',
  'donations',
  'camps',
  'accounts',
  'credentials',
  'invites',
  'staffSessions',
  'ceremonies',
  'requests',
  'processing',
  'breaches',
  'messaging',
  'migrations',
] as const satisfies readonly PartName[];

// Every part is named (a new sub-port that is not listed is a type error here).
type Unlisted = Exclude<PartName, (typeof ALL_PART_NAMES)[number]>;
const everyPartListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyPartListed;
