// The Redis adapter's migrations (../port/migrations): where each migration stands in the `migrations` HASH
// (id -> 'done' or its cursor '<ms> <id>'), the runners' lease in a STRING that expires, and the scan and
// rewrite scripts (./lua/migrations) over a kind's records, search texts and lookups (./keys).

import type { SubmissionKind } from '../../../lib/records';
import type { MigrationState, Migrations } from '../port/migrations';
import { pageLimit, parseStored } from '../shared';
import type { RedisContext } from './keys';
import { lookupKeys } from './lookups';
import { LEASE } from './lua/migrations/lease';
import { RELEASE } from './lua/migrations/release';
import { REWRITE } from './lua/migrations/rewrite';
import { SCAN } from './lua/migrations/scan';
import { STATES } from './lua/migrations/states';
import { bindScripts } from './lua/script';

/** A stored state: 'done', or the cursor '<ms> <id>' (anything else: not started). */
function stateOf(text: string): MigrationState | null {
  if (text === 'done') return { done: true };
  const match = /^(\d+) (\S+)$/.exec(text);
  return match ? { done: false, after: { ms: Number(match[1]), id: match[2]! } } : null;
}

export function redisMigrations({ redis, k, guard }: RedisContext): Migrations {
  const m = k.migrations;
  const scripts = bindScripts(redis, {
    states: STATES,
    scan: SCAN,
    rewrite: REWRITE,
    lease: LEASE,
    release: RELEASE,
  });
  return {
    states: () =>
      guard('migrations.states', async () => {
        const states = new Map<string, MigrationState>();
        for (const [id, value] of await scripts.states({ states: m.states }, {})) {
          const state = stateOf(value);
          if (state) states.set(id, state);
        }
        return states;
      }),

    save: (id, state) =>
      guard('migrations.save', async () => {
        await redis.hset(m.states, { [id]: state.done ? 'done' : `${state.after.ms} ${state.after.id}` });
      }),

    lease: (holder, ms) =>
      guard('migrations.lease', () => scripts.lease({ lease: m.lease }, { holder, ms: Math.max(1, Math.ceil(ms)) })),

    release: (holder) =>
      guard('migrations.release', async () => {
        await scripts.release({ lease: m.lease }, { holder });
      }),

    scan: (kind: SubmissionKind, { limit, after }) =>
      guard('migrations.scan', async () => {
        const { more, rows } = await scripts.scan(
          { idx: k.idx(kind), rec: k.rec(kind) },
          { minScore: after ? String(after.ms) : '-inf', afterId: after?.id ?? '', limit: pageLimit(limit) },
        );
        const last = rows.at(-1);
        return {
          rows: rows.map(({ id, ms, value, version }) => ({
            id,
            ms,
            value: parseStored<Record<string, unknown>>(value),
            version,
          })),
          next: more && last ? { ms: last.ms, id: last.id } : null,
        };
      }),

    rewrite: (kind, rows) =>
      guard('migrations.rewrite', async () => {
        if (rows.length === 0) return { written: 0, changed: [] };
        return scripts.rewrite(
          { rec: k.rec(kind), find: k.find(kind), lookups: rows.map((row) => lookupKeys(k, kind, row.record)) },
          {
            rows: rows.map((row) => ({
              id: row.id,
              version: row.version,
              json: JSON.stringify(row.record),
              search: row.search,
              score: String(row.ms),
            })),
          },
        );
      }),
  };
}
