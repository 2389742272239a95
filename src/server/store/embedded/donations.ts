// The embedded adapter's donations (../port/donations): the UTR and the confirmed payment on the pledge's
// row, receipts in their own table (UNIQUE per year and number), the year's counter in `counters`, each
// write one transaction (./db), so a number is taken only when its receipt is written.

import type { StatementSync } from 'node:sqlite';
import { yearDates, type FinancialYear, type Receipt, type ReceiptCancellation } from '../../../lib/donations';
import type { YearFiling } from '../../../lib/donations';
import type { StoredRecord } from '../../../lib/records';
import { amended, assembleReceipt, withReceived, withUtr, type Donations, type PledgeChange } from '../port/donations';
import type { ReceiptDraft } from '../port/donations';
import type { SearchText } from '../port';
import { parseStored } from '../shared';
import { type EmbeddedDb, storedRow, storedRows } from './db';
import { enqueueNotices, type OutboxStatements } from './outbox';

type Pledge = StoredRecord<'donations'>;
type ReceiptRow = { data: string; seq: number; cancelled: string | null };

export function embeddedDonations({ db, transaction, read }: EmbeddedDb, outboxSql: OutboxStatements): Donations {
  const receiptColumns = `r.data, r.seq, c.data AS cancelled
    FROM receipts r LEFT JOIN receipt_cancellations c ON c.receipt_id = r.id`;
  const sql = {
    pledge: db.prepare("SELECT data FROM records WHERE kind = 'donations' AND id = ?"),
    update: db.prepare("UPDATE records SET data = ?, search = ? WHERE kind = 'donations' AND id = ?"),
    receivedIn: db.prepare(`SELECT data FROM records WHERE kind = 'donations'
      AND json_extract(data, '$.received.date') BETWEEN ? AND ? ORDER BY json_extract(data, '$.received.date'), id`),
    inForce: db.prepare(`SELECT 1 FROM receipts r WHERE r.pledge_id = ?
      AND NOT EXISTS (SELECT 1 FROM receipt_cancellations c WHERE c.receipt_id = r.id)`),
    nextNumber: db.prepare(
      'INSERT INTO counters (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value',
    ),
    insertReceipt: db.prepare('INSERT INTO receipts (id, pledge_id, fy, seq, data) VALUES (?, ?, ?, ?, ?)'),
    receipt: db.prepare(`SELECT ${receiptColumns} WHERE r.id = ?`),
    receiptsOf: db.prepare(`SELECT ${receiptColumns} WHERE r.pledge_id = ? ORDER BY r.fy, r.seq`),
    receiptsIn: db.prepare(`SELECT ${receiptColumns} WHERE r.fy = ? ORDER BY r.seq`),
    cancel: db.prepare('INSERT INTO receipt_cancellations (receipt_id, data) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    yearMarks: db.prepare('SELECT name, data FROM donation_years WHERE fy = ?'),
    mark: db.prepare(
      'INSERT INTO donation_years (fy, name, data) VALUES (?, ?, ?) ON CONFLICT (fy, name) DO UPDATE SET data = excluded.data',
    ),
  } satisfies Record<string, StatementSync>;

  const pledgeOf = (id: string) => storedRow<Pledge>(sql.pledge.get(id));
  const receiptOf = (row: ReceiptRow | undefined): Receipt | null => {
    const draft = parseStored<ReceiptDraft>(row?.data);
    return row && draft
      ? assembleReceipt(draft, Number(row.seq), parseStored<ReceiptCancellation>(row.cancelled))
      : null;
  };
  const receipts = (rows: unknown[]) => (rows as ReceiptRow[]).map(receiptOf).filter((r): r is Receipt => r !== null);

  /** Change a pledge whose money is not confirmed yet, in one transaction. */
  const change = (operation: string, id: string, next: (p: Pledge) => Pledge, search: SearchText<'donations'>) =>
    transaction(operation, (): PledgeChange => {
      const pledge = pledgeOf(id);
      if (!pledge) return { ok: false, refused: 'missing' };
      if (pledge.received) return { ok: false, refused: 'received' };
      const changed = next(pledge);
      sql.update.run(JSON.stringify(changed), search(changed), id);
      return { ok: true, pledge: changed };
    });

  const filingOf = (fy: FinancialYear): YearFiling => {
    const filing: YearFiling = { fy, certificates: {} };
    for (const row of sql.yearMarks.all(fy) as { name: string; data: string }[]) {
      const value = parseStored<{ at: string; by: string; acknowledgement?: string }>(row.data);
      if (!value) continue;
      if (row.name === 'filed') filing.filed = { acknowledgement: '', ...value };
      else if (row.name.startsWith('10be:')) filing.certificates[row.name.slice(5)] = { at: value.at, by: value.by };
    }
    return filing;
  };

  return {
    amendPledge: (id, next, search) =>
      transaction('donations.amendPledge', (): PledgeChange => {
        const pledge = pledgeOf(id);
        if (!pledge) return { ok: false, refused: 'missing' };
        const changed = amended(pledge, next);
        sql.update.run(JSON.stringify(changed), search(changed), id);
        return { ok: true, pledge: changed };
      }),

    setUtr: (id, utr, search) => change('donations.setUtr', id, (p) => withUtr(p, utr), search),

    markReceived: (id, received, search) =>
      change('donations.markReceived', id, (p) => withReceived(p, received), search),

    receivedIn: (fy) =>
      read('donations.receivedIn', () => {
        const { from, to } = yearDates(fy);
        return storedRows<Pledge>(sql.receivedIn.all(from, to));
      }),

    issueReceipt: ({ draft, notices }) =>
      transaction('donations.issueReceipt', () => {
        const pledge = pledgeOf(draft.pledgeId);
        if (!pledge) return { ok: false, refused: 'missing' } as const;
        if (!pledge.received) return { ok: false, refused: 'unreceived' } as const;
        if (sql.inForce.get(draft.pledgeId)) return { ok: false, refused: 'issued' } as const;
        const seq = Number((sql.nextNumber.get(`80g:${draft.fy}`) as { value: number }).value);
        sql.insertReceipt.run(draft.id, draft.pledgeId, draft.fy, seq, JSON.stringify(draft));
        enqueueNotices(outboxSql, notices, 'donations', draft.id, Date.parse(draft.issuedAt));
        return { ok: true, receipt: assembleReceipt(draft, seq) } as const;
      }),

    cancelReceipt: (id, cancellation) =>
      transaction('donations.cancelReceipt', () => {
        const receipt = receiptOf(sql.receipt.get(id) as ReceiptRow | undefined);
        if (!receipt) return { ok: false, refused: 'missing' } as const;
        if (receipt.cancelled) return { ok: false, refused: 'cancelled' } as const;
        sql.cancel.run(id, JSON.stringify(cancellation));
        return { ok: true, receipt: { ...receipt, cancelled: cancellation } } as const;
      }),

    receipt: (id) => read('donations.receipt', () => receiptOf(sql.receipt.get(id) as ReceiptRow | undefined)),
    receiptsOf: (pledgeId) => read('donations.receiptsOf', () => receipts(sql.receiptsOf.all(pledgeId))),
    receiptsIn: (fy) => read('donations.receiptsIn', () => receipts(sql.receiptsIn.all(fy))),
    filing: (fy) => read('donations.filing', () => filingOf(fy)),

    markFiled: (fy, filed) =>
      transaction('donations.markFiled', () => {
        sql.mark.run(fy, 'filed', JSON.stringify(filed));
        return filingOf(fy);
      }),

    markCertificateSent: (fy, donorKey, sent) =>
      transaction('donations.markCertificateSent', () => {
        sql.mark.run(fy, `10be:${donorKey}`, JSON.stringify(sent));
        return filingOf(fy);
      }),
  };
}
