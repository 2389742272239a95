// The donations sub-port's contract (src/server/store/port/donations.ts), on every adapter: a pledge's UTR
// and confirmed payment, 80G receipts numbered from their year's counter (no gap, no repeat under 100 issues
// at once from two connections), never changed, cancelled and issued again; Form 10BD's marks.

import { expect, it } from 'vitest';
import type { Received } from '../../src/lib/donations';
import type { DonationRecordData, StoredRecord } from '../../src/lib/records';
import type { ReceiptDraft } from '../../src/server/store/port/donations';
import type { Store } from '../../src/server/store/port';
import { CONTRACT_NOW, contractSuite, searchOf } from '../helpers/stores';

type Pledge = StoredRecord<'donations'>;

const pledgeData = (name: string, amount = 2500): DonationRecordData => ({
  reference: `VT-${name.toUpperCase().padEnd(8, 'X').slice(0, 8)}`,
  name: name,
  gender: 'Female',
  email: `${name.toLowerCase()}@example.org`,
  phone: '9876543210',
  address: '12 Temple Street, Dindigul',
  frequency: 'One time',
  category: 'others',
  amount,
  pan: 'ABCDE1234F',
  paymentMode: 'UPI',
});

const received = (date: string, amount = 2500, mode: Received['mode'] = 'upi'): Received => ({
  date,
  mode,
  amount,
  reference: '412345678901',
  at: CONTRACT_NOW,
  by: 'abcd1234',
});

const draftFor = (pledge: Pledge, extra: Partial<ReceiptDraft> = {}): ReceiptDraft => ({
  id: crypto.randomUUID(),
  pledgeId: pledge.id,
  pledgeReference: pledge.reference,
  fy: '2026-27',
  date: '2026-11-20',
  issuedAt: CONTRACT_NOW,
  issuedBy: 'abcd1234',
  lang: 'en',
  donor: { name: pledge.name, address: pledge.address, email: pledge.email, idType: 'pan', idNumber: 'ABCDE1234F' },
  category: 'others',
  received: { date: '2026-11-18', mode: 'upi', amount: pledge.amount, reference: '412345678901' },
  eligible80G: true,
  ...extra,
});

contractSuite('donations', (harness) => {
  const now = () => new Date(CONTRACT_NOW);
  let store: Store;
  const pledge = (name: string, amount?: number) =>
    store.records.add('donations', pledgeData(name, amount), { search: searchOf('donations') });
  const receivedPledge = async (name: string, date = '2026-11-18') => {
    const p = await pledge(name);
    const done = await store.donations.markReceived(p.id, received(date), searchOf('donations'));
    if (!done.ok) throw new Error(`not received: ${done.refused}`);
    return done.pledge;
  };

  it("keeps the donor's UTR and a person's confirmation on the pledge; both refused once the money is in", async () => {
    store = await harness.create(now);
    const p = await pledge('Meena');
    const utr = await store.donations.setUtr(p.id, '412345678901', searchOf('donations'));
    expect(utr).toEqual({ ok: true, pledge: { ...p, utr: '412345678901' } });
    // A second UTR replaces the first while the money is not confirmed (a typo corrected).
    await store.donations.setUtr(p.id, '412345678902', searchOf('donations'));
    expect((await store.records.get('donations', p.id))?.utr).toBe('412345678902');
    // Searchable by the UTR: the search text written with the change.
    const found = await store.records.page('donations', { limit: 10, maxBytes: 100_000, search: '412345678902' });
    expect(found.records.map((r) => r.id)).toEqual([p.id]);

    const money = received('2026-11-19');
    const done = await store.donations.markReceived(p.id, money, searchOf('donations'));
    expect(done).toEqual({ ok: true, pledge: { ...p, utr: '412345678902', received: money } });
    expect(await store.records.get('donations', p.id)).toEqual({ ...p, utr: '412345678902', received: money });
    expect(await store.donations.markReceived(p.id, received('2026-11-20'), searchOf('donations'))).toEqual({
      ok: false,
      refused: 'received',
    });
    expect(await store.donations.setUtr(p.id, '999999999999', searchOf('donations'))).toEqual({
      ok: false,
      refused: 'received',
    });
    const missing = crypto.randomUUID();
    expect(await store.donations.setUtr(missing, '412345678901', searchOf('donations'))).toEqual({
      ok: false,
      refused: 'missing',
    });
    expect(await store.donations.markReceived(missing, money, searchOf('donations'))).toEqual({
      ok: false,
      refused: 'missing',
    });
  });

  it("amends the donor's own details, received or not, never the money, UTR or reference", async () => {
    const p = await receivedPledge('Amend');
    const done = await store.donations.amendPledge(
      p.id,
      (x) => ({ ...x, nameLatin: 'Kavitha Raman', remindersStoppedAt: CONTRACT_NOW, amount: 1, reference: 'VT-OTHER' }),
      searchOf('donations'),
    );
    expect(done.ok && done.pledge).toMatchObject({ nameLatin: 'Kavitha Raman', amount: 2500, reference: p.reference });
    const stored = await store.records.get('donations', p.id);
    expect(stored).toMatchObject({ nameLatin: 'Kavitha Raman', remindersStoppedAt: CONTRACT_NOW, amount: 2500 });
    expect(stored?.received?.date).toBe('2026-11-18');
    // A spelling taken away is gone; the search text follows the pledge.
    await store.donations.amendPledge(p.id, (x) => ({ ...x, nameLatin: undefined }), searchOf('donations'));
    expect((await store.records.get('donations', p.id))?.nameLatin).toBeUndefined();
    expect(await store.donations.amendPledge(crypto.randomUUID(), (x) => x, searchOf('donations'))).toEqual({
      ok: false,
      refused: 'missing',
    });
  });

  it("lists a financial year's received pledges by date, April to March", async () => {
    store = await harness.create(now);
    const march = await receivedPledge('Anbu', '2027-03-31');
    const april = await receivedPledge('Bala', '2026-04-01');
    const before = await receivedPledge('Chitra', '2026-03-31');
    const june = await receivedPledge('Devi', '2026-06-15');
    await pledge('Elango'); // not received
    expect((await store.donations.receivedIn('2026-27')).map((p) => p.id)).toEqual([april.id, june.id, march.id]);
    expect((await store.donations.receivedIn('2025-26')).map((p) => p.id)).toEqual([before.id]);
    expect(await store.donations.receivedIn('2027-28')).toEqual([]);
  });

  it('issues a receipt only for received money, one in force per pledge; a refusal takes no number', async () => {
    store = await harness.create(now);
    const open = await pledge('Farook');
    expect(await store.donations.issueReceipt({ draft: draftFor(open) })).toEqual({ ok: false, refused: 'unreceived' });
    const missing = { ...open, id: crypto.randomUUID() };
    expect(await store.donations.issueReceipt({ draft: draftFor(missing) })).toEqual({ ok: false, refused: 'missing' });

    const p = await receivedPledge('Gita');
    const draft = draftFor(p);
    const first = await store.donations.issueReceipt({ draft, notices: [{ type: 'receipt', dueMs: now().getTime() }] });
    expect(first).toEqual({ ok: true, receipt: { ...draft, seq: 1, number: '80G/2026-27/000001' } });
    // The mail to the donor was written with it.
    const [message] = await store.outbox.claim(now().getTime(), 60_000, 10);
    expect(message).toMatchObject({ id: `receipt:${draft.id}`, type: 'receipt', kind: 'donations', ref: draft.id });
    expect(await store.donations.issueReceipt({ draft: draftFor(p) })).toEqual({ ok: false, refused: 'issued' });

    // Cancel with a reason, then issue the next number for the same pledge.
    const cancellation = { at: CONTRACT_NOW, by: 'abcd1234', reason: 'Donor name misspelt' };
    const cancelled = await store.donations.cancelReceipt(draft.id, cancellation);
    expect(cancelled).toEqual({
      ok: true,
      receipt: { ...draft, seq: 1, number: '80G/2026-27/000001', cancelled: cancellation },
    });
    expect(await store.donations.cancelReceipt(draft.id, { ...cancellation, reason: 'again' })).toEqual({
      ok: false,
      refused: 'cancelled',
    });
    expect(await store.donations.cancelReceipt(crypto.randomUUID(), cancellation)).toEqual({
      ok: false,
      refused: 'missing',
    });
    const second = draftFor(p, { replaces: draft.id });
    const again = await store.donations.issueReceipt({ draft: second });
    expect(again).toEqual({ ok: true, receipt: { ...second, seq: 2, number: '80G/2026-27/000002' } });

    // The cancelled one is still there, unchanged but for its cancellation; both listed in order.
    const both = [
      { ...draft, seq: 1, number: '80G/2026-27/000001', cancelled: cancellation },
      { ...second, seq: 2, number: '80G/2026-27/000002' },
    ];
    expect(await store.donations.receiptsOf(p.id)).toEqual(both);
    expect(await store.donations.receiptsIn('2026-27')).toEqual(both);
    expect(await store.donations.receipt(draft.id)).toEqual(both[0]);
    expect(await store.donations.receipt(crypto.randomUUID())).toBeNull();
    expect(await store.donations.receiptsIn('2025-26')).toEqual([]);
    // Another year has a counter of its own.
    const older = await receivedPledge('Hari', '2026-03-02');
    const old = await store.donations.issueReceipt({ draft: draftFor(older, { fy: '2025-26' }) });
    expect(old.ok && old.receipt.number).toBe('80G/2025-26/000001');
  });

  it('numbers 100 receipts issued at once from two connections 1 to 100: no gap, no repeat', async () => {
    store = await harness.create(now);
    const pledges: Pledge[] = [];
    for (let i = 0; i < 100; i++) pledges.push(await receivedPledge(`Donor${i}`));
    const unreceived = await pledge('Late');
    const other = await harness.sibling(now);
    const results = await Promise.all([
      ...pledges.map((p, i) => (i % 2 ? other : store).donations.issueReceipt({ draft: draftFor(p) })),
      // Refusals mixed in take no number: a second receipt for a pledge, one for money not in.
      ...pledges.slice(0, 20).map(async (p) => {
        // Wait for the first receipt of this pledge, then ask again: refused.
        while ((await store.donations.receiptsOf(p.id)).length === 0) await new Promise((r) => setImmediate(r));
        return store.donations.issueReceipt({ draft: draftFor(p) });
      }),
      store.donations.issueReceipt({ draft: draftFor(unreceived) }),
    ]);
    const numbers = results.flatMap((r) => (r.ok ? [r.receipt.seq] : []));
    expect(numbers).toHaveLength(100);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.refused)).toEqual([
      ...Array<string>(20).fill('issued'),
      'unreceived',
    ]);
    const listed = await store.donations.receiptsIn('2026-27');
    expect(listed.map((r) => r.number)).toEqual(
      Array.from({ length: 100 }, (_, i) => `80G/2026-27/${String(i + 1).padStart(6, '0')}`),
    );
    // The next one continues the sequence.
    const next = await store.donations.issueReceipt({ draft: draftFor(await receivedPledge('After')) });
    expect(next.ok && next.receipt.seq).toBe(101);
  });

  it("records a year's Form 10BD as filed and each donor's 10BE as sent", async () => {
    store = await harness.create(now);
    expect(await store.donations.filing('2026-27')).toEqual({ fy: '2026-27', certificates: {} });
    const filed = { at: CONTRACT_NOW, by: 'abcd1234', acknowledgement: 'ACK-123' };
    expect(await store.donations.markFiled('2026-27', filed)).toEqual({ fy: '2026-27', filed, certificates: {} });
    const sent = { at: CONTRACT_NOW, by: 'abcd1234' };
    await store.donations.markCertificateSent('2026-27', 'k1', sent);
    expect(await store.donations.markCertificateSent('2026-27', 'k2', sent)).toEqual({
      fy: '2026-27',
      filed,
      certificates: { k1: sent, k2: sent },
    });
    expect(await store.donations.filing('2025-26')).toEqual({ fy: '2025-26', certificates: {} });
  });
});
