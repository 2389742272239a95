// GET /api/contactsection -> { success, data: ContactDetails } (the trust's public contact details)
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint';
import { limitsPart } from '../../src/server/store/parts/limits';
import { json } from '../../src/server/http/response';
import { readContactDetails } from '../../src/server/site-settings';

export default endpoint(
  'contactsection',
  {
    '/api/contactsection': {
      // Nothing to wait for: the details come from the built-in settings (a ConfigError is answered 503).
      GET: () => Promise.resolve(json({ success: true, data: readContactDetails() })),
    },
  },
  [limitsPart],
);

export const config: Config = { path: '/api/contactsection' };
