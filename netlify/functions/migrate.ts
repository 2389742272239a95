// Scheduled, every hour: runs the migrations of stored records (src/server/migrations) the store has not
// finished, so a deploy's data is brought to today's shape even while no request comes (the first request
// after a deploy runs them too: src/server/migrations/gate.ts). Nothing pending costs one read. Locally:
// `npm run migrate`.
//
// No `config.path`: Netlify's scheduler calls it, only on the published deploy. It answers and logs counts
// and ids only (never a record). A scheduled function has 30 seconds: the run starts no new page after 20
// and the next hour (or request) carries on from where it stopped. Store trouble is answered 503.

import type { Config, Context } from '@netlify/functions';
import { getDeps } from '../../src/server/deps';
import { ConfigError, StoreUnavailableError } from '../../src/server/errors';
import { json } from '../../src/server/http/response';
import { errorSummary, log } from '../../src/server/log';
import { MIGRATIONS } from '../../src/server/migrations';
import { runMigrations } from '../../src/server/migrations/runner';
import { getStore } from '../../src/server/store';

const BUDGET_MS = 20_000;

export default async function migrate(_req: Request, _context: Context): Promise<Response> {
  const started = Date.now();
  try {
    const store = await getStore(getDeps().config.env);
    const report = await runMigrations(store, MIGRATIONS, { budgetMs: BUDGET_MS });
    log.info('migrations_scheduled', {
      complete: report.complete,
      busy: report.busy,
      written: report.runs.reduce((n, r) => n + r.written, 0),
      left: report.failed.length,
      ms: Date.now() - started,
    });
    return json({
      success: true,
      complete: report.complete,
      busy: report.busy,
      runs: report.runs,
      left: report.failed.map(({ migration, kind, id, reason }) => ({ migration, kind, id, reason })),
    });
  } catch (error) {
    const unavailable = error instanceof StoreUnavailableError || error instanceof ConfigError;
    log.error('migrations_failed', { reason: errorSummary(error), ms: Date.now() - started });
    return json(
      { success: false, error: unavailable ? 'store unavailable' : 'internal error' },
      unavailable ? 503 : 500,
    );
  }
}

export const config: Config = { schedule: '@hourly' };
