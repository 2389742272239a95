// npm run migrate: runs the migrations of stored records (src/server/migrations) the configured store has not
// finished (./lib/store-script.ts says which store), with no time limit, and prints what it did. Running it
// again when all are done changes nothing. The functions run them too (on a store's first use after a
// deploy, and hourly).

import { MIGRATIONS } from '../src/server/migrations';
import { runMigrations } from '../src/server/migrations/runner';
import { getStore } from '../src/server/store';
import { runStoreScript } from './lib/store-script';

if (process.argv.length > 2) {
  console.error('usage: npm run migrate');
  process.exitCode = 2;
} else {
  await runStoreScript(async ({ deps, where }) => {
    console.log(`Migrations on ${where}`);
    // The store itself, not deps.store(): that one waits for these migrations (src/server/migrations/gate.ts).
    const report = await runMigrations(await getStore(deps.config.env), MIGRATIONS);
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
  });
}
