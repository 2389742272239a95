// GET /api/challenge -> { success, challenge: { parameters, signature }, expiresInMs }
// A proof-of-work challenge (ALTCHA v2, src/server/http/proof.ts) for one public write: a form fetches it
// when it wakes, solves it in the background and sends the answer with its POST (src/lib/proof.ts). Counted
// against the network's per-minute read limit; never cached.
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint';
import { limitsPart } from '../../src/server/store/parts/limits';
import { issueChallenge } from '../../src/server/http/proof';
import { enforceRateLimit } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/response';

export default endpoint(
  'challenge',
  {
    '/api/challenge': {
      GET: async (scope) => {
        await enforceRateLimit(scope, 'challenge', 'read');
        return json(await issueChallenge(scope.deps));
      },
    },
  },
  [limitsPart],
);

export const config: Config = { path: '/api/challenge' };
