// A person's rights request from the website (src/server/services/privacy/requests.ts):
// POST /api/privacy/request { type, name, contact, details } -> { success, request, message }
//      a one-time code goes to the email (or a phone a channel can reach) through the outbox
// POST /api/privacy/verify  { request, code }                -> { success, message }
//      the request joins the staff queue, due within the published period
// Both carry `altcha`, a solved proof of work, like every public write; words in the page's language.
// POST /api/appointments/manage/privacy { token, type, details } -> { success, message }  a rights request
//      (see, correct, erase, withdraw consent, nominate) from a booking's private link, which proves who asks:
//      no code and no proof of work; a wrong or expired link: 404
import type { Config } from '@netlify/functions';
import { privacyCodeSchema, privacyRequestSchema } from '../../src/lib/schemas/privacy';
import { endpoint } from '../../src/server/http/endpoint';
import { limitsPart } from '../../src/server/store/parts/limits';
import { requestsPart } from '../../src/server/store/parts/requests';
import { processingPart } from '../../src/server/store/parts/processing';
import { manageLinkPost, publicPost } from '../../src/server/http/public-post';
import { parseWith } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { deliverAfterResponse } from '../../src/server/notify/handoff';
import { askFromLink, askWithCode, receivedText, verifyCode } from '../../src/server/services/privacy/requests';
import { openManaged } from '../../src/server/services/manage';
import { isRequestType } from '../../src/lib/privacy';
import { HttpError } from '../../src/server/errors';
import { recordsPart } from '../../src/server/store/parts/records';
import { privacyMessages } from '../../src/i18n/messages/privacy';
import { manageMessages } from '../../src/i18n/messages/manage';

const ask = publicPost({ bucket: 'privacy', kind: 'write' }, async (scope, { body, trapped, lang, limits }) => {
  const input = parseWith(scope, privacyRequestSchema, body);
  if (trapped) return json({ success: true, request: crypto.randomUUID(), message: '' });
  // The code's mail and the answer are in the language of the page the person asked from.
  const { id, sentTo } = await askWithCode(scope.deps, input, lang, limits);
  await deliverAfterResponse(scope.deps);
  return json({ success: true, request: id, message: scope.t('privacy.codeSent', { where: sentTo }) });
});

const verify = publicPost({ bucket: 'privacy', kind: 'write' }, async (scope, { body, limits }) => {
  const { request, code } = parseWith(scope, privacyCodeSchema, body);
  const opened = await verifyCode(scope.deps, request, code, scope.locale, limits);
  return json({ success: true, message: receivedText(opened.dueMs, scope.locale) });
});

// From a booking's private link, as the manage function's calls (no proof of work: the link stands for them).
const fromLink = manageLinkPost(async (scope, { body }) => {
  const { booking } = await openManaged(scope.deps, body.token, scope.locale);
  const message = scope.t('privacy.type.required');
  if (!isRequestType(body.type)) throw new HttpError(400, message, { type: message });
  const { type, details } = parseWith(scope, privacyRequestSchema, {
    type: body.type,
    name: booking.name,
    contact: booking.email?.trim() || booking.phone,
    details: body.details ?? '',
  });
  const request = await askFromLink(scope.deps, booking, { type, details }, scope.locale);
  return json({ success: true, message: receivedText(request.dueMs, scope.locale) });
});

export default endpoint(
  'privacy',
  {
    '/api/privacy/request': { POST: ask },
    '/api/privacy/verify': { POST: verify },
    '/api/appointments/manage/privacy': { POST: fromLink },
  },
  [limitsPart, requestsPart, processingPart, recordsPart, privacyMessages, manageMessages],
);

export const config: Config = {
  path: ['/api/privacy/request', '/api/privacy/verify', '/api/appointments/manage/privacy'],
};
