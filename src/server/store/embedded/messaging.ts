// The embedded adapter's phone messages (../port/messaging): one row per delivery (id: channel and the
// provider's id), one per phone that said STOP on a channel.

import type { StatementSync } from 'node:sqlite';
import type { PhoneOptIn } from '../../../lib/channels';
import { parseStored } from '../shared';
import { STATUS_RANK, type Delivery, type Messaging } from '../port/messaging';
import { type EmbeddedDb, storedRow } from './db';

const rowId = (channel: string, providerId: string) => `${channel}:${providerId}`;

export function embeddedMessaging({ db, transaction, read }: EmbeddedDb): Messaging {
  const sql = {
    save: db.prepare(
      'INSERT INTO deliveries (id, phone_key, updated_ms, data) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET phone_key = excluded.phone_key, updated_ms = excluded.updated_ms, data = excluded.data',
    ),
    get: db.prepare('SELECT data FROM deliveries WHERE id = ?'),
    recent: db.prepare('SELECT data FROM deliveries ORDER BY updated_ms DESC, id DESC LIMIT ?'),
    ofPhone: db.prepare('SELECT data FROM deliveries WHERE phone_key = ? ORDER BY updated_ms DESC, id DESC LIMIT ?'),
    purge: db.prepare(
      'DELETE FROM deliveries WHERE id IN (SELECT id FROM deliveries WHERE updated_ms < ? ORDER BY updated_ms LIMIT ?)',
    ),
    choice: db.prepare('SELECT data FROM phone_choices WHERE ref = ?'),
    setChoice: db.prepare(
      'INSERT INTO phone_choices (ref, data) VALUES (?, ?) ON CONFLICT (ref) DO UPDATE SET data = excluded.data',
    ),
    stop: db.prepare('INSERT INTO opt_outs (channel, phone_key, at_ms) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    resume: db.prepare('DELETE FROM opt_outs WHERE channel = ? AND phone_key = ?'),
    stopped: db.prepare('SELECT 1 AS x FROM opt_outs WHERE channel = ? AND phone_key = ?'),
  } satisfies Record<string, StatementSync>;

  const rows = (list: unknown[]) =>
    list.flatMap((row) => {
      const d = parseStored<Delivery>((row as { data: string }).data);
      return d ? [d] : [];
    });

  return {
    saveDelivery: (d) =>
      transaction('messaging.saveDelivery', () => {
        sql.save.run(rowId(d.channel, d.providerId), d.phoneKey, d.updatedMs, JSON.stringify(d));
      }),

    updateDelivery: (channel, providerId, status, atMs, error) =>
      transaction('messaging.updateDelivery', () => {
        const id = rowId(channel, providerId);
        const current = storedRow<Delivery>(sql.get.get(id));
        if (!current || STATUS_RANK[status] <= STATUS_RANK[current.status]) return null;
        const next: Delivery = { ...current, status, updatedMs: atMs, ...(error ? { error } : {}) };
        sql.save.run(id, next.phoneKey, atMs, JSON.stringify(next));
        return next;
      }),

    deliveries: (limit, phoneKey) =>
      read('messaging.deliveries', () =>
        rows(phoneKey === undefined ? sql.recent.all(limit) : sql.ofPhone.all(phoneKey, limit)),
      ),

    optOut: (channel, phoneKey, atMs) =>
      transaction('messaging.optOut', () => void sql.stop.run(channel, phoneKey, atMs)),
    optIn: (channel, phoneKey) => transaction('messaging.optIn', () => void sql.resume.run(channel, phoneKey)),
    optedOut: (channel, phoneKey) => read('messaging.optedOut', () => sql.stopped.get(channel, phoneKey) !== undefined),

    choice: (ref) => read('messaging.choice', () => storedRow<PhoneOptIn | 'none'>(sql.choice.get(ref))),
    setChoice: (ref, choice) =>
      transaction('messaging.setChoice', () => void sql.setChoice.run(ref, JSON.stringify(choice))),

    purge: (beforeMs, limit) => transaction('messaging.purge', () => Number(sql.purge.run(beforeMs, limit).changes)),
  };
}
