// migrations.states (../../migrations): every migration the store remembers, id and state in turn (the
// HASH's fields and values as stored, whatever the client would make of a whole-hash reply).

import { luaScript } from '../script';

export type StatesKeys = {
  /** HASH migration id -> 'done' or '<ms> <id>'. */
  states: string;
};

export const STATES = luaScript<StatesKeys, Record<string, never>, unknown[], [id: string, state: string][]>({
  body: `return redis.call('HGETALL', K.states)`,
  parse: (flat) => {
    const pairs: [string, string][] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([String(flat[i]), String(flat[i + 1])]);
    return pairs;
  },
});
