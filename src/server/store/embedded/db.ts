// The embedded adapter's database (./index): node:sqlite in a file, opened once per store, and the two
// ways its sub-ports use it: one IMMEDIATE transaction per write, or a plain read. Each sub-port prepares
// its own statements on the same handle, so a write that spans sub-ports (a submission with its rate-limit
// hits and outbox messages) is still one transaction.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { StoreUnavailableError } from '../../errors';
import { parseStored } from '../shared';
import { SCHEMA, upgrade } from './schema';

/** A row's record (its `data` column's JSON); null for no row, or for JSON that does not parse. */
export const storedRow = <T>(row: unknown): T | null => parseStored<T>((row as { data: string } | undefined)?.data);

/** Rows' records, in order, those whose JSON does not parse left out. */
export const storedRows = <T>(rows: unknown[]): T[] =>
  rows.map((row) => storedRow<T>(row)).filter((r): r is T => r !== null);

/**
 * Run `fn` (synchronous SQLite work) at once as one step named `operation` (for errors), for the async port:
 * its result as a promise, a failure as a promise rejected with a StoreUnavailableError (never a throw).
 */
export type Step = <T>(operation: string, fn: () => T) => Promise<T>;

export interface EmbeddedDb {
  db: DatabaseSync;
  /** One IMMEDIATE transaction (writers queue on the lock instead of failing mid-way); rolled back on error. */
  transaction: Step;
  read: Step;
  /** The store's clock. */
  now: () => Date;
  close(): void;
}

/**
 * node:sqlite, loaded only when the embedded store is created: production bundles (Upstash) never load
 * it, whatever the bundler does with static imports.
 */
function sqlite(): typeof import('node:sqlite') {
  return process.getBuiltinModule('node:sqlite');
}

/** `work`'s result as a promise (it runs now); what it throws, as a rejected promise. */
export function settled<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}

/** Open (or create) the database file at `path` (or ':memory:') with the current schema. */
export function openDatabase(path: string, now: () => Date): EmbeddedDb {
  let db: DatabaseSync;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new (sqlite().DatabaseSync)(path);
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
    );
    db.exec(SCHEMA);
    upgrade(db);
  } catch (error) {
    throw new StoreUnavailableError('embedded store could not open its database', { cause: error });
  }

  let open = true;

  function transactionNow<T>(operation: string, fn: () => T): T {
    if (!open) throw new StoreUnavailableError(`embedded ${operation}: store is closed`);
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      throw new StoreUnavailableError(`embedded ${operation} could not begin`, { cause: error });
    }
    try {
      const result = fn();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // the transaction is already gone
      }
      throw new StoreUnavailableError(`embedded ${operation} failed`, { cause: error });
    }
  }

  function readNow<T>(operation: string, fn: () => T): T {
    if (!open) throw new StoreUnavailableError(`embedded ${operation}: store is closed`);
    try {
      return fn();
    } catch (error) {
      throw new StoreUnavailableError(`embedded ${operation} failed`, { cause: error });
    }
  }

  return {
    db,
    transaction: (operation, fn) => settled(() => transactionNow(operation, fn)),
    read: (operation, fn) => settled(() => readNow(operation, fn)),
    now,
    close() {
      if (!open) return;
      open = false;
      db.close();
    },
  };
}
