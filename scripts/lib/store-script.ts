// The frame of the `npm run` scripts that work on the configured store (migrate, notify, retention): the
// same store the functions use (.env and the environment: Upstash, REDIS_URL, or the embedded SQLite file
// under .data/), with every store part and message area (a script may touch any kind of stored data),
// warnings and errors on stderr, "Failed: …" and exit code 1 on an error, and the store closed at the end.
//
// The store's key namespace is the deploy context: on your machine 'dev', whatever store you point at. To
// act on the live site's data, set the production Upstash variables and CONTEXT=production.

import { getDeps, type Deps } from '../../src/server/deps';
import { errorSummary, setLogSink, type LogSink } from '../../src/server/log';
import { resetStore, selectStore, useStoreParts } from '../../src/server/store';
import { ALL_PARTS } from '../../src/server/store/parts/all';
import { useMessages } from '../../src/lib/messages';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';

/** What `run` is told: the deps, and the store as one line ("redis (resp), namespace 'dev'"). */
export interface StoreScript {
  deps: Deps;
  where: string;
}

/**
 * Run `run` on the configured store and set the exit code to what it returns (1 if it throws). `logSink`
 * replaces the default (warnings and errors on stderr). Call after checking the arguments.
 */
export async function runStoreScript(
  run: (script: StoreScript) => Promise<number>,
  options: { logSink?: LogSink } = {},
): Promise<void> {
  useStoreParts(ALL_PARTS);
  useMessages(ALL_MESSAGE_AREAS);
  // The RESP client's socket is unref'd (src/server/store/redis/resp-requester.ts, so idle workers can
  // exit): a pending command does not keep a script alive. This does, until `run` is done.
  const keepAlive = setInterval(() => {}, 60_000);
  try {
    try {
      process.loadEnvFile('.env'); // never overrides what the environment already sets
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    setLogSink(options.logSink ?? ((level, line) => level !== 'info' && console.error(line)));
    const deps = getDeps();
    const selection = selectStore(deps.config.env);
    const where = `${selection.name} (${selection.transport}), namespace '${selection.namespace}'`;
    process.exitCode = await run({ deps, where });
  } catch (error) {
    console.error(`Failed: ${errorSummary(error)}`);
    process.exitCode = 1;
  } finally {
    await resetStore().catch((error: unknown) => console.error(`Closing the store failed: ${errorSummary(error)}`));
    clearInterval(keepAlive);
  }
}
