// The camps' contract (src/server/store/port/camps.ts) on every adapter: places are people and never
// overbooked, tokens 1..n per date without gap or repeat (also under 60 registrations at once), the waiting
// list promoted in order when places free, a called-off date cancels and tells everyone, a phone past its
// share is held (stored all the same), and the messages are written in the same step.

import { expect, it } from 'vitest';
import type { CampDraft } from '../../src/server/store/port/camps';
import type { Store } from '../../src/server/store/port';
import { contractSuite } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');
let n = 0;

const draft = (date: string, people = 1, extra: Partial<CampDraft> = {}): CampDraft => ({
  id: crypto.randomUUID(),
  camp: 'chennai-kodambakkam',
  date,
  name: `Person ${++n}`,
  phone: `98${String(10_000_000 + n).slice(-8)}`,
  village: 'Vadapalani',
  people,
  channel: 'email',
  email: `p${n}@example.com`,
  lang: 'ta',
  createdAt: new Date(T0 + n).toISOString(),
  ...extra,
});

contractSuite('camps', (harness) => {
  let store: Store;
  const fresh = async () => (store = await harness.create(() => new Date(T0)));
  const register = (d: CampDraft, capacity = 5, phonePerDate = 0) =>
    store.camps.register({ draft: d, capacity, phonePerDate, messages: [{ kind: 'confirm', dueMs: T0 }] });

  it('60 one-person registrations at once for 40 places: tokens exactly 1..40, the other 20 wait', async () => {
    await fresh();
    const date = '2026-12-03';
    const results = await Promise.all(Array.from({ length: 60 }, () => register(draft(date), 40)));
    const regs = results.map((r) => (r.ok ? r.registration : null));
    expect(regs.every(Boolean)).toBe(true);
    const tokens = regs.flatMap((r) => (r?.token ? [r.token] : [])).sort((a, b) => a - b);
    expect(tokens).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(regs.filter((r) => r?.status === 'waiting')).toHaveLength(20);
    expect(await store.camps.day('chennai-kodambakkam', date)).toMatchObject({ capacity: 40, taken: 40 });
    const listed = await store.camps.onDate('chennai-kodambakkam', date);
    expect(listed.slice(0, 40).map((r) => r.token)).toEqual(tokens);
    expect(listed.slice(40).every((r) => r.status === 'waiting' && r.token === undefined)).toBe(true);
  });

  it('places are people: a family that does not fit waits; a cancel promotes those who fit, in order', async () => {
    await fresh();
    const date = '2026-12-10';
    const a = await register(draft(date, 3));
    const b = await register(draft(date, 3));
    const c = await register(draft(date, 2));
    const d = await register(draft(date, 1));
    expect([a, b, c, d].map((r) => r.ok && [r.registration.status, r.registration.token])).toEqual([
      ['registered', 1],
      ['waiting', undefined],
      ['registered', 2],
      ['waiting', undefined],
    ]);
    if (!a.ok || !b.ok || !d.ok) throw new Error('registered');
    const cancelled = await store.camps.cancel(a.registration.id, 'person', T0 + 1000, 0);
    expect(cancelled.ok).toBe(true);
    if (!cancelled.ok) return;
    expect(cancelled.registration).toMatchObject({ status: 'cancelled', token: 1, cancelledBy: 'person', link: 1 });
    // 3 places free: the family of three first (it came first), then nobody else fits.
    expect(cancelled.promoted.map((r) => [r.id, r.token])).toEqual([[b.registration.id, 3]]);
    expect(await store.camps.day('chennai-kodambakkam', date)).toMatchObject({ taken: 5 });
    const due = await store.outbox.claim(T0 + 2000, 60_000, 50);
    expect(due.map((m) => m.id)).toContain(`camp:promoted/${b.registration.id}`);
    expect(due.find((m) => m.id === `camp:promoted/${b.registration.id}`)).toMatchObject({
      type: 'camp',
      kind: null,
      ref: `promoted/${b.registration.id}`,
    });
    // A second cancel, or one from an old link, changes nothing.
    expect(await store.camps.cancel(a.registration.id, 'person', T0, 1)).toEqual({ ok: false, refused: 'cancelled' });
    expect(await store.camps.cancel(b.registration.id, 'person', T0, 7)).toEqual({ ok: false, refused: 'stale' });
    expect(await store.camps.cancel('nobody', 'staff', T0)).toEqual({ ok: false, refused: 'missing' });
  });

  it('a called-off date cancels everyone, tells each, and takes no more registrations', async () => {
    await fresh();
    const date = '2026-12-17';
    const one = await register(draft(date, 2), 2);
    const two = await register(draft(date, 1), 2);
    const told = await store.camps.cancelDate('chennai-kodambakkam', date, 2, T0 + 5);
    expect(told.map((r) => [r.status, r.cancelledBy])).toEqual([
      ['cancelled', 'date'],
      ['cancelled', 'date'],
    ]);
    expect(await register(draft(date), 2)).toEqual({ ok: false, refused: 'called-off' });
    expect(await store.camps.day('chennai-kodambakkam', date)).toMatchObject({ cancelled: true, taken: 0 });
    const ids = (await store.outbox.claim(T0 + 10, 60_000, 50)).map((m) => m.id);
    for (const r of [one, two]) if (r.ok) expect(ids).toContain(`camp:called-off/${r.registration.id}`);
  });

  it("past a phone's share of a date the registration is held, and still takes its token", async () => {
    await fresh();
    const date = '2026-12-24';
    const first = await register(draft(date, 1, { phone: '9000000001' }), 10, 1);
    const second = await register(draft(date, 1, { phone: '9000000001' }), 10, 1);
    expect(first.ok && first.registration.held).toBeUndefined();
    expect(second.ok && [second.registration.held, second.registration.token]).toEqual(['phone', 2]);
  });

  it('staff mark who came; counts per camp add up people, came, waiting and cancelled', async () => {
    await fresh();
    const date = '2026-12-31';
    const a = await register(draft(date, 2), 3);
    const b = await register(draft(date, 2), 3);
    if (!a.ok || !b.ok) throw new Error('registered');
    expect(await store.camps.markCame(a.registration.id, true)).toMatchObject({ came: true });
    expect(await store.camps.markCame('nobody', true)).toBeNull();
    expect(await store.camps.counts('chennai-kodambakkam', '2026-12-01', '2026-12-31')).toEqual({
      camp: 'chennai-kodambakkam',
      dates: 1,
      registrations: 1,
      people: 2,
      came: 2,
      waiting: 1,
      cancelled: 0,
    });
    expect(await store.camps.get(b.registration.id)).toMatchObject({ status: 'waiting' });
  });
});
