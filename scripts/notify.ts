// npm run notify: what the scheduled function (netlify/functions/notify.ts) does, once, from a terminal,
// on the configured store (./lib/store-script.ts says which): delivers every message that is due, over
// SMTP_URL, or without it into OUTBOX_DIR as .eml files (their paths are printed), and queues the morning
// list from 7 AM India time. Exit code 1 when a message could not be delivered (it stays queued for the next
// run, with back-off).

import { deliverDue } from '../src/server/notify/sender';
import { transportFor } from '../src/server/notify/transport';
import { runStoreScript } from './lib/store-script';

await runStoreScript(
  async ({ deps, where }) => {
    const transport = transportFor(deps.config);
    console.log(
      `Messages on ${where}, ` +
        (transport
          ? `sending by ${transport.name === 'smtp' ? 'SMTP' : `files in ${deps.config.notify.outboxDir}`}`
          : 'no SMTP_URL: nothing is sent'),
    );
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
  },
  {
    logSink: (level, line) => {
      const entry = JSON.parse(line) as { event?: string; path?: string };
      if (entry.event === 'mail_written') console.log(`  wrote ${entry.path}`);
      else if (level !== 'info') console.error(line);
    },
  },
);
