// npm run notify: what the scheduled function (netlify/functions/notify.ts) does, once, from a terminal,
// on the configured store (.env and the environment: Upstash, REDIS_URL, or the embedded SQLite file under
// .data/): delivers every message that is due, over SMTP_URL, or without it into OUTBOX_DIR as .eml files
// (their paths are printed), and queues the morning list from 7 AM India time. Exit code 1 when a message
// could not be delivered (it stays queued for the next run, with back-off).

import { getDeps } from '../src/server/deps';
import { errorSummary, setLogSink } from '../src/server/log';
import { deliverDue } from '../src/server/notify/sender';
import { transportFor } from '../src/server/notify/transport';
import { resetStore, selectStore, useStoreParts } from '../src/server/store';
import { ALL_PARTS } from '../src/server/store/parts/all';

// A script works on every kind of stored data (src/server/store/parts).
useStoreParts(ALL_PARTS);

async function main(): Promise<number> {
  try {
    process.loadEnvFile('.env'); // never overrides what the environment already sets
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  setLogSink((level, line) => {
    const entry = JSON.parse(line) as { event?: string; path?: string };
    if (entry.event === 'mail_written') console.log(`  wrote ${entry.path}`);
    else if (level !== 'info') console.error(line);
  });
  const deps = getDeps();
  const selection = selectStore(deps.config.env);
  const transport = transportFor(deps.config);
  console.log(
    `Messages on ${selection.name} (${selection.transport}), namespace '${selection.namespace}', ` +
      (transport
        ? `sending by ${transport.name === 'smtp' ? 'SMTP' : `files in ${deps.config.notify.outboxDir}`}`
        : 'no SMTP_URL: nothing is sent'),
  );
  try {
    let total = { sent: 0, retried: 0, failed: 0, dropped: 0 };
    // Everything that is due, in runs of 100.
    for (;;) {
      const report = await deliverDue(deps, { limit: 100, budgetMs: 60_000, digest: true, transport });
      total = {
        sent: total.sent + report.sent,
        retried: total.retried + report.retried,
        failed: total.failed + report.failed,
        dropped: total.dropped + report.dropped,
      };
      if (report.waiting || report.sent + report.retried + report.failed + report.dropped < 100) break;
    }
    const { pending, failed } = await (await deps.store()).outbox.counts();
    console.log(
      `Sent ${total.sent}, to retry ${total.retried}, given up ${total.failed}, dropped ${total.dropped} ` +
        `(records gone). Now waiting: ${pending}; given up in all: ${failed}.`,
    );
    return total.retried + total.failed > 0 ? 1 : 0;
  } catch (error) {
    console.error(`Failed: ${errorSummary(error)}`);
    return 1;
  } finally {
    await resetStore();
  }
}

// The RESP client's socket is unref'd: a pending command does not keep a script alive. This does.
const keepAlive = setInterval(() => {}, 60_000);
process.exitCode = await main().finally(() => clearInterval(keepAlive));
