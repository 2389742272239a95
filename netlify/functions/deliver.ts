// POST /api/outbox/deliver  (signed: x-deliver-signature) -> { success, sent, retried, failed, dropped, waited }
// Delivers the messages that are due, at once: a public function calls it once its answer has gone
// (src/server/notify/handoff.ts), so the renderers, mail and phone transports and the receipt PDF stack live
// here and in the scheduled notify function only. An unsigned call is refused and delivers nothing; a call
// that never comes leaves the messages to the scheduled run.
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint';
import { errorResponse, json } from '../../src/server/http/response';
import { log } from '../../src/server/log';
import { AFTER_RESPONSE, DELIVER_SIGNATURE, deliverSigned } from '../../src/server/notify/handoff';
import { deliverDue } from '../../src/server/notify/sender';
import { ALL_PARTS } from '../../src/server/store/parts/all';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';

export default endpoint(
  'deliver',
  {
    '/api/outbox/deliver': {
      POST: async (scope) => {
        if (!deliverSigned(scope.deps.config, scope.req.headers.get(DELIVER_SIGNATURE), Date.now())) {
          log.warn('deliver_refused', { why: 'signature' });
          return errorResponse(401, scope.t('http.signInRequired'));
        }
        const started = Date.now();
        const report = await deliverDue(scope.deps, AFTER_RESPONSE);
        log.info('deliver_done', { ...report, ms: Date.now() - started });
        return json({ success: true, ...report });
      },
    },
  },
  [...ALL_PARTS, ...ALL_MESSAGE_AREAS],
);

export const config: Config = { path: '/api/outbox/deliver', method: 'POST' };
