// The embedded adapter's outbox (../port/outbox): one table (./schema); a submission's messages are
// written in the same transaction as the submission (enqueueNotices, called by ./records add and
// ./bookings reserve).

import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SubmissionKind } from '../../../lib/records';
import { parseStored } from '../shared';
import { outboxMessage } from '../port/outbox';
import type { ClaimedMessage, Notice, Outbox, OutboxMessage, Settlement, TroubledMessage } from '../port/outbox';
import type { EmbeddedDb } from './db';

type Row = { data: string; status: 'pending' | 'failed'; attempts: number; error: string; at_ms: number };

export function outboxStatements(db: DatabaseSync) {
  return {
    insert: db.prepare('INSERT INTO outbox (id, data, at_ms) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    due: db.prepare(
      "SELECT id, data, attempts FROM outbox WHERE status = 'pending' AND at_ms <= ? ORDER BY at_ms, id LIMIT ?",
    ),
    take: db.prepare('UPDATE outbox SET at_ms = ?, attempts = attempts + 1 WHERE id = ?'),
    sent: db.prepare("UPDATE outbox SET status = 'sent', at_ms = ?, error = NULL WHERE id = ?"),
    retry: db.prepare("UPDATE outbox SET status = 'pending', at_ms = ?, error = ? WHERE id = ?"),
    failed: db.prepare("UPDATE outbox SET status = 'failed', at_ms = ?, error = ? WHERE id = ?"),
    wait: db.prepare(
      "UPDATE outbox SET status = 'pending', at_ms = ?, error = ?, attempts = MAX(attempts - 1, 0) WHERE id = ?",
    ),
    drop: db.prepare('DELETE FROM outbox WHERE id = ?'),
    troubled: db.prepare(`SELECT data, status, attempts, error, at_ms FROM outbox
      WHERE error IS NOT NULL AND status <> 'sent' ORDER BY status = 'failed' DESC, at_ms DESC LIMIT ?`),
    again: db.prepare(`UPDATE outbox SET status = 'pending', at_ms = ?, attempts = 0
      WHERE id = ? AND error IS NOT NULL AND status <> 'sent'`),
    counts: db.prepare("SELECT status, COUNT(*) AS n FROM outbox WHERE status <> 'sent' GROUP BY status"),
    purge: db.prepare(
      "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE status = 'sent' AND at_ms < ? LIMIT ?)",
    ),
    purgeFailed: db.prepare(
      "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE status = 'failed' AND at_ms < ? LIMIT ?)",
    ),
  } satisfies Record<string, StatementSync>;
}

export type OutboxStatements = ReturnType<typeof outboxStatements>;

/** Inside the caller's transaction: add `message` unless its id is there. */
export function enqueueIn(sql: OutboxStatements, message: OutboxMessage, dueMs: number): boolean {
  return Number(sql.insert.run(message.id, JSON.stringify(message), dueMs).changes) > 0;
}

/** Inside a write's transaction: the messages its notices ask for, about `ref`. */
export function enqueueNotices(
  sql: OutboxStatements,
  notices: Notice[] | undefined,
  kind: SubmissionKind,
  ref: string,
  createdMs: number,
): void {
  for (const notice of notices ?? []) {
    const { message, dueMs } = outboxMessage(notice, kind, ref, createdMs);
    enqueueIn(sql, message, dueMs);
  }
}

export function embeddedOutbox({ transaction, read }: EmbeddedDb, sql: OutboxStatements): Outbox {
  return {
    enqueue: (message, dueMs) => transaction('outbox.enqueue', () => enqueueIn(sql, message, dueMs)),

    claim: (nowMs, leaseMs, limit) =>
      transaction('outbox.claim', () => {
        const rows = sql.due.all(nowMs, limit) as { id: string; data: string; attempts: number }[];
        const taken: ClaimedMessage[] = [];
        for (const row of rows) {
          sql.take.run(nowMs + leaseMs, row.id);
          const message = parseStored<OutboxMessage>(row.data);
          if (message) taken.push({ ...message, attempt: row.attempts + 1 });
        }
        return taken;
      }),

    settle: (id, settlement: Settlement) =>
      transaction('outbox.settle', () => {
        if (settlement.outcome === 'drop') sql.drop.run(id);
        else if (settlement.outcome === 'sent') sql.sent.run(settlement.atMs, id);
        else sql[settlement.outcome].run(settlement.atMs, settlement.error, id);
      }),

    troubled: (limit) =>
      read('outbox.troubled', () =>
        (sql.troubled.all(limit) as Row[]).flatMap((row): TroubledMessage[] => {
          const message = parseStored<OutboxMessage>(row.data);
          return message
            ? [{ ...message, status: row.status, attempts: row.attempts, error: row.error, atMs: row.at_ms }]
            : [];
        }),
      ),

    retryNow: (id, nowMs) => transaction('outbox.retryNow', () => Number(sql.again.run(nowMs, id).changes) > 0),

    counts: () =>
      read('outbox.counts', () => {
        const rows = sql.counts.all() as { status: string; n: number }[];
        const n = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
        return { pending: n('pending'), failed: n('failed') };
      }),

    purgeSent: (beforeMs, limit) =>
      transaction('outbox.purgeSent', () => Number(sql.purge.run(beforeMs, limit).changes)),

    purgeFailed: (beforeMs, limit) =>
      transaction('outbox.purgeFailed', () => Number(sql.purgeFailed.run(beforeMs, limit).changes)),
  };
}
