// Scheduled, every 5 minutes: delivers the messages that are due (those the request's own run could not
// send, retries after back-off, reminders the day before a visit) and, from 7 AM India time, queues the
// day's list of appointments for staff (src/server/notify/sender.ts). Locally: `npm run notify`.
//
// No `config.path`: only Netlify's scheduler calls it, on the published deploy. It answers and logs counts
// only. A scheduled function has 30 seconds: the run starts no new message after 20.

import type { Config, Context } from '@netlify/functions';
import { getDeps } from '../../src/server/deps';
import { ConfigError, StoreUnavailableError } from '../../src/server/errors';
import { json } from '../../src/server/http/response';
import { errorSummary, log } from '../../src/server/log';
import { deliverDue } from '../../src/server/notify/sender';
import { useStoreParts } from '../../src/server/store';
import { ALL_PARTS } from '../../src/server/store/parts/all';
import { useMessages } from '../../src/lib/messages';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';

useStoreParts(ALL_PARTS);
useMessages(ALL_MESSAGE_AREAS);

export default async function notify(_req: Request, _context: Context): Promise<Response> {
  const started = Date.now();
  try {
    const report = await deliverDue(getDeps(), { limit: 100, budgetMs: 20_000, digest: true });
    log.info('notify_done', { ...report, ms: Date.now() - started });
    return json({ success: true, ...report });
  } catch (error) {
    const unavailable = error instanceof StoreUnavailableError || error instanceof ConfigError;
    log.error('notify_failed', { reason: errorSummary(error), ms: Date.now() - started });
    return json(
      { success: false, error: unavailable ? 'store unavailable' : 'internal error' },
      unavailable ? 503 : 500,
    );
  }
}

export const config: Config = { schedule: '*/5 * * * *' };
