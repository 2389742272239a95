import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/response';
import { errorSummary, log } from '../../src/server/log';

// Liveness probe: proves the function path works end to end (dev, preview and production), and says
// which store adapter this deploy uses ('redis' or 'embedded'), without connecting to it or naming secrets.
export default endpoint(
  'health',
  {
    '/api/health': {
      // Nothing to wait for: storeName() only reads the configuration.
      GET: (scope) => {
        try {
          return Promise.resolve(json({ ok: true, store: scope.deps.storeName() }));
        } catch (error) {
          log.error('config_error', { endpoint: 'health', reason: errorSummary(error) });
          return Promise.resolve(json({ ok: false, error: scope.t('http.storeUnavailable') }, 503));
        }
      },
    },
  },
  [],
);

export const config: Config = { path: '/api/health' };
