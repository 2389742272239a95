// Retention: delete what the Privacy Policy says we no longer keep (the rules: src/lib/retention.ts).
// Run every day by the scheduled function netlify/functions/retention.ts, and by `npm run retention`
// (scripts/retention.ts), which can also count without deleting (`-- --dry-run`).
//
// Per kind, the records received before the kind's cutoff are read oldest first, a page (500) at a time,
// through the store's createdAt index, and each one past its period is deleted with store.delete() (a
// booking's delete frees its slot and its phone-index entry). Bookings past the cutoff whose visit is still
// within the period are kept and paged over. Every delete is atomic on its own; a run that stops half-way
// (time budget, store outage) leaves nothing half-deleted, and the next run carries on.

import { RETENTION, retentionCutoff, type RetentionCutoff } from '../../lib/retention';
import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../lib/records';
import { isIsoDate } from '../../lib/time';
import type { Deps } from '../deps';
import type { Store } from '../store/port';

export { RETENTION } from '../../lib/retention';

/** Records read per page. */
export const RETENTION_PAGE_SIZE = 500;
/** Real time a scheduled run may spend before it stops starting new work (Netlify allows 30 s). */
export const SCHEDULED_BUDGET_MS = 20_000;
/** Deletes sent to the store at once. */
const DELETE_CONCURRENCY = 20;

export interface RetentionOptions {
  /** Count what would be deleted, delete nothing. */
  dryRun?: boolean;
  /**
   * Stop starting new work after this many milliseconds (real time, not deps.now): the rest waits for the
   * next run. A scheduled function has 30 seconds. Default: no limit.
   */
  budgetMs?: number;
  /** Records read per page (tests use small pages). */
  pageSize?: number;
}

export interface RetentionReport {
  dryRun: boolean;
  /** Per kind: records deleted (in a dry run: that would be deleted). */
  counts: Record<SubmissionKind, number>;
  /** False when the time budget ran out before every kind was done. */
  complete: boolean;
  /** Per kind: where its period ended at this run (candidates received before; bookings, visits before). */
  cutoffs: Record<SubmissionKind, { receivedBefore: string; visitBefore: string | null }>;
}

/** A run stopped by the store: `report` says what was done before it (the error is the cause). */
export class RetentionError extends Error {
  override name = 'RetentionError';
  constructor(
    readonly kind: SubmissionKind,
    readonly report: RetentionReport,
    options: { cause: unknown },
  ) {
    super(`retention stopped at ${kind}`, options);
  }
}

/** Is a candidate past its period? (Candidates were received before cutoff.receivedBeforeMs.) */
function expired(kind: SubmissionKind, record: StoredRecord<SubmissionKind>, cutoff: RetentionCutoff): boolean {
  const receivedMs = Date.parse(record.createdAt);
  if (!(receivedMs < cutoff.receivedBeforeMs)) return false;
  if (RETENTION[kind].from === 'received' || cutoff.visitBefore === null) return true;
  const visit = (record as StoredRecord<'bookings'>).visitDate;
  // A booking whose visit date cannot be read counts from when it was received.
  return isIsoDate(visit) ? visit < cutoff.visitBefore : true;
}

export async function applyRetention(deps: Deps, options: RetentionOptions = {}): Promise<RetentionReport> {
  const dryRun = options.dryRun ?? false;
  const pageSize = Math.max(1, Math.min(options.pageSize ?? RETENTION_PAGE_SIZE, 1000));
  const deadline = options.budgetMs === undefined ? Infinity : Date.now() + options.budgetMs;
  const now = deps.now();
  const cutoffs = Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, retentionCutoff(kind, now)])) as Record<
    SubmissionKind,
    RetentionCutoff
  >;
  const report: RetentionReport = {
    dryRun,
    counts: { callbacks: 0, contacts: 0, bookings: 0, donations: 0 },
    complete: true,
    cutoffs: Object.fromEntries(
      SUBMISSION_KINDS.map((kind) => [
        kind,
        {
          receivedBefore: new Date(cutoffs[kind].receivedBeforeMs).toISOString(),
          visitBefore: cutoffs[kind].visitBefore,
        },
      ]),
    ) as RetentionReport['cutoffs'],
  };
  const store = await deps.store();
  for (const [i, kind] of SUBMISSION_KINDS.entries()) {
    // Out of time: the rest waits for the next run. (The first page of a run is always read, so every run
    // makes progress, however small its budget.)
    if (i > 0 && Date.now() >= deadline) {
      report.complete = false;
      break;
    }
    let done: boolean;
    try {
      done = await sweep(store, kind, cutoffs[kind], { dryRun, pageSize, deadline }, report);
    } catch (error) {
      throw new RetentionError(kind, report, { cause: error });
    }
    if (!done) {
      report.complete = false;
      break;
    }
  }
  return report;
}

/** One kind, page by page; false when the deadline stopped it. */
async function sweep(
  store: Store,
  kind: SubmissionKind,
  cutoff: RetentionCutoff,
  run: { dryRun: boolean; pageSize: number; deadline: number },
  report: RetentionReport,
): Promise<boolean> {
  // Records kept (or, in a dry run, counted) stay in front of the ones still to read: skip past them.
  let offset = 0;
  for (;;) {
    const page = await store.records.createdBefore(kind, cutoff.receivedBeforeMs, { limit: run.pageSize, offset });
    const past = page.filter((record) => expired(kind, record, cutoff));
    if (run.dryRun) {
      report.counts[kind] += past.length;
      offset += page.length;
    } else {
      for (let i = 0; i < past.length; i += DELETE_CONCURRENCY) {
        const results = await Promise.allSettled(
          past.slice(i, i + DELETE_CONCURRENCY).map((record) => store.records.delete(kind, record.id)),
        );
        // Count what was deleted even when a neighbour failed, then stop on the failure.
        report.counts[kind] += results.filter((r) => r.status === 'fulfilled' && r.value).length;
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
      }
      offset += page.length - past.length;
    }
    if (page.length < run.pageSize) return true;
    if (Date.now() >= run.deadline) return false;
  }
}
