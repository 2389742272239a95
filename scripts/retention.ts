// npm run retention [-- --dry-run]: what the daily scheduled function (netlify/functions/retention.ts) does,
// run once from a terminal on the configured store, the same one the functions use (.env and the
// environment: Upstash, REDIS_URL, or the embedded SQLite file under .data/). Prints what it deleted per
// kind; with --dry-run it only counts what it would delete. No time limit here.
//
// The store's key namespace is the deploy context: on your machine 'dev', whatever store you point at.
// To act on the live site's data, set the production Upstash variables and CONTEXT=production (and try
// --dry-run first).

import { RETENTION, periodLabel } from '../src/lib/retention';
import { SUBMISSION_KINDS } from '../src/lib/records';
import { getDeps } from '../src/server/deps';
import { errorSummary, setLogSink } from '../src/server/log';
import { applyRetention, RetentionError, type RetentionReport } from '../src/server/services/retention';
import { applyPrivacyRetention } from '../src/server/services/privacy/retention';
import { resetStore, selectStore, useStoreParts } from '../src/server/store';
import { ALL_PARTS } from '../src/server/store/parts/all';

// A script works on every kind of stored data (src/server/store/parts).
useStoreParts(ALL_PARTS);

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

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((a) => a === '--help' || a === '-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((a) => a !== '--dry-run');
  if (unknown.length > 0) {
    console.error(`unknown argument(s): ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const dryRun = args.includes('--dry-run');

  try {
    process.loadEnvFile('.env'); // never overrides what the environment already sets
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Warnings and errors only (the summary below says the rest), on stderr.
  setLogSink((level, line) => {
    if (level !== 'info') console.error(line);
  });

  const deps = getDeps();
  const selection = selectStore(deps.config.env);
  console.log(
    `Retention on ${selection.name} (${selection.transport}), namespace '${selection.namespace}'` +
      (dryRun ? ': DRY RUN, counting only' : ''),
  );
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
    if (error instanceof RetentionError) {
      console.error(`Stopped at ${error.kind}: ${errorSummary(error.cause)}. Done before that:`);
      print(error.report);
    } else {
      console.error(`Failed: ${errorSummary(error)}`);
    }
    return 1;
  } finally {
    await resetStore();
  }
}

// The RESP client's socket is unref'd (src/server/store/redis/resp-requester.ts, so idle workers can exit): a
// pending command does not keep a script alive. This does, until main() is done.
const keepAlive = setInterval(() => {}, 60_000);
process.exitCode = await main()
  .catch((error: unknown) => {
    console.error(`Failed: ${errorSummary(error)}`);
    return 1;
  })
  .finally(() => clearInterval(keepAlive));
