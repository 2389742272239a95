// The embedded adapter's rights requests (../port/requests): a table of their own, created here; a request's messages are written in its own transaction (./outbox enqueueIn).

import type { StatementSync } from 'node:sqlite';
import type { Requests, StoredRequest } from '../port/requests';
import { parseStored } from '../shared';
import { type EmbeddedDb, storedRows } from './db';
import { enqueueIn, type OutboxStatements } from './outbox';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS privacy_requests (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  due_ms INTEGER NOT NULL,
  answered_ms INTEGER,
  tries INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS privacy_requests_by_status ON privacy_requests (status, due_ms, created_ms);
`;

type Row = { data: string; tries: number };

export function embeddedRequests({ db, transaction, read }: EmbeddedDb, outbox: OutboxStatements): Requests {
  db.exec(SCHEMA);
  const sql = {
    insert: db.prepare(
      'INSERT INTO privacy_requests (id, status, created_ms, due_ms, data) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    get: db.prepare('SELECT data, tries FROM privacy_requests WHERE id = ?'),
    tried: db.prepare('UPDATE privacy_requests SET tries = tries + 1 WHERE id = ?'),
    update: db.prepare('UPDATE privacy_requests SET status = ?, due_ms = ?, answered_ms = ?, data = ? WHERE id = ?'),
    open: db.prepare("SELECT data FROM privacy_requests WHERE status = 'open' ORDER BY due_ms, created_ms LIMIT ?"),
    purge: db.prepare(`DELETE FROM privacy_requests WHERE id IN (SELECT id FROM privacy_requests
      WHERE (status = 'unverified' AND created_ms < ?) OR (status = 'answered' AND answered_ms < ?) LIMIT ?)`),
  } satisfies Record<string, StatementSync>;

  const row = (id: string) => sql.get.get(id) as Row | undefined;
  const save = (r: StoredRequest) => sql.update.run(r.status, r.dueMs, r.answer?.atMs ?? null, JSON.stringify(r), r.id);

  return {
    create: (request, messages) =>
      transaction('requests.create', () => {
        const done = sql.insert.run(
          request.id,
          request.status,
          request.createdMs,
          request.dueMs,
          JSON.stringify(request),
        );
        if (Number(done.changes) === 0) return;
        for (const { message, dueMs } of messages) enqueueIn(outbox, message, dueMs);
      }),

    get: (id) => read('requests.get', () => parseStored<StoredRequest>(row(id)?.data)),

    verify: (id, codeHash, { nowMs, maxTries, dueMs }, messages) =>
      transaction('requests.verify', () => {
        const found = row(id);
        const request = parseStored<StoredRequest>(found?.data);
        if (!found || !request || request.status !== 'unverified' || !request.code) {
          return { ok: false, why: 'missing' } as const;
        }
        sql.tried.run(id);
        if (found.tries + 1 > maxTries) return { ok: false, why: 'tries' } as const;
        if (request.code.expiresMs <= nowMs) return { ok: false, why: 'expired' } as const;
        if (request.code.hash !== codeHash) return { ok: false, why: 'wrong' } as const;
        const { code: _code, ...rest } = request;
        const opened: StoredRequest = { ...rest, status: 'open', dueMs };
        save(opened);
        for (const m of messages) enqueueIn(outbox, m.message, m.dueMs);
        return { ok: true, request: opened } as const;
      }),

    queue: (limit) =>
      read('requests.queue', () => storedRows<StoredRequest>(sql.open.all(Math.max(1, Math.min(limit, 1000))))),

    answer: (id, answer, messages) =>
      transaction('requests.answer', () => {
        const request = parseStored<StoredRequest>(row(id)?.data);
        if (!request || request.status !== 'open') return null;
        const answered: StoredRequest = { ...request, status: 'answered', answer };
        save(answered);
        for (const m of messages) enqueueIn(outbox, m.message, m.dueMs);
        return answered;
      }),

    purge: (unverifiedBeforeMs, answeredBeforeMs, limit) =>
      transaction('requests.purge', () =>
        Number(sql.purge.run(unverifiedBeforeMs, answeredBeforeMs, Math.max(1, limit)).changes),
      ),
  };
}
