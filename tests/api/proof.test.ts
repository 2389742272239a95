// Proof of work on every public write, through the handlers with real Request objects on BOTH store
// adapters: a missing, foreign, unsolved, expired or reused proof gets 400 with a message naming the proof
// (in the page's language) and nothing is stored; a proof is spent in the write's own store step, also when
// that write is refused, so it never works twice. The challenge endpoint issues the documented work.

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import challenge from '../../netlify/functions/challenge';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import { encodeProof, PROOF_FIELD, PROOF_TTL_MS, PROOF_WORK, type ChallengeResponse } from '../../src/lib/proof';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import type { Store } from '../../src/server/store/port';
import { donationBody, personBody } from '../helpers/bodies';
import { call, refusal, solvedProof, type Handler } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { en, ta } from '../helpers/messages';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const SECRET = 'proof-test-secret-0123456789abcdefghijklmnop';

type Payload = {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: Record<string, unknown>;
};
const decode = (proof: string) => JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Payload;
const encode = (payload: Payload) => Buffer.from(JSON.stringify(payload)).toString('base64');

const callback = { name: 'Proof Test', mobile: '9876543210' };

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`proof of work on ${harness.label}`, () => {
    let store: Store;
    let clock = NOW;

    const useDeps = (env: Record<string, string> = {}) =>
      setDeps({
        config: configFromEnv({ RATE_LIMIT_PER_MINUTE: '0', SESSION_SECRET: SECRET, ...env }),
        now: () => clock,
        store: () => Promise.resolve(store),
        sleep: async () => {},
      });
    const sendCallback = (proof: string | false, headers: Record<string, string> = {}) =>
      call(callbacks, '/api/callbacks', { body: callback, proof, headers });
    const stored = async () => (await store.records.list('callbacks')).length;

    beforeAll(async () => {
      setLogSink(() => {});
      await harness.setup();
    });
    afterAll(async () => {
      setDeps(null);
      setLogSink(null);
      await harness.teardown();
    });
    beforeEach(async () => {
      clock = NOW;
      store = await harness.create(() => clock);
      useDeps();
    });

    it('a write without a proof: 400 naming the proof, in English or Tamil, nothing stored', async () => {
      const missing = await sendCallback(false);
      expect(missing.status).toBe(400);
      expect(refusal(missing)).toEqual({
        success: false,
        error: en['proof.missing'],
        fields: { altcha: en['proof.missing'] },
      });
      const tamil = await sendCallback(false, { 'accept-language': 'ta' });
      expect(refusal(tamil).error).toBe(ta['proof.missing']);
      for (const empty of ['', null]) {
        const reply = await call(callbacks, '/api/callbacks', { body: { ...callback, [PROOF_FIELD]: empty } });
        expect(refusal(reply).error).toBe(en['proof.missing']);
      }
      expect(await stored()).toBe(0);
    });

    it('garbage, a wrong answer, changed parameters or another secret: 400 invalid, nothing stored', async () => {
      const good = decode(await solvedProof());
      const wrongKey = { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } };
      const cheaper = {
        ...good,
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 0 } },
      };
      useDeps({ SESSION_SECRET: `${SECRET}-another` });
      const foreign = await solvedProof();
      useDeps();
      for (const proof of [
        'not base64 at all!',
        encode({ ...good, solution: {} }),
        encode(wrongKey),
        encode(cheaper),
        foreign,
      ]) {
        const reply = await sendCallback(proof);
        expect(reply.status, proof).toBe(400);
        expect(refusal(reply).fields).toEqual({ altcha: en['proof.invalid'] });
      }
      expect(await stored()).toBe(0);
    });

    it('a proof past its expiry (the server clock): 400 expired, nothing stored; just before it, fine', async () => {
      const early = await solvedProof();
      const late = await solvedProof();
      clock = new Date(NOW.getTime() + PROOF_TTL_MS - 1);
      expect((await sendCallback(early)).status).toBe(200);
      clock = new Date(NOW.getTime() + PROOF_TTL_MS);
      const expired = await sendCallback(late, { 'accept-language': 'ta' });
      expect(expired.status).toBe(400);
      expect(refusal(expired).fields).toEqual({ altcha: ta['proof.expired'] });
      expect(await stored()).toBe(1);
    });

    it('a proof works once: a second send, on any endpoint, is 400 used and stores nothing', async () => {
      const proof = await solvedProof();
      expect((await sendCallback(proof)).status).toBe(200);
      const again = await sendCallback(proof);
      expect(again.status).toBe(400);
      expect(refusal(again)).toEqual({ success: false, error: en['proof.used'], fields: { altcha: en['proof.used'] } });
      const elsewhere: [Handler, string, unknown][] = [
        [contact, '/api/contact', { name: 'R', email: 'r@example.org', message: 'Hello' }],
        [donation, '/api/donation', donationBody],
        [appointments, '/api/appointments', { people: [personBody()] }],
      ];
      for (const [handler, path, body] of elsewhere) {
        const reply = await call(handler, path, { body, proof });
        expect(reply.status, path).toBe(400);
        expect(refusal(reply).error).toBe(en['proof.used']);
      }
      expect(await stored()).toBe(1);
      expect(await store.records.list('contacts')).toEqual([]);
      expect(await store.records.list('donations')).toEqual([]);
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual([]);
    });

    it('a proof is spent by a refused write too (invalid form, taken slot, honeypot): resending it is 400 used', async () => {
      const invalid = await solvedProof();
      expect((await call(callbacks, '/api/callbacks', { body: { name: '' }, proof: invalid })).status).toBe(400);
      expect(refusal(await sendCallback(invalid)).error).toBe(en['proof.used']);

      expect((await call(appointments, '/api/appointments', { body: { people: [personBody()] } })).status).toBe(200);
      const taken = await solvedProof();
      const clash = { people: [personBody({ phone: '9123456780' })] };
      expect((await call(appointments, '/api/appointments', { body: clash, proof: taken })).status).toBe(409);
      const elsewhere = { people: [personBody({ phone: '9123456780', visitTime: '11:00' })] };
      const resent = await call(appointments, '/api/appointments', { body: elsewhere, proof: taken });
      expect(refusal(resent).error).toBe(en['proof.used']);
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['10:30']);

      const trapped = await solvedProof();
      expect(
        (await call(callbacks, '/api/callbacks', { body: { ...callback, website: 'x' }, proof: trapped })).status,
      ).toBe(200);
      expect(refusal(await sendCallback(trapped)).error).toBe(en['proof.used']);
      expect(await stored()).toBe(0);
    });

    it('with rate limiting on, a bad proof still counts as a request and a reused one is refused as used', async () => {
      useDeps({ RATE_LIMIT_PER_MINUTE: '3' });
      const proof = await solvedProof();
      expect((await sendCallback(proof)).status).toBe(200);
      expect(refusal(await sendCallback(proof)).error).toBe(en['proof.used']);
      expect((await sendCallback(false)).status).toBe(400);
      expect((await sendCallback(await solvedProof())).status).toBe(429);
      expect(await stored()).toBe(1);
    });

    it('GET /api/challenge: the documented work, signed, never cached; a solution from it is accepted', async () => {
      const reply = await call<ChallengeResponse>(challenge, '/api/challenge');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      const { challenge: issued, expiresInMs } = reply.json;
      expect(expiresInMs).toBe(PROOF_TTL_MS);
      expect(issued.parameters).toMatchObject({
        algorithm: PROOF_WORK.algorithm,
        cost: PROOF_WORK.cost,
        data: { exp: NOW.getTime() + PROOF_TTL_MS },
      });
      expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
      const solution = await solveChallenge({ challenge: issued, deriveKey });
      expect(solution!.counter).toBeGreaterThanOrEqual(PROOF_WORK.counterMin);
      expect(solution!.counter).toBeLessThanOrEqual(PROOF_WORK.counterMax);
      expect((await sendCallback(encodeProof(issued, solution!))).status).toBe(200);
      expect((await call(challenge, '/api/challenge', { method: 'POST', body: {} })).status).toBe(405);
    });
  });
}
