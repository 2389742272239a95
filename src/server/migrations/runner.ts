// The migration runner: applies each listed migration (./index) once, in order, to every stored record of its
// kind, on whichever store is given, under the store's lease so that two runners never run at once.
//
// A page at a time, oldest first: each record is upgraded (pure, ./record-migration) and written back only
// when that changed it (a migration that rewrites all writes every record, for its search text and lookups),
// and only while it is stored as read; one written meanwhile is read again. After each page the store
// remembers where the migration stands, so a run that stops (a crash, the time budget) carries on from
// there, and running a finished list again reads one value and changes nothing. A record that cannot be
// upgraded stays as it is and is reported (its id and why, never its contents); the migration still
// finishes, so one bad record never holds the site back.

import { searchText } from '../../lib/record-tables';
import type { StoredRecord, SubmissionKind } from '../../lib/records';
import { errorSummary, log } from '../log';
import type { PageCursor, Rewrite, Store, StoredRow } from '../store/port';
import type { RecordMigration } from './record-migration';

/** A migration as the runner takes it: `rewriteAll` writes every record back, changed or not. */
export type Migration = RecordMigration & { readonly rewriteAll?: boolean };

/** A record the runner could not upgrade: left as stored. */
export interface Unupgradable {
  migration: string;
  kind: SubmissionKind;
  id: string;
  reason: string;
}

export interface MigrationRun {
  id: string;
  kind: SubmissionKind;
  /** Records read and written back in this run. */
  read: number;
  written: number;
  finished: boolean;
}

export interface MigrationReport {
  /** What this run did, migration by migration (finished ones before it are not listed). */
  runs: MigrationRun[];
  failed: Unupgradable[];
  /** Every listed migration is done. */
  complete: boolean;
  /** Another runner holds the lease: this one did nothing. */
  busy: boolean;
}

export interface RunOptions {
  /** Start no new page after this long (ms); the next run carries on. Default: no limit. */
  budgetMs?: number;
  /** Records per page (1..1000). */
  pageSize?: number;
  /** Who is running, for the lease (default: a fresh id). */
  holder?: string;
}

/** How long the lease lasts without renewal: longer than any one page takes. */
export const LEASE_MS = 30_000;
const PAGE_SIZE = 200;
/** A page whose records keep changing under us is read again at most this many times. */
const ATTEMPTS = 5;

/** The listed migrations the store has not finished, in order. */
export async function pendingMigrations(store: Store, list: readonly Migration[]): Promise<Migration[]> {
  const states = await store.migrations.states();
  return list.filter((m) => !states.get(m.id)?.done);
}

/** Upgrade a page's rows: what to write back, and what could not be upgraded. */
function upgradePage(migration: Migration, rows: readonly StoredRow[]): { writes: Rewrite[]; failed: Unupgradable[] } {
  const writes: Rewrite[] = [];
  const failed: Unupgradable[] = [];
  const { id: name, kind } = migration;
  for (const row of rows) {
    if (!row.value) {
      failed.push({ migration: name, kind, id: row.id, reason: 'stored JSON does not parse' });
      continue;
    }
    let record: StoredRecord<SubmissionKind>;
    let search: string;
    try {
      record = migration.upgrade(row.value);
      search = searchText(kind, record);
    } catch (error) {
      failed.push({ migration: name, kind, id: row.id, reason: errorSummary(error) });
      continue;
    }
    const upgraded = record as unknown as Record<string, unknown>;
    if (!migration.rewriteAll && JSON.stringify(upgraded) === JSON.stringify(row.value)) continue;
    writes.push({ id: row.id, ms: row.ms, version: row.version, record: upgraded, search });
  }
  return { writes, failed };
}

/** One migration from where it stands, until it finishes or `stop()` says so. */
async function runOne(
  store: Store,
  migration: Migration,
  after: PageCursor | undefined,
  pageSize: number,
  stop: () => Promise<boolean>,
  failed: Unupgradable[],
): Promise<MigrationRun> {
  const run: MigrationRun = { id: migration.id, kind: migration.kind, read: 0, written: 0, finished: false };
  let cursor = after;
  while (!(await stop())) {
    let page = await store.migrations.scan(migration.kind, { limit: pageSize, ...(cursor ? { after: cursor } : {}) });
    for (let attempt = 1; ; attempt++) {
      const { writes, failed: bad } = upgradePage(migration, page.rows);
      const { written, changed } = await store.migrations.rewrite(migration.kind, writes);
      run.written += written;
      if (changed.length === 0) {
        run.read += page.rows.length;
        failed.push(...bad);
        break;
      }
      if (attempt === ATTEMPTS) throw new Error(`${migration.id}: records kept changing while they were migrated`);
      // Someone wrote some of these records meanwhile: read the same page again (the written ones are now in
      // today's shape, so they are not written twice unless the migration rewrites all).
      page = await store.migrations.scan(migration.kind, { limit: pageSize, ...(cursor ? { after: cursor } : {}) });
    }
    if (!page.next) {
      await store.migrations.save(migration.id, { done: true });
      run.finished = true;
      return run;
    }
    cursor = page.next;
    await store.migrations.save(migration.id, { done: false, after: cursor });
  }
  return run;
}

/**
 * Run the listed migrations the store has not finished, in order, under the lease. Nothing to do costs one
 * read; a runner that finds the lease taken does nothing and says so (`busy`).
 */
export async function runMigrations(
  store: Store,
  list: readonly Migration[],
  options: RunOptions = {},
): Promise<MigrationReport> {
  const ids = new Set<string>();
  for (const m of list) {
    if (ids.has(m.id)) throw new Error(`migration ${m.id} is listed twice`);
    ids.add(m.id);
  }
  const report: MigrationReport = { runs: [], failed: [], complete: false, busy: false };
  if ((await pendingMigrations(store, list)).length === 0) return { ...report, complete: true };

  const holder = options.holder ?? crypto.randomUUID();
  if (!(await store.migrations.lease(holder, LEASE_MS))) return { ...report, busy: true };
  const started = Date.now();
  const budget = options.budgetMs ?? Number.POSITIVE_INFINITY;
  let lost = false;
  // Before each page: within the budget, and still holding the lease (renewed for the next page).
  const stop = async () => {
    if (Date.now() - started >= budget) return true;
    lost = !(await store.migrations.lease(holder, LEASE_MS));
    return lost;
  };
  try {
    // Read again under the lease: another runner may have finished some meanwhile.
    const states = await store.migrations.states();
    for (const migration of list) {
      const state = states.get(migration.id);
      if (state?.done) continue;
      const after = state && !state.done ? state.after : undefined;
      const run = await runOne(store, migration, after, options.pageSize ?? PAGE_SIZE, stop, report.failed);
      report.runs.push(run);
      log.info('migration_run', { ...run });
      if (!run.finished) break;
    }
  } finally {
    if (!lost) await store.migrations.release(holder);
  }
  for (const bad of report.failed) log.error('migration_record_left', { ...bad });
  report.complete = report.runs.every((r) => r.finished) && (await pendingMigrations(store, list)).length === 0;
  return report;
}
