// The donations' receipts read in one step: by ids, or every one a ZSET lists (a year's, a pledge's).

import { luaScript } from '../script';

export type ReceiptsKeys = {
  receipts: string;
  seq: string;
  cancel: string;
  /** A ZSET of receipt ids: read these instead of `ids`. */
  listed?: string;
};

export interface ReceiptRow {
  json: unknown;
  seq: number;
  /** The cancellation's JSON, or '' */
  cancellation: unknown;
}

/** Each receipt found: its JSON, number and cancellation, in the ids' (or the ZSET's) order. */
export const RECEIPTS = luaScript<ReceiptsKeys, { ids: string[] }, unknown[], ReceiptRow[]>({
  body: `
local ids = A.ids
if K.listed then ids = redis.call('ZRANGE', K.listed, 0, -1) end
local out = {}
for _, id in ipairs(ids) do
  local json = redis.call('HGET', K.receipts, id)
  if json then
    out[#out + 1] = json
    out[#out + 1] = redis.call('HGET', K.seq, id) or '0'
    out[#out + 1] = redis.call('HGET', K.cancel, id) or ''
  end
end
return out`,
  parse: (flat) => {
    const rows: ReceiptRow[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3) {
      rows.push({ json: flat[i], seq: Number(flat[i + 1]), cancellation: flat[i + 2] });
    }
    return rows;
  },
});
