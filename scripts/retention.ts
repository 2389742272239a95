// npm run retention [-- --dry-run]: what the daily scheduled function (netlify/functions/retention.ts) does,
// run once from a terminal on the configured store (./lib/store-script.ts says which; on the live site's
// data, try --dry-run first). Prints what it deleted per kind; with --dry-run it only counts what it would
// delete. No time limit here.

import { RETENTION, periodLabel } from '../src/lib/retention';
import { SUBMISSION_KINDS } from '../src/lib/records';
import { errorSummary } from '../src/server/log';
import { applyRetention, RetentionError, type RetentionReport } from '../src/server/services/retention';
import { applyPrivacyRetention } from '../src/server/services/privacy/retention';
import { runStoreScript } from './lib/store-script';

const USAGE = 'usage: npm run retention [-- --dry-run]';

/** '2025-11-20 10:00 IST' */
function indiaTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} IST`;
}

function print(report: RetentionReport): void {
  for (const kind of SUBMISSION_KINDS) {
    const rule = RETENTION[kind];
    const cutoff = report.cutoffs[kind];
    const when =
      rule.from === 'visit'
        ? `visits before ${cutoff.visitBefore} (kept ${periodLabel(rule.keep)} after the visit)`
        : `received before ${indiaTime(cutoff.receivedBefore)} (kept ${periodLabel(rule.keep)})`;
    console.log(`  ${kind.padEnd(10)} ${String(report.counts[kind]).padStart(6)}  ${when}`);
  }
  const total = SUBMISSION_KINDS.reduce((sum, kind) => sum + report.counts[kind], 0);
  console.log(report.dryRun ? `Would delete ${total} record(s); nothing was deleted.` : `Deleted ${total} record(s).`);
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--dry-run' && a !== '--help' && a !== '-h');
if (args.some((a) => a === '--help' || a === '-h')) {
  console.log(USAGE);
} else if (unknown.length > 0) {
  console.error(`unknown argument(s): ${unknown.join(' ')}\n${USAGE}`);
  process.exitCode = 2;
} else {
  const dryRun = args.includes('--dry-run');
  await runStoreScript(async ({ deps, where }) => {
    console.log(`Retention on ${where}` + (dryRun ? ': DRY RUN, counting only' : ''));
    try {
      print(await applyRetention(deps, { dryRun }));
      if (!dryRun) {
        const privacy = await applyPrivacyRetention(deps);
        console.log(
          `Processing log entries past a year: ${privacy.processing}; rights requests past their time: ${privacy.requests}`,
        );
      }
      return 0;
    } catch (error) {
      if (!(error instanceof RetentionError)) throw error;
      console.error(`Stopped at ${error.kind}: ${errorSummary(error.cause)}. Done before that:`);
      print(error.report);
      return 1;
    }
  });
}
