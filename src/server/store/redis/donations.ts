// The Redis adapter's donations (../port/donations), keys in ./keys (received:<fy>, rcpt*, 80g:<fy>,
// fy10bd:<fy>). Each write is one Lua script (./lua/donations): a pledge's change checks in the script that its money is not
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
import * as donationsScripts from './lua/donations';
import { messageArgs } from './lua/fragments';
import { bindScripts } from './lua/script';

type Pledge = StoredRecord<'donations'>;

/** A pledge changed meanwhile is read again this many times. */
const ATTEMPTS = 5;

export function redisDonations({ redis, k, guard }: RedisContext): Donations {
  const d = k.donations;
  const scripts = bindScripts(redis, donationsScripts);

  const readReceipts = async (ids: string[] | { zset: string }): Promise<Receipt[]> => {
    const rows = await scripts.receipts(
      { receipts: d.receipts, seq: d.seq, cancel: d.cancel, ...('zset' in ids ? { listed: ids.zset } : {}) },
      { ids: 'zset' in ids ? [] : ids },
    );
    const out: Receipt[] = [];
    for (const { json, seq, cancellation } of rows) {
      const draft = parseStored<ReceiptDraft>(json);
      if (draft) out.push(assembleReceipt(draft, seq, parseStored<ReceiptCancellation>(cancellation || null)));
    }
    return out;
  };

  /** Change a pledge whose money is not confirmed yet. */
  const change = (operation: string, id: string, next: (p: Pledge) => Pledge, search: SearchText<'donations'>) =>
    guard(operation, async (): Promise<PledgeChange> => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const pledge = parseStored<Pledge>(await redis.hget(k.rec('donations'), id));
        if (!pledge) return { ok: false, refused: 'missing' };
        if (pledge.received) return { ok: false, refused: 'received' };
        const changed = next(pledge);
        const received = changed.received;
        const done = await scripts.change(
          {
            rec: k.rec('donations'),
            find: k.find('donations'),
            ...(received ? { received: d.received(financialYear(received.date)) } : {}),
          },
          {
            id,
            utr: pledge.utr ?? '',
            json: JSON.stringify(changed),
            search: search(changed),
            ...(received ? { day: dayNumber(received.date) } : {}),
          },
        );
        if (done === 'changed') return { ok: true, pledge: changed };
        if (done === 'missing') return { ok: false, refused: 'missing' };
        if (done === 'received') return { ok: false, refused: 'received' };
      }
      throw new Error(`pledge ${id} kept changing while it was being changed`);
    });

  const filingOf = async (fy: string): Promise<YearFiling> => {
    const marks = await scripts.filing({ year: d.year(fy) }, {});
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
          const done = await scripts.amend(
            { rec: k.rec('donations'), find: k.find('donations') },
            { id, read, json: JSON.stringify(changed), search: search(changed) },
          );
          if (done === 'changed') return { ok: true, pledge: changed };
          if (done === 'missing') return { ok: false, refused: 'missing' };
        }
        throw new Error(`pledge ${id} kept changing while it was being amended`);
      }),

    setUtr: (id, utr, search) => change('donations.setUtr', id, (p) => withUtr(p, utr), search),
    markReceived: (id, received, search) =>
      change('donations.markReceived', id, (p) => withReceived(p, received), search),

    receivedIn: (fy) =>
      guard('donations.receivedIn', async () => {
        const { from, to } = yearDates(fy);
        const values = await scripts.received(
          { received: d.received(fy), rec: k.rec('donations') },
          { firstDay: dayNumber(from), lastDay: dayNumber(to) },
        );
        return values.map((v) => parseStored<Pledge>(v)).filter((p): p is Pledge => p !== null);
      }),

    issueReceipt: ({ draft, notices = [] }) =>
      guard('donations.issueReceipt', async () => {
        const issuedMs = Date.parse(draft.issuedAt);
        const messages = notices.map((n) => outboxMessage(n, 'donations', draft.id, issuedMs));
        const outcome = await scripts.issue(
          {
            rec: k.rec('donations'),
            receipts: d.receipts,
            seq: d.seq,
            active: d.active,
            counter: d.counter(draft.fy),
            ofYear: d.ofYear(draft.fy),
            ofPledge: d.ofPledge(draft.pledgeId),
            box: k.outbox.box,
            due: k.outbox.due,
          },
          {
            pledgeId: draft.pledgeId,
            id: draft.id,
            json: JSON.stringify(draft),
            issuedMs: String(issuedMs),
            messages: messageArgs(messages),
          },
        );
        if (outcome.done === 'issued') return { ok: true, receipt: assembleReceipt(draft, outcome.seq) } as const;
        return { ok: false, refused: outcome.done === 'issued-before' ? 'issued' : outcome.done } as const;
      }),

    cancelReceipt: (id, cancellation) =>
      guard('donations.cancelReceipt', async () => {
        const [receipt] = await readReceipts([id]);
        if (!receipt) return { ok: false, refused: 'missing' } as const;
        const done = await scripts.cancel(
          { receipts: d.receipts, cancel: d.cancel, active: d.active },
          { id, pledgeId: receipt.pledgeId, cancellation: JSON.stringify(cancellation) },
        );
        if (done === 'cancelled') return { ok: true, receipt: { ...receipt, cancelled: cancellation } } as const;
        return { ok: false, refused: done === 'missing' ? 'missing' : 'cancelled' } as const;
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
