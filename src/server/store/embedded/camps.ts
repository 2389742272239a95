// The embedded adapter's camps (../port/camps): a date's places, tokens and called-off mark in `camp_days`,
// registrations in `camp_registrations` (their arrival order is the row's autoincrement), each write one
// IMMEDIATE transaction (./db) with its outbox messages, so places and tokens are taken atomically.

import type { StatementSync } from 'node:sqlite';
import type { CampDayState, CampRegistration } from '../../../lib/camp-registrations';
import { campMessages, countsOf, dayOrder, type CampDraft, type CampMessageKind, type Camps } from '../port/camps';
import { WindowFullError } from '../port/limits';
import { hiddenKey } from '../shared';
import { type EmbeddedDb, storedRow, storedRows } from './db';
import type { WindowCounter } from './limits';
import { enqueueIn, type OutboxStatements } from './outbox';

type DayRow = { capacity: number; taken: number; tokens: number; cancelled: number };

export function embeddedCamps(
  { db, transaction, read }: EmbeddedDb,
  counter: WindowCounter,
  outboxSql: OutboxStatements,
): Camps {
  const sql = {
    day: db.prepare('SELECT capacity, taken, tokens, cancelled FROM camp_days WHERE camp = ? AND date = ?'),
    openDay: db.prepare('INSERT INTO camp_days (camp, date, capacity) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    setDay: db.prepare('UPDATE camp_days SET taken = ?, tokens = ?, cancelled = ? WHERE camp = ? AND date = ?'),
    phoneCount: db.prepare(`SELECT COUNT(*) AS n FROM camp_registrations WHERE camp = ? AND date = ? AND phone_key = ?
      AND json_extract(data, '$.status') != 'cancelled'`),
    insert: db.prepare('INSERT INTO camp_registrations (id, camp, date, phone_key, data) VALUES (?, ?, ?, ?, ?)'),
    get: db.prepare('SELECT data FROM camp_registrations WHERE id = ?'),
    update: db.prepare('UPDATE camp_registrations SET data = ? WHERE id = ?'),
    onDate: db.prepare('SELECT data FROM camp_registrations WHERE camp = ? AND date = ? ORDER BY arrival'),
    waiting: db.prepare(`SELECT data FROM camp_registrations WHERE camp = ? AND date = ?
      AND json_extract(data, '$.status') = 'waiting' ORDER BY arrival`),
    between: db.prepare('SELECT data FROM camp_registrations WHERE camp = ? AND date BETWEEN ? AND ? ORDER BY arrival'),
    daysBetween: db.prepare('SELECT COUNT(*) AS n FROM camp_days WHERE camp = ? AND date BETWEEN ? AND ?'),
  } satisfies Record<string, StatementSync>;

  const parse = (rows: unknown[]) => storedRows<CampRegistration>(rows);
  const getNow = (id: string) => storedRow<CampRegistration>(sql.get.get(id));
  const save = (r: CampRegistration) => sql.update.run(JSON.stringify(r), r.id);
  const tell = (kind: CampMessageKind, r: CampRegistration | CampDraft, nowMs: number, dueMs = nowMs) => {
    for (const message of campMessages(kind, r, nowMs)) enqueueIn(outboxSql, message, dueMs);
  };
  const dayRow = (camp: string, date: string) => sql.day.get(camp, date) as DayRow | undefined;

  /** Inside a transaction: give the date's waiting registrations that fit their tokens, in order. */
  function promote(camp: string, date: string, day: DayRow, nowMs: number): CampRegistration[] {
    const promoted: CampRegistration[] = [];
    let { taken, tokens } = day;
    for (const waiting of parse(sql.waiting.all(camp, date))) {
      if (taken + waiting.people > day.capacity) continue;
      taken += waiting.people;
      const changed: CampRegistration = { ...waiting, status: 'registered', token: ++tokens };
      save(changed);
      tell('promoted', changed, nowMs);
      promoted.push(changed);
    }
    sql.setDay.run(taken, tokens, day.cancelled, camp, date);
    return promoted;
  }

  return {
    register: ({ draft, capacity, phonePerDate, messages = [], hits = [] }) =>
      transaction('camps.register', () => {
        const full = counter.hitsOver(hits);
        if (full >= 0) throw new WindowFullError(full);
        sql.openDay.run(draft.camp, draft.date, capacity);
        const day = dayRow(draft.camp, draft.date)!;
        if (day.cancelled) return { ok: false, refused: 'called-off' } as const;
        const phoneKey = hiddenKey(draft.phone);
        const phoneOver =
          phonePerDate > 0 &&
          Number((sql.phoneCount.get(draft.camp, draft.date, phoneKey) as { n: number }).n) >= phonePerDate;
        const held = phoneOver ? 'phone' : counter.holdsOver(hits) ? 'network' : undefined;
        const fits = day.taken + draft.people <= day.capacity;
        const registration: CampRegistration = {
          ...draft,
          status: fits ? 'registered' : 'waiting',
          ...(fits ? { token: day.tokens + 1 } : {}),
          ...(held ? { held } : {}),
        };
        if (fits) sql.setDay.run(day.taken + draft.people, day.tokens + 1, 0, draft.camp, draft.date);
        sql.insert.run(draft.id, draft.camp, draft.date, phoneKey, JSON.stringify(registration));
        counter.commitHits(hits);
        const createdMs = Date.parse(draft.createdAt);
        for (const m of messages) tell(m.kind, draft, createdMs, m.dueMs);
        return { ok: true, registration } as const;
      }),

    get: (id) => read('camps.get', () => getNow(id)),

    cancel: (id, by, nowMs, version) =>
      transaction('camps.cancel', () => {
        const current = getNow(id);
        if (!current) return { ok: false, refused: 'missing' } as const;
        if (current.status === 'cancelled') return { ok: false, refused: 'cancelled' } as const;
        if (version !== undefined && (current.link ?? 0) !== version) return { ok: false, refused: 'stale' } as const;
        const registration: CampRegistration = {
          ...current,
          status: 'cancelled',
          cancelledBy: by,
          link: (current.link ?? 0) + 1,
        };
        save(registration);
        const day = dayRow(current.camp, current.date)!;
        if (current.status === 'registered') day.taken -= current.people;
        const promoted = day.cancelled ? [] : promote(current.camp, current.date, day, nowMs);
        if (day.cancelled) sql.setDay.run(day.taken, day.tokens, 1, current.camp, current.date);
        if (by === 'staff') tell('cancelled', registration, nowMs);
        return { ok: true, registration, promoted } as const;
      }),

    markCame: (id, came) =>
      transaction('camps.markCame', () => {
        const current = getNow(id);
        if (!current) return null;
        const changed = { ...current, came };
        save(changed);
        return changed;
      }),

    cancelDate: (camp, date, capacity, nowMs) =>
      transaction('camps.cancelDate', () => {
        sql.openDay.run(camp, date, capacity);
        const day = dayRow(camp, date)!;
        const told: CampRegistration[] = [];
        for (const r of parse(sql.onDate.all(camp, date))) {
          if (r.status === 'cancelled') continue;
          const changed: CampRegistration = { ...r, status: 'cancelled', cancelledBy: 'date', link: (r.link ?? 0) + 1 };
          save(changed);
          tell('called-off', changed, nowMs);
          told.push(changed);
        }
        sql.setDay.run(0, day.tokens, 1, camp, date);
        return told;
      }),

    onDate: (camp, date) => read('camps.onDate', () => dayOrder(parse(sql.onDate.all(camp, date)))),

    day: (camp, date) =>
      read('camps.day', (): CampDayState | null => {
        const row = dayRow(camp, date);
        return row ? { camp, date, capacity: row.capacity, taken: row.taken, cancelled: row.cancelled === 1 } : null;
      }),

    counts: (camp, from, to) =>
      read('camps.counts', () =>
        countsOf(
          camp,
          Number((sql.daysBetween.get(camp, from, to) as { n: number }).n),
          parse(sql.between.all(camp, from, to)),
        ),
      ),
  };
}
