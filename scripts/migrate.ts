// npm run migrate: runs the migrations of stored records (src/server/migrations) the configured store has not
// finished, the same store the functions use (.env and the environment: Upstash, REDIS_URL, or the embedded
// SQLite file under .data/), with no time limit, and prints what it did. Running it again when all are done
// changes nothing. The functions run them too (on a store's first use after a deploy, and hourly).
//
// The store's key namespace is the deploy context: on your machine 'dev'. To migrate the live site's data,
// set the production Upstash variables and CONTEXT=production.

import { getDeps } from '../src/server/deps';
import { errorSummary, setLogSink } from '../src/server/log';
import { MIGRATIONS } from '../src/server/migrations';
import { runMigrations } from '../src/server/migrations/runner';
import { getStore, resetStore, selectStore, useStoreParts } from '../src/server/store';
import { ALL_PARTS } from '../src/server/store/parts/all';

// A script works on every kind of stored data (src/server/store/parts).
useStoreParts(ALL_PARTS);

async function main(): Promise<number> {
  if (process.argv.length > 2) {
    console.error('usage: npm run migrate');
    return 2;
  }
  try {
    process.loadEnvFile('.env'); // never overrides what the environment already sets
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Warnings and errors only (the summary below says the rest), on stderr.
  setLogSink((level, line) => {
    if (level !== 'info') console.error(line);
  });
  const { env } = getDeps().config;
  const selection = selectStore(env);
  console.log(`Migrations on ${selection.name} (${selection.transport}), namespace '${selection.namespace}'`);
  try {
    const store = await getStore(env);
    const report = await runMigrations(store, MIGRATIONS);
    if (report.busy) {
      console.log('Another run holds the lease (a function, or another terminal): nothing done. Try again shortly.');
      return 1;
    }
    if (report.runs.length === 0) console.log(`Nothing to do: all ${MIGRATIONS.length} migration(s) done.`);
    for (const run of report.runs) {
      console.log(`  ${run.id} (${run.kind}): read ${run.read}, rewrote ${run.written}${run.finished ? ', done' : ''}`);
    }
    for (const bad of report.failed) {
      console.log(`  left as stored: ${bad.kind} ${bad.id} (${bad.migration}): ${bad.reason}`);
    }
    return report.complete ? 0 : 1;
  } catch (error) {
    console.error(`Failed: ${errorSummary(error)}`);
    return 1;
  } finally {
    await resetStore();
  }
}

// The RESP client's socket is unref'd (src/server/store/redis/resp-requester.ts): a pending command does
// not keep a script alive. This does, until main() is done.
const keepAlive = setInterval(() => {}, 60_000);
process.exitCode = await main()
  .catch((error: unknown) => {
    console.error(`Failed: ${errorSummary(error)}`);
    return 1;
  })
  .finally(() => clearInterval(keepAlive));
