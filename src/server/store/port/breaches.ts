// The breaches sub-port: personal data breaches as staff record them (lib/breaches), the Board's
// steps, the notices each affected person is sent (outbox messages written with the count, in one step),
// and the read that finds the affected records: a kind's records received within a window, through the
// createdAt index (never the whole kind).

import type { Breach, BoardStep } from '../../../lib/breaches';
import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import type { QueuedMessage } from './requests';

export interface Breaches {
  add(breach: Breach): Promise<void>;
  get(id: string): Promise<Breach | null>;
  /** Newest recorded first; at most `limit`. */
  list(limit: number): Promise<Breach[]>;
  /** Record the Board's first notice or its detailed report; null when there is no such breach. */
  board(id: string, step: 'first' | 'report', value: BoardStep): Promise<Breach | null>;
  /** Write the notices' messages (an id already queued is not queued again) and count those new; one step. */
  notify(id: string, messages: QueuedMessage[], atMs: number): Promise<Breach | null>;
  /**
   * Records of `kind` received from `fromMs` to `toMs` (createdAt, both included), oldest first (ties by
   * id), `limit` (1..1000) from `offset`: what the index holds for the window, nothing else.
   */
  receivedBetween<K extends SubmissionKind>(
    kind: K,
    fromMs: number,
    toMs: number,
    page: { limit: number; offset: number },
  ): Promise<StoredRecord<K>[]>;
}
