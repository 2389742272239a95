// POST /api/contact  { name, email, message } -> { success, message }
// GET  /api/contact  (admin list: 401 until staff sign-in exists)
import type { Config } from '@netlify/functions';
import { t } from '../../src/lib/messages';
import { contactSchema } from '../../src/lib/schemas/contact';
import { listAnswer } from '../../src/server/admin-lists';
import { adminOnly, endpoint, json, parseWith, readPublicPost } from '../../src/server/http';
import { submitContact } from '../../src/server/services/submissions';

export default endpoint('contact', {
  '/api/contact': {
    POST: async (scope) => {
      const { body, trapped, lang } = await readPublicPost(scope, { bucket: 'contact', kind: 'write' });
      const answer = { success: true, message: t('contact.saved') };
      if (trapped) return json(answer);
      await submitContact(scope.deps, parseWith(contactSchema, body), lang);
      return json(answer);
    },
    GET: adminOnly(listAnswer('contacts')),
  },
});

export const config: Config = { path: '/api/contact' };
