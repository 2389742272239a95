/**
 * What scripts/lighthouse.mjs asks of Lighthouse and makes of its answers: the gates, the configuration of a
 * run, the figures of one run, the audits a run could not carry out, and one route's row from its runs.
 */

/** The audits that gate: each category's score must be this, on every route, in every run. */
export const GATES = { accessibility: 1, bestPractices: 1, seo: 1 };
const GATE_NAMES = { accessibility: 'accessibility', bestPractices: 'best practices', seo: 'SEO' };
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Nothing here reads Lighthouse's pictures of the page (the filmstrip, the last frame, the whole page): not
// taking them is a fifth of each run's time. Every audit that scores a category still runs.
export const FLAGS = { output: 'json', logLevel: 'error', disableFullPageScreenshot: true };
// Nor its performance diagnostics that weigh nothing in the score and that this report does not show (each
// costs its audit and often a gatherer of its own, bfcache's a second navigation): the score is made of the
// weighted metrics alone. The page has loaded when it has been quiet for half a second (Lighthouse's default
// is a second): the pages run no script before input, so nothing happens later to wait for.
const { default: defaultConfig } = await import('lighthouse/core/config/default-config.js');
const READ = new Set(['network-requests']);
const GATED_AUDITS = new Set(
  ['accessibility', 'best-practices', 'seo'].flatMap((k) => defaultConfig.categories[k].auditRefs.map((r) => r.id)),
);
const UNWEIGHTED = defaultConfig.categories.performance.auditRefs
  .filter((r) => r.weight === 0 && !READ.has(r.id) && !GATED_AUDITS.has(r.id))
  .map((r) => r.id);
export const CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot', ...UNWEIGHTED],
    pauseAfterFcpMs: 500,
    pauseAfterLoadMs: 500,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
  },
};

/** The figures of one Lighthouse run. */
export function toRun(lhr) {
  const score = (k) => lhr.categories[k]?.score ?? 0;
  const audit = (k) => lhr.audits[k]?.numericValue ?? NaN;
  const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  // The audits that cost a gated category its 1.00 (performance's own audits are not listed).
  const gated = new Set(
    ['accessibility', 'best-practices', 'seo'].flatMap((k) => lhr.categories[k]?.auditRefs.map((r) => r.id) ?? []),
  );
  const failingAudits = Object.values(lhr.audits)
    .filter((a) => gated.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsBytes,
    failingAudits,
  };
}

/**
 * The gated categories' audits Lighthouse could not carry out in a run (`scoreDisplayMode: 'error'`, and a
 * category scored null because of them), each with Lighthouse's reason.
 */
export function unmeasuredAudits(lhr) {
  const gated = ['accessibility', 'best-practices', 'seo'].filter((k) => lhr.categories[k]);
  const ids = new Set(gated.flatMap((k) => lhr.categories[k].auditRefs.map((r) => r.id)));
  const errored = Object.values(lhr.audits)
    .filter((a) => ids.has(a.id) && a.scoreDisplayMode === 'error')
    .map((a) => `${a.id} (${a.errorMessage ?? 'no reason given'})`);
  const unscored = gated.filter((k) => lhr.categories[k].score === null).map((k) => `the ${k} category (no score)`);
  return errored.length ? errored : unscored;
}

/** One row from a route's runs: the median of each performance figure, the lowest of each gated score. */
export function toRow(route, runs) {
  // The middle run's figure (for an even count, the mean of the two middle ones), rounded as Lighthouse shows it.
  const median = (k, digits) => {
    const sorted = runs.map((r) => r[k]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    return Number(value.toFixed(digits));
  };
  const row = { route, runs: runs.length };
  for (const [k, digits] of Object.entries({ performance: 2, lcpMs: 0, tbtMs: 0, cls: 3, jsBytes: 0 }))
    row[k] = median(k, digits);
  for (const k of Object.keys(GATES)) row[k] = Math.min(...runs.map((r) => r[k]));
  row.failingAudits = [...new Set(runs.flatMap((r) => r.failingAudits))];
  const problems = Object.entries(GATES)
    .filter(([k, min]) => row[k] < min)
    .map(([k]) => `${GATE_NAMES[k]} ${row[k]}`);
  row.ok = problems.length === 0;
  if (!row.ok) row.error = `${problems.join(', ')}; failing audits: ${row.failingAudits.join(', ') || '(none listed)'}`;
  return row;
}
