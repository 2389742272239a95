import type { StoredRecord, SubmissionKind } from '../../lib/records';

/**
 * One change to the shape of one kind's stored records. A migration runner applies each once, in the order
 * they are listed, to every stored record of its kind on whichever store is configured, and remembers which
 * it has finished; `upgrade` is pure and idempotent (a record already in today's shape comes back equal), so
 * a run that stops half way is simply run again.
 */
export interface RecordMigration<K extends SubmissionKind = SubmissionKind> {
  /** Never changes once released: 'YYYY-MM-DD-what', remembered by the store once done. */
  readonly id: string;
  readonly kind: K;
  /** The record in today's shape, from the shape it was stored in (older shapes included). */
  upgrade(stored: Readonly<Record<string, unknown>>): StoredRecord<K>;
}
