// limits.count: a request that writes nothing counts its hits in one step, as a refused write does.

import { HITS, type HitArg } from '../fragments';
import { luaScript } from '../script';

export type RatesKeys = { hits: string[] };
export type RatesArgs = { hits: HitArg[] };

/** The first hit past its limit (1-based) or 0. Parsed: its index, or -1. */
export const RATES = luaScript<RatesKeys, RatesArgs, number, number>({
  fragments: [HITS],
  body: `return hitsOver(K.hits, A.hits)`,
  parse: (reply) => Number(reply) - 1,
});
