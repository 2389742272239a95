// POST /api/contact  { name, email, message } -> { success, message }
// GET  /api/contact  (the staff list) is the staff function's (lists.ts).
// Each POST that writes carries `altcha`, a solved proof of work (GET /api/challenge; src/server/http/proof.ts).
import type { Config } from '@netlify/functions';
import { contactSchema } from '../../src/lib/schemas/contact';
import { endpoint } from '../../src/server/http/endpoint';
import { recordsPart } from '../../src/server/store/parts/records';
import { limitsPart } from '../../src/server/store/parts/limits';
import { publicPost } from '../../src/server/http/public-post';
import { parseWith } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { submitContact } from '../../src/server/services/submissions';

export default endpoint(
  'contact',
  {
    '/api/contact': {
      POST: publicPost({ bucket: 'contact', kind: 'write' }, async (scope, { body, trapped, lang, limits }) => {
        const answer = { success: true, message: scope.t('contact.saved') };
        if (trapped) return json(answer);
        await submitContact(scope.deps, parseWith(scope, contactSchema, body), lang, limits);
        return json(answer);
      }),
    },
  },
  [recordsPart, limitsPart],
  { '/api/contact': ['GET'] },
);

// Every method but GET: Netlify routes GET /api/contact to lists.ts.
export const config: Config = { path: '/api/contact', method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] };
