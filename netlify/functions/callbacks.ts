// POST /api/callbacks  (nav/header form { name, phone, email?, comment? }; `variant: 'home'` asks for the
//                      home-modal rules)
// POST /callback       (the original site's home modal: name, mobile and email required); the original
//                      header form's POST /api/callbacks, with `mobile`, is answered the same way
//                      (src/server/legacy/callback.ts)
// GET  /api/callbacks  (the staff list) and GET /callback are the staff function's (lists.ts).
// Each POST that writes carries `altcha`, a solved proof of work (GET /api/challenge; src/server/http/proof.ts).
import type { Config } from '@netlify/functions';
import { callbackSchemaFor, callbackVariantOf } from '../../src/lib/schemas/callback';
import { endpoint } from '../../src/server/http/endpoint';
import { recordsPart } from '../../src/server/store/parts/records';
import { limitsPart } from '../../src/server/store/parts/limits';
import { publicPost } from '../../src/server/http/public-post';
import { parseWith } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { isLegacyCallback, legacyCallbackInput } from '../../src/server/legacy/callback';
import { submitCallback } from '../../src/server/services/submissions';

const post = publicPost({ bucket: 'callbacks', kind: 'write' }, async (scope, { body, trapped, lang, limits }) => {
  const answer = { success: true, message: scope.t('callback.saved') };
  if (trapped) return json(answer);
  const variant = scope.url.pathname.startsWith('/callback') ? 'home' : callbackVariantOf(body);
  const input = isLegacyCallback(scope, body)
    ? legacyCallbackInput(scope, body, variant)
    : parseWith(scope, callbackSchemaFor(variant), body);
  await submitCallback(scope.deps, input, variant, lang, limits);
  return json(answer);
});

export default endpoint(
  'callbacks',
  { '/api/callbacks': { POST: post }, '/callback': { POST: post } },
  [recordsPart, limitsPart],
  { '/api/callbacks': ['GET'] },
);

// Every method but GET: Netlify routes GET on these paths to lists.ts.
export const config: Config = {
  path: ['/api/callbacks', '/callback'],
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
