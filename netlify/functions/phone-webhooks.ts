import type { Config } from '@netlify/functions';
import { endpoint, type Scope } from '../../src/server/http/endpoint';
import { outboxPart } from '../../src/server/store/parts/outbox';
import { messagingPart } from '../../src/server/store/parts/messaging';
import { limitsPart } from '../../src/server/store/parts/limits';
import { errorResponse, json } from '../../src/server/http/response';
import { log } from '../../src/server/log';
import { deliverAfterResponse } from '../../src/server/notify/handoff';
import { smsReports, whatsappEvents, whatsappHandshake, whatsappSigned } from '../../src/server/notify/phone/webhooks';

// What the phone providers report (src/server/notify/phone/webhooks.ts):
//   GET  /api/whatsapp/webhook  Meta's handshake: hub.mode=subscribe, hub.verify_token, hub.challenge -> the challenge
//   POST /api/whatsapp/webhook  statuses and replies, signed (X-Hub-Signature-256); unsigned or wrong: 401, nothing read
//   POST /api/sms/report?token= MSG91's delivery reports (v3 JSON); a wrong token: 401
// Off (404) while its channel has no settings.

/** A webhook's body is small (Meta batches up to ~1000 events); more is refused unread. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

async function rawBody(scope: Scope): Promise<Buffer | null> {
  const length = Number(scope.req.headers.get('content-length') ?? '0');
  if (length > MAX_WEBHOOK_BYTES) return null;
  const body = Buffer.from(await scope.req.arrayBuffer());
  return body.length > MAX_WEBHOOK_BYTES ? null : body;
}

const parse = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};

export default endpoint(
  'phone-webhooks',
  {
    '/api/whatsapp/webhook': {
      GET: (scope) => {
        const config = scope.deps.config.notify.whatsapp;
        if (!config) return Promise.resolve(errorResponse(404, scope.t('http.notFound')));
        const challenge = whatsappHandshake(config, scope.url);
        if (challenge === null) return Promise.resolve(errorResponse(403, scope.t('http.signInRequired')));
        return Promise.resolve(new Response(challenge, { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
      },
      POST: async (scope) => {
        const config = scope.deps.config.notify.whatsapp;
        if (!config) return errorResponse(404, scope.t('http.notFound'));
        const body = await rawBody(scope);
        if (!body) return errorResponse(413, scope.t('http.tooLarge'));
        if (!whatsappSigned(config.appSecret, body, scope.req.headers.get('x-hub-signature-256'))) {
          log.warn('webhook_refused', { endpoint: 'whatsapp', why: 'signature' });
          return errorResponse(401, scope.t('http.signInRequired'));
        }
        const payload = parse(body);
        if (payload === undefined) return errorResponse(400, scope.t('http.badJson'));
        if (await whatsappEvents(scope.deps, payload)) await deliverAfterResponse(scope.deps);
        return json({ success: true });
      },
    },
    '/api/sms/report': {
      POST: async (scope) => {
        const config = scope.deps.config.notify.sms;
        if (!config) return errorResponse(404, scope.t('http.notFound'));
        const token = scope.url.searchParams.get('token') ?? '';
        if (!config.webhookToken || token !== config.webhookToken) {
          log.warn('webhook_refused', { endpoint: 'sms', why: 'token' });
          return errorResponse(401, scope.t('http.signInRequired'));
        }
        const body = await rawBody(scope);
        if (!body) return errorResponse(413, scope.t('http.tooLarge'));
        const payload = parse(body);
        if (payload === undefined) return errorResponse(400, scope.t('http.badJson'));
        await smsReports(scope.deps, payload);
        return json({ success: true });
      },
    },
  },
  [outboxPart, messagingPart, limitsPart],
);

export const config: Config = { path: ['/api/whatsapp/webhook', '/api/sms/report'] };
