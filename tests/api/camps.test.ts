// Free camp registrations over HTTP on every store: a token per date in order, places are people, the
// waiting list promoted when a place frees (the person told), a phone past its share held with the same
// answer, cancel from the private link, bad input refused with the field named, and the staff Camps page's
// calls (the day's list audited, who came, a date called off with everyone told).

import { describe, expect, it } from 'vitest';
import camps from '../../netlify/functions/camps';
import type { CampRegisteredResponse, CampRegistration } from '../../src/lib/camp-registrations';
import { getDeps } from '../../src/server/deps';
import { mailSettings, render } from '../../src/server/notify/render';
import { staffSuite } from '../helpers/admin-session';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 20 November 2026, 10:00 in India: the next Kodambakkam camp is Thursday 26 November.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const CAMP = 'chennai-kodambakkam';
const DATE = '2026-11-26';

let n = 0;
const person = (extra: Record<string, unknown> = {}) => ({
  camp: CAMP,
  date: DATE,
  name: `Camp Person ${++n}`,
  phone: `97${String(10_000_000 + n).slice(-8)}`,
  village: 'Saligramam',
  people: 1,
  channel: 'email',
  email: `camp${n}@example.com`,
  ...extra,
});

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`free camps on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });
    const register = (body: object, lang = 'en') =>
      call<CampRegisteredResponse>(camps, '/api/camps/register', { body, headers: { 'accept-language': lang } });
    const messages = async () => (await suite.store.outbox.claim(NOW.getTime() + 60_000, 60_000, 500)).map((m) => m.id);

    it('tokens in order, places are people; past the places people wait; a cancel promotes and tells them', async () => {
      const first = await register(person({ people: 2 }));
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ success: true, status: 'registered', token: 1, camp: CAMP, date: DATE });
      expect(first.json.link).toEqual(expect.any(String));
      for (let i = 0; i < 6; i++) expect((await register(person({ people: 6 }))).json.token).toBe(i + 2);
      // 38 places taken: a family of three waits, one person still fits.
      const family = await register(person({ people: 3 }));
      expect(family.json).toMatchObject({ status: 'waiting', token: null });
      expect((await register(person({ people: 2 }))).json.token).toBe(8);
      expect(await suite.store.camps.day(CAMP, DATE)).toMatchObject({ capacity: 40, taken: 40 });

      // The first person cancels from their link: 2 places free, not enough for the family of three.
      const cancel = await call(camps, '/api/camps/cancel', { body: { link: first.json.link } });
      expect(cancel.status).toBe(200);
      expect((await call(camps, '/api/camps/cancel', { body: { link: first.json.link } })).status).toBe(404);
      const waiting = (await suite.store.camps.onDate(CAMP, DATE)).find((r) => r.status === 'waiting')!;
      expect(waiting.people).toBe(3);
      // One more registration of 6 is cancelled by staff: now the family fits and gets the next token.
      const six = (await suite.store.camps.onDate(CAMP, DATE)).find((r) => r.token === 2)!;
      const staffCancel = await suite.post(`/api/admin/camps/registrations/${six.id}/cancel`, {});
      expect(staffCancel.status).toBe(200);
      const promoted = await suite.store.camps.get(waiting.id);
      expect(promoted).toMatchObject({ status: 'registered', token: 9 });
      const ids = await messages();
      expect(ids).toEqual(
        expect.arrayContaining([
          `camp:promoted/${waiting.id}`,
          `camp:cancelled/${six.id}`,
          `camp:confirm/${waiting.id}`,
        ]),
      );
      // The promoted person's mail says their token, in the language they registered in, with a cancel link.
      const [mail] = await render(
        {
          id: `camp:promoted/${waiting.id}`,
          type: 'camp',
          kind: null,
          ref: `promoted/${waiting.id}`,
          createdMs: 0,
          attempt: 1,
        },
        suite.store,
        mailSettings(getDeps().config),
        NOW,
      );
      expect(mail!.to).toEqual([waiting.email]);
      expect(mail!.subject).toContain('9');
      expect(mail!.text).toContain('/camps/registration#');
    });

    it("a phone past its share of a date is held, and the answer is the same as anyone's", async () => {
      const phone = '9000011111';
      const answers: Awaited<ReturnType<typeof register>>[] = [];
      for (let i = 0; i < 5; i++) answers.push(await register(person({ phone, date: '2026-12-03' })));
      const shape = (a: (typeof answers)[number]) => [a.status, Object.keys(a.json).sort(), a.json.status];
      expect(new Set(answers.map((a) => JSON.stringify(shape(a)))).size).toBe(1);
      const held = (await suite.store.camps.onDate(CAMP, '2026-12-03')).map((r) => r.held ?? null);
      expect(held).toEqual([null, null, null, null, 'phone']);
    });

    it('bad input is refused with the field named and nothing stored', async () => {
      const notADate = await register(person({ date: '2026-11-27' }));
      expect(notADate.status).toBe(400);
      expect(notADate.json).toMatchObject({ success: false, fields: { date: expect.any(String) as unknown } });
      const noEmail = await register(person({ email: undefined }), 'ta');
      expect(noEmail.status).toBe(400);
      expect((noEmail.json as unknown as { fields: Record<string, string> }).fields.email).toMatch(/[\u0B80-\u0BFF]/);
      const tooMany = await register(person({ people: 7 }));
      expect((tooMany.json as unknown as { fields: Record<string, string> }).fields.people).toBeTruthy();
      expect(await suite.store.camps.day(CAMP, '2026-11-27')).toBeNull();
      expect(await suite.store.camps.onDate(CAMP, DATE)).toEqual([]);
    });

    it("staff: the camps' dates, the day's list (audited), who came, a date called off with everyone told", async () => {
      const a = await register(person({ people: 2, date: '2026-12-10' }));
      await register(person({ date: '2026-12-10' }));
      const overview = await suite.get<{ camps: { id: string; dates: { date: string; taken: number }[] }[] }>(
        '/api/admin/camps',
      );
      expect(overview.status).toBe(200);
      const kodambakkam = overview.json.camps.find((c) => c.id === CAMP)!;
      expect(kodambakkam.dates.find((d) => d.date === '2026-12-10')).toMatchObject({ taken: 3 });
      const day = await suite.post<{ registrations: CampRegistration[] }>('/api/admin/camps/day', {
        camp: CAMP,
        date: '2026-12-10',
      });
      expect(day.json.registrations.map((r) => [r.token, r.people])).toEqual([
        [1, 2],
        [2, 1],
      ]);
      const id = day.json.registrations[0]!.id;
      expect((await suite.post(`/api/admin/camps/registrations/${id}/came`, { came: true })).status).toBe(200);
      expect(await suite.store.camps.get(id)).toMatchObject({ came: true });
      const off = await suite.post<{ told: number }>('/api/admin/camps/day/cancel', { camp: CAMP, date: '2026-12-10' });
      expect(off.json.told).toBe(2);
      expect((await register(person({ date: '2026-12-10' }))).status).toBe(409);
      expect((await call(camps, '/api/camps/registration', { body: { link: a.json.link } })).status).toBe(404);
      const audit = (await suite.store.audit.list({ limit: 20 })).map((l) => l.action);
      expect(audit).toEqual(expect.arrayContaining(['camps.day.read', 'camps.came', 'camps.date.cancel']));
      expect(await messages()).toEqual(
        expect.arrayContaining(day.json.registrations.map((r) => `camp:called-off/${r.id}`)),
      );
    });
  });
}
