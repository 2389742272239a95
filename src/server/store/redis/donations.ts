// The Redis adapter's donations (../port/donations), keys in ./keys (received:<fy>, rcpt*, 80g:<fy>,
// fy10bd:<fy>). Each write is one Lua script: a pledge's change checks in the script that its money is not
// confirmed and that its UTR is still the one read (else it is read again); a receipt's number is INCR'd in
// the script that writes the receipt, after every check, so a refused issue takes no number.

import { financialYear, yearDates, type Receipt, type ReceiptCancellation } from '../../../lib/donations';
import type { YearFiling } from '../../../lib/donations';
import type { StoredRecord } from '../../../lib/records';
import { amended, assembleReceipt, withReceived, withUtr, type Donations, type PledgeChange } from '../port/donations';
import type { ReceiptDraft } from '../port/donations';
import { outboxMessage } from '../port/outbox';
import type { SearchText } from '../port';
import { parseStored } from '../shared';
import { dayNumber, type RedisContext } from './keys';
import { enqueueArgs } from './outbox';
import { ENQUEUE } from './scripts';

type Pledge = StoredRecord<'donations'>;

// KEYS: rec:donations, find:donations[, received:<fy>]; ARGV: id, the UTR read ('' none), new JSON, new search
// text[, the received date's day number]. Returns 1 changed, 0 gone, 2 money already confirmed, 5 changed
// meanwhile (read again).
const CHANGE = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return 0 end
local r = cjson.decode(cur)
if r.received ~= nil then return 2 end
if (r.utr or '') ~= ARGV[2] then return 5 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
if KEYS[3] then redis.call('ZADD', KEYS[3], ARGV[5], ARGV[1]) end
return 1`;

// KEYS: rec:donations, rcpt, rcpt:seq, rcpt:active, 80g:<fy>, rcpt:fy:<fy>, rcpt:pledge:<id>, outbox, outbox:due
// ARGV: pledge id, receipt id, receipt JSON, issued ms, then the outbox's (id, due, JSON) triples.
// Returns {1, number}, {0} no pledge, {3} money not confirmed, {2} a receipt in force.
const ISSUE = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return {0} end
if cjson.decode(cur).received == nil then return {3} end
if redis.call('HEXISTS', KEYS[4], ARGV[1]) == 1 then return {2} end
local seq = redis.call('INCR', KEYS[5])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[3], ARGV[2], seq)
redis.call('HSET', KEYS[4], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[6], seq, ARGV[2])
redis.call('ZADD', KEYS[7], ARGV[4], ARGV[2])
${ENQUEUE('5', '8')}
return {1, seq}`;

// KEYS: rcpt, rcpt:cancel, rcpt:active; ARGV: receipt id, its pledge id, cancellation JSON.
// Returns 1 cancelled, 0 no such receipt, 2 already cancelled.
const CANCEL = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
if redis.call('HSETNX', KEYS[2], ARGV[1], ARGV[3]) == 0 then return 2 end
if redis.call('HGET', KEYS[3], ARGV[2]) == ARGV[1] then redis.call('HDEL', KEYS[3], ARGV[2]) end
return 1`;

// KEYS: rcpt, rcpt:seq, rcpt:cancel[, a ZSET of receipt ids]; ARGV: receipt ids (without the ZSET).
// Returns {JSON, number, cancellation or ''} for each receipt, in the ZSET's order.
const RECEIPTS = `
local ids = ARGV
if KEYS[4] then ids = redis.call('ZRANGE', KEYS[4], 0, -1) end
local out = {}
for _, id in ipairs(ids) do
  local json = redis.call('HGET', KEYS[1], id)
  if json then
    out[#out + 1] = json
    out[#out + 1] = redis.call('HGET', KEYS[2], id) or '0'
    out[#out + 1] = redis.call('HGET', KEYS[3], id) or ''
  end
end
return out`;

// KEYS: received:<fy>, rec:donations; ARGV: first and last day numbers. The year's pledges, by date then id.
const RECEIVED = `
local out = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], ARGV[2])) do
  local json = redis.call('HGET', KEYS[2], id)
  if json then out[#out + 1] = json end
end
return out`;

// KEYS: fy10bd:<fy>. The year's marks as a flat list of field, value (HGETALL through a script: the REST
// client's own HGETALL cannot read an empty hash).
const FILING = `return redis.call('HGETALL', KEYS[1])`;

// KEYS: rec:donations, find:donations; ARGV: id, the JSON read, new JSON, new search text.
// Returns 1 changed, 0 gone, 5 changed meanwhile (read again).
const AMEND = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return 0 end
if cur ~= ARGV[2] then return 5 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
return 1`;

/** A pledge changed meanwhile is read again this many times. */
const ATTEMPTS = 5;

export function redisDonations({ redis, k, guard }: RedisContext): Donations {
  const d = k.donations;
  const scripts = {
    change: redis.createScript<number>(CHANGE),
    issue: redis.createScript<number[]>(ISSUE),
    cancel: redis.createScript<number>(CANCEL),
    receipts: redis.createScript<unknown[]>(RECEIPTS),
    received: redis.createScript<unknown[]>(RECEIVED),
    filing: redis.createScript<unknown[]>(FILING),
    amend: redis.createScript<number>(AMEND),
  };

  const receiptsFrom = (flat: unknown[]): Receipt[] => {
    const out: Receipt[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3) {
      const draft = parseStored<ReceiptDraft>(flat[i]);
      if (draft)
        out.push(assembleReceipt(draft, Number(flat[i + 1]), parseStored<ReceiptCancellation>(flat[i + 2] || null)));
    }
    return out;
  };
  const readReceipts = (ids: string[] | { zset: string }) =>
    scripts.receipts
      .exec([d.receipts, d.seq, d.cancel, ...('zset' in ids ? [ids.zset] : [])], 'zset' in ids ? [] : ids)
      .then(receiptsFrom);

  /** Change a pledge whose money is not confirmed yet. */
  const change = (operation: string, id: string, next: (p: Pledge) => Pledge, search: SearchText<'donations'>) =>
    guard(operation, async (): Promise<PledgeChange> => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const pledge = parseStored<Pledge>(await redis.hget(k.rec('donations'), id));
        if (!pledge) return { ok: false, refused: 'missing' };
        if (pledge.received) return { ok: false, refused: 'received' };
        const changed = next(pledge);
        const received = changed.received;
        const code = Number(
          await scripts.change.exec(
            [k.rec('donations'), k.find('donations'), ...(received ? [d.received(financialYear(received.date))] : [])],
            [
              id,
              pledge.utr ?? '',
              JSON.stringify(changed),
              search(changed),
              ...(received ? [String(dayNumber(received.date))] : []),
            ],
          ),
        );
        if (code === 1) return { ok: true, pledge: changed };
        if (code === 0) return { ok: false, refused: 'missing' };
        if (code === 2) return { ok: false, refused: 'received' };
      }
      throw new Error(`pledge ${id} kept changing while it was being changed`);
    });

  const filingOf = async (fy: string): Promise<YearFiling> => {
    const marks = await scripts.filing.exec([d.year(fy)], []);
    const filing: YearFiling = { fy, certificates: {} };
    for (let i = 0; i + 1 < marks.length; i += 2) {
      const name = String(marks[i]);
      const value = parseStored<{ at: string; by: string; acknowledgement?: string }>(marks[i + 1]);
      if (!value) continue;
      if (name === 'filed') filing.filed = { acknowledgement: '', ...value };
      else if (name.startsWith('10be:')) filing.certificates[name.slice(5)] = { at: value.at, by: value.by };
    }
    return filing;
  };

  return {
    amendPledge: (id, next, search) =>
      guard('donations.amendPledge', async (): Promise<PledgeChange> => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const raw = await redis.hget<unknown>(k.rec('donations'), id);
          const pledge = parseStored<Pledge>(raw);
          if (!pledge) return { ok: false, refused: 'missing' };
          const changed = amended(pledge, next);
          const read = typeof raw === 'string' ? raw : JSON.stringify(raw);
          const code = Number(
            await scripts.amend.exec(
              [k.rec('donations'), k.find('donations')],
              [id, read, JSON.stringify(changed), search(changed)],
            ),
          );
          if (code === 1) return { ok: true, pledge: changed };
          if (code === 0) return { ok: false, refused: 'missing' };
        }
        throw new Error(`pledge ${id} kept changing while it was being amended`);
      }),

    setUtr: (id, utr, search) => change('donations.setUtr', id, (p) => withUtr(p, utr), search),
    markReceived: (id, received, search) =>
      change('donations.markReceived', id, (p) => withReceived(p, received), search),

    receivedIn: (fy) =>
      guard('donations.receivedIn', async () => {
        const { from, to } = yearDates(fy);
        const values = await scripts.received.exec(
          [d.received(fy), k.rec('donations')],
          [String(dayNumber(from)), String(dayNumber(to))],
        );
        return values.map((v) => parseStored<Pledge>(v)).filter((p): p is Pledge => p !== null);
      }),

    issueReceipt: ({ draft, notices = [] }) =>
      guard('donations.issueReceipt', async () => {
        const issuedMs = Date.parse(draft.issuedAt);
        const messages = notices.map((n) => outboxMessage(n, 'donations', draft.id, issuedMs));
        const [code, seq] = (
          await scripts.issue.exec(
            [
              k.rec('donations'),
              d.receipts,
              d.seq,
              d.active,
              d.counter(draft.fy),
              d.ofYear(draft.fy),
              d.ofPledge(draft.pledgeId),
              k.outbox.box,
              k.outbox.due,
            ],
            [draft.pledgeId, draft.id, JSON.stringify(draft), String(issuedMs), ...enqueueArgs(messages)],
          )
        ).map(Number);
        if (code === 1) return { ok: true, receipt: assembleReceipt(draft, seq!) } as const;
        return { ok: false, refused: code === 0 ? 'missing' : code === 3 ? 'unreceived' : 'issued' } as const;
      }),

    cancelReceipt: (id, cancellation) =>
      guard('donations.cancelReceipt', async () => {
        const [receipt] = await readReceipts([id]);
        if (!receipt) return { ok: false, refused: 'missing' } as const;
        const code = Number(
          await scripts.cancel.exec(
            [d.receipts, d.cancel, d.active],
            [id, receipt.pledgeId, JSON.stringify(cancellation)],
          ),
        );
        if (code === 1) return { ok: true, receipt: { ...receipt, cancelled: cancellation } } as const;
        return { ok: false, refused: code === 0 ? 'missing' : 'cancelled' } as const;
      }),

    receipt: (id) => guard('donations.receipt', async () => (await readReceipts([id]))[0] ?? null),
    // By financial year, then number, as the embedded store: two issued in the same millisecond tie in the ZSET.
    receiptsOf: (pledgeId) =>
      guard('donations.receiptsOf', async () =>
        (await readReceipts({ zset: d.ofPledge(pledgeId) })).sort((a, b) =>
          a.fy === b.fy ? a.seq - b.seq : a.fy < b.fy ? -1 : 1,
        ),
      ),
    receiptsIn: (fy) => guard('donations.receiptsIn', () => readReceipts({ zset: d.ofYear(fy) })),
    filing: (fy) => guard('donations.filing', () => filingOf(fy)),

    markFiled: (fy, filed) =>
      guard('donations.markFiled', async () => {
        await redis.hset(d.year(fy), { filed: JSON.stringify(filed) });
        return filingOf(fy);
      }),

    markCertificateSent: (fy, donorKey, sent) =>
      guard('donations.markCertificateSent', async () => {
        await redis.hset(d.year(fy), { [`10be:${donorKey}`]: JSON.stringify(sent) });
        return filingOf(fy);
      }),
  };
}
