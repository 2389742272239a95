// What the privacy tools keep, and for how long (DPDP Rules, Rule 8(3)): processing log entries one year
// after the processing, then deleted; rights requests never proven by their code, a day; answered requests,
// a year after the answer (the record that the right was honoured). Run with the daily retention.

import type { Deps } from '../../deps';
import { PROCESSING_KEEP_MS } from './log';

const DAY_MS = 86_400_000;
/** Deletes per call (a run repeats until nothing is left or its budget ends). */
const BATCH = 500;

export interface PrivacyRetentionReport {
  processing: number;
  requests: number;
}

export async function applyPrivacyRetention(deps: Deps, budgetMs = Infinity): Promise<PrivacyRetentionReport> {
  const deadline = Date.now() + budgetMs;
  const nowMs = deps.now().getTime();
  const store = await deps.store();
  const report: PrivacyRetentionReport = { processing: 0, requests: 0 };
  for (;;) {
    const n = await store.processing.purge(nowMs - PROCESSING_KEEP_MS, BATCH);
    report.processing += n;
    if (n < BATCH || Date.now() >= deadline) break;
  }
  for (;;) {
    const n = await store.requests.purge(nowMs - DAY_MS, nowMs - PROCESSING_KEEP_MS, BATCH);
    report.requests += n;
    if (n < BATCH || Date.now() >= deadline) break;
  }
  return report;
}
