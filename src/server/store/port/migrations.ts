// The migrations sub-port: what the migration runner (src/server/migrations/runner.ts) needs to bring stored
// records to today's shape once, on whichever store is configured: the records of a kind as stored, a
// rewrite that never overwrites a concurrent write, where each migration stands, and a lease so that two
// runners never run at once.

import type { SubmissionKind } from '../../../lib/records';
import type { PageCursor } from './records';

/** One record as stored: its parsed JSON (any shape, older ones included) and a token of its bytes. */
export interface StoredRow {
  id: string;
  /** createdAt, epoch ms (the time index's score). */
  ms: number;
  /** The stored JSON, parsed; null when it does not parse (the runner reports it, never drops it). */
  value: Record<string, unknown> | null;
  /** Stands for the stored bytes: a rewrite carrying it writes only while they are still the same. */
  version: string;
}

export interface ScanPage {
  /** Oldest first (ties by id). */
  rows: StoredRow[];
  /** Where the next page starts; null when this page reaches the end. */
  next: PageCursor | null;
}

/** A record to write back: its upgraded JSON and search text, written only while it is stored as read. */
export interface Rewrite {
  id: string;
  /** Its createdAt, epoch ms, as read (StoredRow.ms). */
  ms: number;
  /** The version read (StoredRow.version). */
  version: string;
  /** The whole record in today's shape. */
  record: Record<string, unknown>;
  /** Its search text (../port/records SearchText). */
  search: string;
}

export interface RewriteResult {
  written: number;
  /** Ids not written: changed or deleted since they were read (the runner reads them again). */
  changed: string[];
}

/** Where one migration stands: finished, or the last record it finished (it carries on after it). */
export type MigrationState = { done: true } | { done: false; after: PageCursor };

export interface Migrations {
  /** Every migration the store remembers, by id (one read: the store's migration version). */
  states(): Promise<Map<string, MigrationState>>;
  /** Remember where migration `id` stands. */
  save(id: string, state: MigrationState): Promise<void>;
  /**
   * Take the runners' lease for `ms` as `holder`, or extend it when `holder` has it already; false while
   * another holder's lease has not ended.
   */
  lease(holder: string, ms: number): Promise<boolean>;
  /** Give the lease back (only `holder`'s own). */
  release(holder: string): Promise<void>;
  /** Up to `limit` (1..1000) stored records of `kind` after `after`, oldest first (ties by id). */
  scan(kind: SubmissionKind, request: { limit: number; after?: PageCursor }): Promise<ScanPage>;
  /**
   * Write records back in one atomic step, each with its search text and lookups (phone, email, a booking's
   * group), only while it is stored exactly as read; the others are left as they are and named.
   */
  rewrite(kind: SubmissionKind, rows: readonly Rewrite[]): Promise<RewriteResult>;
}
