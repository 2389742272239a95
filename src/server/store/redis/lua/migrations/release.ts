// migrations.release (../../migrations): give the lease back, only when the caller holds it.

import { luaScript } from '../script';
import type { LeaseKeys } from './lease';

export const RELEASE = luaScript<LeaseKeys, { holder: string }, number>({
  body: `
if redis.call('GET', K.lease) == A.holder then redis.call('DEL', K.lease) end
return 1`,
});
