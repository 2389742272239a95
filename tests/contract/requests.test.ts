// The requests sub-port's contract (src/server/store/port/requests.ts), on every adapter: a request waits
// for its code with its messages written; tries are counted, a wrong, late or spent code opens nothing; the
// queue holds open requests earliest due first; an answer closes one once, with its message; purge forgets
// what was never verified and what was answered long ago.

import { expect, it } from 'vitest';
import type { Store, StoredRequest } from '../../src/server/store/port';
import type { QueuedMessage } from '../../src/server/store/port/requests';
import { contractSuite } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');
const DAY = 86_400_000;

const request = (n: number, extra: Partial<StoredRequest> = {}): StoredRequest => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'access',
  name: `Person ${n}`,
  contact: { email: `person${n}@example.org` },
  details: '',
  lang: 'en',
  via: 'code',
  status: 'unverified',
  createdMs: T0 + n,
  dueMs: 0,
  code: { hash: `hash-${n}`, sealed: `sealed-${n}`, expiresMs: T0 + 15 * 60_000 },
  ...extra,
});

const message = (id: string): QueuedMessage => ({
  message: { id: `privacy:${id}`, type: 'privacy', kind: null, ref: id, createdMs: T0 },
  dueMs: T0,
});

const tries = { nowMs: T0 + 1000, maxTries: 3, dueMs: T0 + 30 * DAY };

contractSuite('requests', (harness) => {
  let store: Store;

  it('a request waits for its code, its message written with it; the right code opens it once', async () => {
    store = await harness.create(() => new Date(T0));
    const r = request(1);
    await store.requests.create(r, [message(`code/${r.id}`)]);
    expect(await store.requests.get(r.id)).toEqual(r);
    const claimed = await store.outbox.claim(T0, 60_000, 10);
    expect(claimed.map((m) => m.id)).toEqual([`privacy:code/${r.id}`]);
    expect(await store.requests.queue(10)).toEqual([]);

    expect(await store.requests.verify(r.id, 'hash-x', tries, [])).toEqual({ ok: false, why: 'wrong' });
    const opened = await store.requests.verify(r.id, 'hash-1', tries, [message(`ack/${r.id}`)]);
    const { code: _code, ...rest } = r;
    expect(opened).toEqual({ ok: true, request: { ...rest, status: 'open', dueMs: tries.dueMs } });
    expect((await store.requests.get(r.id))?.code).toBeUndefined();
    expect(await store.requests.verify(r.id, 'hash-1', tries, [])).toEqual({ ok: false, why: 'missing' });
    expect((await store.outbox.claim(T0, 60_000, 10)).map((m) => m.id)).toEqual([`privacy:ack/${r.id}`]);
  });

  it('tries are counted: past the limit even the right code is refused; a late code too', async () => {
    store = await harness.create(() => new Date(T0));
    const r = request(2);
    await store.requests.create(r, []);
    for (let i = 0; i < 3; i += 1) {
      expect(await store.requests.verify(r.id, 'nope', tries, [])).toEqual({ ok: false, why: 'wrong' });
    }
    expect(await store.requests.verify(r.id, 'hash-2', tries, [])).toEqual({ ok: false, why: 'tries' });
    const late = request(3);
    await store.requests.create(late, []);
    const after = { ...tries, nowMs: late.code!.expiresMs };
    expect(await store.requests.verify(late.id, 'hash-3', after, [])).toEqual({ ok: false, why: 'expired' });
    expect(await store.requests.verify(request(9).id, 'hash-9', tries, [])).toEqual({ ok: false, why: 'missing' });
    expect(await store.requests.queue(10)).toEqual([]);
  });

  it('the queue holds open requests earliest due first; an answer closes one once, with its message', async () => {
    store = await harness.create(() => new Date(T0));
    const later = request(4, { status: 'open', via: 'link', dueMs: T0 + 30 * DAY, code: undefined });
    const sooner = request(5, { status: 'open', via: 'link', dueMs: T0 + 2 * DAY, code: undefined });
    delete later.code;
    delete sooner.code;
    await store.requests.create(later, []);
    await store.requests.create(sooner, []);
    await store.requests.create(request(6), []);
    expect(await store.requests.queue(10)).toEqual([sooner, later]);
    expect(await store.requests.queue(1)).toEqual([sooner]);

    const answer = { text: 'We hold one booking of yours; a copy is attached.', by: 'Asha', atMs: T0 + DAY };
    const answered = await store.requests.answer(sooner.id, answer, [message(`answer/${sooner.id}`)]);
    expect(answered).toEqual({ ...sooner, status: 'answered', answer });
    expect(await store.requests.answer(sooner.id, answer, [])).toBeNull();
    expect(await store.requests.queue(10)).toEqual([later]);
    expect((await store.outbox.claim(T0, 60_000, 10)).map((m) => m.id)).toEqual([`privacy:answer/${sooner.id}`]);
  });

  it('purge forgets requests never verified and those answered long ago, nothing else', async () => {
    store = await harness.create(() => new Date(T0));
    const stale = request(7);
    const fresh = request(8, { createdMs: T0 + DAY });
    const open = request(10, { status: 'open', dueMs: T0 + DAY });
    delete open.code;
    await store.requests.create(stale, []);
    await store.requests.create(fresh, []);
    await store.requests.create(open, []);
    await store.requests.answer(open.id, { text: 'Done.', by: 'Asha', atMs: T0 + 2 * DAY }, []);
    expect(await store.requests.purge(T0 + 1000, T0 + DAY, 100)).toBe(1);
    expect(await store.requests.get(stale.id)).toBeNull();
    expect(await store.requests.get(fresh.id)).not.toBeNull();
    expect(await store.requests.purge(T0 + 1000, T0 + 3 * DAY, 100)).toBe(1);
    expect(await store.requests.get(open.id)).toBeNull();
  });
});
