// POST /api/callbacks  (nav/header form; `variant: 'home'` asks for the home-modal rules)
// POST /callback       (legacy home modal: name, mobile and email required)
// GET  /api/callbacks  (admin list: 401 until staff sign-in exists)
import type { Config } from '@netlify/functions';
import { t } from '../../src/lib/messages';
import { callbackSchemaFor, callbackVariantOf } from '../../src/lib/schemas/callback';
import { listAnswer } from '../../src/server/admin-lists';
import { adminOnly, endpoint, json, parseWith, readPublicPost, type RouteHandler } from '../../src/server/http';
import { submitCallback } from '../../src/server/services/submissions';

const post: RouteHandler = async (scope) => {
  const { body, trapped, lang } = await readPublicPost(scope, { bucket: 'callbacks', kind: 'write' });
  const answer = { success: true, message: t('callback.saved') };
  if (trapped) return json(answer);
  const variant = scope.url.pathname.startsWith('/callback') ? 'home' : callbackVariantOf(body);
  const input = parseWith(callbackSchemaFor(variant), body);
  await submitCallback(scope.deps, input, variant, lang);
  return json(answer);
};

export default endpoint('callbacks', {
  '/api/callbacks': { POST: post, GET: adminOnly(listAnswer('callbacks')) },
  '/callback': { POST: post },
});

export const config: Config = { path: ['/api/callbacks', '/callback'] };
