// The positional outbox fragment the scripts not yet on ./lua/script still splice (./requests, ./donations);
// the others use ENQUEUE of ./lua/fragments.

// The outbox's part of a write (./outbox): messages from ARGV[from] on, three arguments each (id,
// due ms, JSON), into KEYS[box] (HASH) and KEYS[box + 1] (the due ZSET), each only if its id is new.
export const ENQUEUE = (from: string, box: string) => `
for i = ${from}, #ARGV, 3 do
  if redis.call('HSETNX', KEYS[${box}], ARGV[i], ARGV[i + 2]) == 1 then
    redis.call('ZADD', KEYS[${box} + 1], ARGV[i + 1], ARGV[i])
  end
end`;
