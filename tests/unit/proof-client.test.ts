// The browser's side of the proof of work: the API client sends a proof with every POST and, when the
// server refuses the proof itself, takes a new one and sends once more (never in a loop); a form's proof
// source has one made (fetch a challenge, solve it: ../../src/islands/forms/proof-make.ts, in the browser in a
// Web Worker; here Node has none, so the tests run it on this thread) and hands each proof out once; with no
// worker at all it makes none.

import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api';
import { CHALLENGE_PATH, PROOF_FIELD, type ChallengeResponse } from '../../src/lib/proof';
import { createProofSource, type ProofMaker } from '../../src/islands/forms/proof';
import { makeProof } from '../../src/islands/forms/proof-make';

const SECRET = 'unit-test-secret';

/** What the worker does (src/islands/forms/proof.worker.ts), on this thread. */
const makeHere: ProofMaker = () => makeProof(deriveKey);

const sent = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as Record<string, unknown>;

describe('API client with a proof of work', () => {
  const refused = () =>
    Response.json({ success: false, error: 'used', fields: { [PROOF_FIELD]: 'used' } }, { status: 400 });

  it('every POST carries a fresh proof; a refused proof is replaced and the POST sent once more', async () => {
    let n = 0;
    const proof = { take: vi.fn(() => Promise.resolve(`proof-${++n}`)) };
    const bodies: Record<string, unknown>[] = [];
    const answers = [refused(), Response.json({ success: true, message: 'ok' })];
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      bodies.push(sent(init));
      return Promise.resolve(answers.shift()!);
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ fetch, proof });
    const result = await client.requestCallback({ name: 'A', phone: '9876543210' });
    expect(result.ok).toBe(true);
    expect(bodies.map((b) => b[PROOF_FIELD])).toEqual(['proof-1', 'proof-2']);
    expect(bodies[1]).toMatchObject({ name: 'A', phone: '9876543210', variant: 'nav' });
  });

  it('a second refusal is the answer (no loop); other 400s are not retried; GETs carry no proof', async () => {
    const proof = { take: vi.fn(() => Promise.resolve('p')) };
    const fetch = vi.fn(() => Promise.resolve(refused())) as unknown as typeof globalThis.fetch;
    const twice = await createApiClient({ fetch, proof }).sendContactMessage({ name: 'A' });
    expect(twice).toMatchObject({ ok: false, status: 400, fields: { [PROOF_FIELD]: 'used' } });
    expect(proof.take).toHaveBeenCalledTimes(2);

    const invalid = vi.fn(() =>
      Promise.resolve(Response.json({ success: false, error: 'bad', fields: { name: 'bad' } }, { status: 400 })),
    ) as unknown as typeof globalThis.fetch;
    const other = { take: vi.fn(() => Promise.resolve('p')) };
    await createApiClient({ fetch: invalid, proof: other }).sendContactMessage({ name: '' });
    expect(other.take).toHaveBeenCalledTimes(1);

    const get = vi.fn((_url: string, init?: RequestInit) => {
      expect(init?.body).toBeUndefined();
      return Promise.resolve(
        Response.json({ success: true, date: '2026-12-01', booked: [], closed: [], closedDay: null }),
      );
    }) as unknown as typeof globalThis.fetch;
    const reader = { take: vi.fn(() => Promise.resolve('p')) };
    await createApiClient({ fetch: get, proof: reader }).getBookedTimes('2026-12-01');
    expect(reader.take).not.toHaveBeenCalled();
  });
});

describe('a form’s proof source', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A challenge endpoint of light work, counting its calls; `fail` answers 503 first. */
  function challengeServer(fail = 0) {
    const calls = { count: 0 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe(CHALLENGE_PATH);
        calls.count += 1;
        if (calls.count <= fail) return Response.json({ success: false, error: 'down' }, { status: 503 });
        const made = await createChallenge({
          algorithm: 'PBKDF2/SHA-256',
          cost: 1,
          counter: 5,
          deriveKey,
          hmacSignatureSecret: SECRET,
        });
        const body: ChallengeResponse = {
          success: true,
          challenge: { parameters: made.parameters, signature: made.signature! },
          expiresInMs: 600_000,
        };
        return Response.json(body);
      }),
    );
    return calls;
  }

  async function verifies(payload: string | null) {
    const { challenge, solution } = JSON.parse(Buffer.from(payload!, 'base64').toString('utf8')) as {
      challenge: ChallengeResponse['challenge'];
      solution: { counter: number; derivedKey: string };
    };
    return (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })).verified;
  }

  it('makes a proof in the background once warmed; each proof is handed out once, the next is made on demand', async () => {
    const calls = challengeServer();
    const source = createProofSource(makeHere);
    expect(source.ready()).toBe(false);
    source.warm();
    source.warm();
    await vi.waitFor(() => expect(source.ready()).toBe(true));
    expect(calls.count).toBe(1);
    const first = await source.take();
    expect(await verifies(first)).toBe(true);
    expect(source.ready()).toBe(false);
    const second = await source.take();
    expect(await verifies(second)).toBe(true);
    expect(second).not.toBe(first);
    expect(calls.count).toBe(2);
  });

  it('a proof past its time is not sent: a new one is made for the send', async () => {
    const calls = challengeServer();
    const stale: ProofMaker = () => Promise.resolve({ payload: 'stale', expiresInMs: 1_000 });
    let n = 0;
    const source = createProofSource(() => (++n === 1 ? stale() : makeHere()));
    source.warm();
    const sent = await source.take();
    expect(sent).not.toBe('stale');
    expect(await verifies(sent)).toBe(true);
    expect(calls.count).toBe(1);
  });

  it('a challenge that could not be fetched is fetched again when a proof is needed', async () => {
    const calls = challengeServer(1);
    const source = createProofSource(makeHere);
    source.warm();
    expect(await verifies(await source.take())).toBe(true);
    expect(calls.count).toBe(2);
  });

  it('where no Web Worker can run there is no proof: a send carries none (the server then asks to send again or call)', async () => {
    expect(typeof Worker).toBe('undefined');
    const calls = challengeServer();
    const source = createProofSource();
    source.warm();
    expect(await source.take()).toBeNull();
    expect(source.ready()).toBe(false);
    // The worker fetches the challenge: with none, nothing is asked of the server.
    expect(calls.count).toBe(0);
  });
});
