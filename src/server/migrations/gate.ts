// No request reads a record in an older shape: before a process uses its store, it reads which migrations
// the store has finished (one read, once per process and store) and, when one of ./index is pending, runs
// them first (./runner, loaded only then: it brings the staff tables for search text).
//
// While another instance holds the runners' lease, this one waits a little for it to finish, then gives up
// with StoreUnavailableError: the request is answered 503 with Retry-After (../http/response) and changes
// nothing, and the next request checks again. Waiting longer would hold every request of a busy deploy
// open for a run that may take minutes; answering from an older shape would be wrong. A run that does not
// finish within its budget ends the same way, remembering how far it got, so the next request carries on.

import { StoreUnavailableError } from '../errors';
import { log } from '../log';
import type { Store } from '../store/port';
import { MIGRATIONS } from './index';
import type { Migration } from './runner';

/** How long one request may spend migrating before it answers 503 (a function has 10 s by default). */
export const REQUEST_BUDGET_MS = 6_000;
/** How long a request waits for another instance's run, looking every POLL_MS. */
const WAIT_MS = 4_000;
const POLL_MS = 200;

const ready = new WeakMap<Store, Promise<Store>>();

async function allDone(store: Store, list: readonly Migration[]): Promise<boolean> {
  const states = await store.migrations.states();
  return list.every((m) => states.get(m.id)?.done);
}

async function migrate(store: Store, list: readonly Migration[], waitMs: number): Promise<Store> {
  if (await allDone(store, list)) return store;
  const { runMigrations } = await import('./runner');
  const report = await runMigrations(store, list, { budgetMs: REQUEST_BUDGET_MS }).catch((error: unknown) => {
    // The store stopped answering, or records kept changing under the run: the request is refused like
    // any store trouble (503), and the next one carries on from where this run got.
    if (error instanceof StoreUnavailableError) throw error;
    throw new StoreUnavailableError('a migration of stored records failed', { cause: error });
  });
  if (report.complete) return store;
  if (report.busy) {
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (await allDone(store, list)) return store;
    }
  }
  log.warn('migrations_pending', { busy: report.busy });
  throw new StoreUnavailableError('stored records are being migrated; try again shortly');
}

/**
 * The store once every listed migration is done (`list`: tests give their own; `waitMs`: how long to wait for
 * another runner). Checked once per store and process; a run that could not finish is not remembered, so the next call tries again.
 */
export function migrated(
  store: Store,
  list: readonly Migration[] = MIGRATIONS,
  { waitMs = WAIT_MS }: { waitMs?: number } = {},
): Promise<Store> {
  let pending = ready.get(store);
  if (!pending) {
    const attempt = migrate(store, list, waitMs);
    ready.set(store, (pending = attempt));
    attempt.catch(() => {
      if (ready.get(store) === attempt) ready.delete(store);
    });
  }
  return pending;
}
