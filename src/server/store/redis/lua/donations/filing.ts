// donations.filing: a financial year's Form 10BD marks, as a flat list of field, value (HGETALL through a
// script: the REST client's own HGETALL cannot read an empty hash).

import { luaScript } from '../script';

export const FILING = luaScript<{ year: string }, Record<string, never>, unknown[]>({
  body: `return redis.call('HGETALL', K.year)`,
});
