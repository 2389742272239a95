// migrations.lease (../../migrations): take the runners' lease, or extend one's own; 0 while another holds it.

import { luaScript } from '../script';

export type LeaseKeys = {
  /** STRING: the holder, expiring when the lease ends. */
  lease: string;
};

export const LEASE = luaScript<LeaseKeys, { holder: string; ms: number }, number, boolean>({
  body: `
local holder = redis.call('GET', K.lease)
if holder and holder ~= A.holder then return 0 end
redis.call('SET', K.lease, A.holder, 'PX', A.ms)
return 1`,
  parse: (reply) => Number(reply) === 1,
});
