// How every Lua script of the Redis adapter receives its input: its keys by name, its arguments as one JSON
// value. The caller names each key (a key, or a list of keys, or lists of lists); pack() declares them all in
// KEYS, as Redis wants of a script (Upstash and a cluster route by them), and sends where each name sits
// together with the arguments as ARGV[1]. PRELUDE, which every script begins with, turns that back into
// `K` (K.rec, K.slots[i], ...) and `A` (the arguments as a Lua table, by cjson).
//
// Arguments in the JSON: what a script passes on to a command unchanged (a score, a TTL, a record's JSON)
// travels as a string, so the stored bytes are exactly what the caller made; numbers are for the script's own
// arithmetic and comparisons. A JSON null decodes to cjson.null (not nil): arguments leave a value out
// instead.

import type { Redis } from '@upstash/redis';

/** A key, or a list of them (nested as the script needs: one list per item, ...). */
export type KeyTree = string | readonly KeyTree[];
/** A script's keys by name; a name left undefined is not sent (K.name is nil in the script). */
export type NamedKeys = Record<string, KeyTree | undefined>;

/** Where each named key sits in KEYS (1-based), in the same shape as the names. */
type Positions = number | Positions[];

export const PRELUDE = `
local input = cjson.decode(ARGV[1])
local function keyAt(at)
  if type(at) == 'number' then return KEYS[at] end
  local list = {}
  for i, v in ipairs(at) do list[i] = keyAt(v) end
  return list
end
local K = {}
for name, at in pairs(input.keys) do K[name] = keyAt(at) end
local A = input.args
`;

export interface LuaScript<Keys extends NamedKeys, Args, Reply, Out> {
  /** The whole text sent to Redis: PRELUDE, the fragments it uses (./fragments), its body. */
  readonly text: string;
  /** What the reply means to the caller. */
  readonly parse: (reply: Reply) => Out;
  /** Types only: what the script is called with. */
  readonly _call?: (keys: Keys, args: Args) => void;
}

/** A script: its body after PRELUDE and the named fragments it calls, and how its reply is read. */
export function luaScript<Keys extends NamedKeys, Args, Reply, Out = Reply>(spec: {
  fragments?: readonly string[];
  body: string;
  parse?: (reply: Reply) => Out;
}): LuaScript<Keys, Args, Reply, Out> {
  return {
    text: [PRELUDE, ...(spec.fragments ?? []), spec.body].join('\n'),
    parse: spec.parse ?? ((reply: Reply) => reply as unknown as Out),
  };
}

/** KEYS (every named key, in order) and ARGV (one JSON value: the keys' positions and the arguments). */
export function pack(keys: NamedKeys, args: unknown): { keys: string[]; argv: [string] } {
  const flat: string[] = [];
  const place = (tree: KeyTree): Positions => {
    if (typeof tree === 'string') return flat.push(tree);
    return tree.map(place);
  };
  const positions: Record<string, Positions> = {};
  for (const [name, tree] of Object.entries(keys)) if (tree !== undefined) positions[name] = place(tree);
  return { keys: flat, argv: [JSON.stringify({ keys: positions, args })] };
}

export type BoundScript<Keys extends NamedKeys, Args, Out> = (keys: Keys, args: Args) => Promise<Out>;

/** The script on one client: EVALSHA (EVAL the first time), its reply parsed. */
export function bindScript<Keys extends NamedKeys, Args, Reply, Out>(
  redis: Redis,
  script: LuaScript<Keys, Args, Reply, Out>,
): BoundScript<Keys, Args, Out> {
  const loaded = redis.createScript<Reply>(script.text);
  return async (keys, args) => {
    const { keys: flat, argv } = pack(keys, args);
    return script.parse(await loaded.exec(flat, argv));
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any script: each keeps its own types below
type AnyScript = LuaScript<any, any, any, any>;
type Bound<S> =
  S extends LuaScript<infer Keys, infer Args, infer _Reply, infer Out> ? BoundScript<Keys, Args, Out> : never;

/** A sub-port's scripts on one client, by name. */
export function bindScripts<S extends Record<string, AnyScript>>(
  redis: Redis,
  scripts: S,
): { [N in keyof S]: Bound<S[N]> } {
  return Object.fromEntries(Object.entries(scripts).map(([name, script]) => [name, bindScript(redis, script)])) as {
    [N in keyof S]: Bound<S[N]>;
  };
}
