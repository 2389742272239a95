// Scheduled, every day at 00:00 UTC (05:30 in India): deletes what the Privacy Policy says we no longer
// keep (src/server/services/retention.ts; the periods: src/lib/retention.ts). Locally: `npm run retention`.
//
// No `config.path`: Netlify's scheduler calls it (a POST whose JSON body holds `next_run`, which we do not
// need), only on the published deploy; the site routes no URL of ours to it. Whoever reaches it anyway can
// only make it do what the schedule does. It answers with counts only, and logs counts only (never a
// record). A scheduled function has 30 seconds: the run stops starting new work after 20, and the next day
// carries on. Store trouble is logged with what was done before it and answered 503 (500 otherwise), so
// the failed run shows in the function's log.

import type { Config, Context } from '@netlify/functions';
import type { SubmissionKind } from '../../src/lib/records';
import { AUDIT_KEEP_MS } from '../../src/server/services/staff/act';
import { getDeps } from '../../src/server/deps';
import { ConfigError, StoreUnavailableError } from '../../src/server/errors';
import { json } from '../../src/server/http/response';
import { errorSummary, log } from '../../src/server/log';
import { applyRetention, RetentionError, SCHEDULED_BUDGET_MS } from '../../src/server/services/retention';
import { applyPrivacyRetention } from '../../src/server/services/privacy/retention';
import { useStoreParts } from '../../src/server/store';
import { ALL_PARTS } from '../../src/server/store/parts/all';
import { useMessages } from '../../src/lib/messages';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';

useStoreParts(ALL_PARTS);
useMessages(ALL_MESSAGE_AREAS);

export default async function retention(_req: Request, _context: Context): Promise<Response> {
  const started = Date.now();
  try {
    const deps = getDeps();
    const report = await applyRetention(deps, { budgetMs: SCHEDULED_BUDGET_MS });
    // The processing log's year and the rights requests' periods, in what is left of the budget.
    const privacy = await applyPrivacyRetention(deps, Math.max(1, SCHEDULED_BUDGET_MS + started - Date.now()));
    log.info('retention_done', {
      ...report.counts,
      ...privacy,
      complete: report.complete,
      ms: Date.now() - started,
    });
    // Staff see in the audit log what the schedule deleted (counts per kind).
    const store = await deps.store();
    for (const [kind, count] of Object.entries(report.counts) as [SubmissionKind, number][]) {
      if (count > 0) {
        const at = deps.now().toISOString();
        await store.audit.add({ at, action: 'retention', session: 'schedule', kind, count }, AUDIT_KEEP_MS);
        await store.processing.add({ atMs: Date.parse(at), action: 'retention', kind, count, by: 'schedule' });
      }
    }
    return json({ success: true, deleted: report.counts, complete: report.complete });
  } catch (error) {
    const cause = error instanceof RetentionError ? error.cause : error;
    const unavailable = cause instanceof StoreUnavailableError || cause instanceof ConfigError;
    log.error('retention_failed', {
      ...(error instanceof RetentionError ? { ...error.report.counts, stoppedAt: error.kind } : {}),
      reason: errorSummary(cause),
      ms: Date.now() - started,
    });
    return json(
      { success: false, error: unavailable ? 'store unavailable' : 'internal error' },
      unavailable ? 503 : 500,
    );
  }
}

export const config: Config = { schedule: '@daily' };
