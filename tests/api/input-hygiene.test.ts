// Input hygiene through the real handlers (real Request objects, both store adapters): a hidden character in
// any form's field, an amount with more than two decimals and a registration date in the future are each a
// 400 that names the field with its own message, in the request's language, and nothing is stored; what is
// stored is cleaned (NFC, '\n' line breaks).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import { en, ta } from '../helpers/messages';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import type { Store } from '../../src/server/store/port';
import type { SubmissionKind } from '../../src/lib/records';
import { call, type Handler } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { donationBody, legacyPersonBody, personBody } from '../helpers/bodies';

const TAMIL = { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' };
const words = { en: en as Record<string, string>, ta };
type Lang = keyof typeof words;

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

const person = personBody;
const donationOk = donationBody;

const RLO = '\u202E';
const ZWSP = '\u200B';
const BEL = '\u0007';

interface Refusal {
  label: string;
  handler: Handler;
  path: string;
  kind: SubmissionKind;
  body: Record<string, unknown>;
  field: string;
  key: string;
}

const REFUSALS: Refusal[] = [
  {
    label: 'callback: a bidi override in the name',
    handler: callbacks,
    path: '/api/callbacks',
    kind: 'callbacks',
    body: { name: `Arun${RLO}gnp.exe`, mobile: '9876543210' },
    field: 'name',
    key: 'text.bidi',
  },
  {
    label: 'legacy home callback: a zero-width space in the email',
    handler: callbacks,
    path: '/callback',
    kind: 'callbacks',
    body: { name: 'Arun', mobile: '9876543210', email: `a${ZWSP}@example.org` },
    field: 'email',
    key: 'text.zeroWidth',
  },
  {
    label: 'callback: a control character in the comment (a newline there is fine)',
    handler: callbacks,
    path: '/api/callbacks',
    kind: 'callbacks',
    body: { name: 'Arun', mobile: '9876543210', comment: `Evenings\nplease${BEL}` },
    field: 'comment',
    key: 'text.control',
  },
  {
    label: 'contact: a newline in the name',
    handler: contact,
    path: '/api/contact',
    kind: 'contacts',
    body: { name: 'Arun\nKumar', email: 'a@example.org', message: 'Hello' },
    field: 'name',
    key: 'text.control',
  },
  {
    label: 'contact: a word joiner in the message',
    handler: contact,
    path: '/api/contact',
    kind: 'contacts',
    body: { name: 'Arun', email: 'a@example.org', message: 'Hello\u2060 there' },
    field: 'message',
    key: 'text.zeroWidth',
  },
  {
    label: 'donation: ZWJ after a Latin letter in the address',
    handler: donation,
    path: '/api/donation',
    kind: 'donations',
    body: { ...donationOk, address: '12 Temple\u200D Street' },
    field: 'address',
    key: 'text.zeroWidth',
  },
  {
    label: 'donation: a bidi isolate in the PAN',
    handler: donation,
    path: '/api/donation',
    kind: 'donations',
    body: { ...donationOk, amount: '75000', panno: `ABCDE\u20661234F` },
    field: 'panno',
    key: 'text.bidi',
  },
  {
    label: 'donation: a C1 control in the mobile number',
    handler: donation,
    path: '/api/donation',
    kind: 'donations',
    body: { ...donationOk, mobno: '98765\u008543210' },
    field: 'mobno',
    key: 'text.control',
  },
  {
    label: 'donation: more than two decimals',
    handler: donation,
    path: '/api/donation',
    kind: 'donations',
    body: { ...donationOk, amount: '2500.505' },
    field: 'amount',
    key: 'donation.amount.decimals',
  },
  {
    label: 'donation: more than two decimals, as a JSON number',
    handler: donation,
    path: '/api/donation',
    kind: 'donations',
    body: { ...donationOk, amount: 2500.505 },
    field: 'amount',
    key: 'donation.amount.decimals',
  },
  {
    label: 'appointments: a zero-width space in the second person’s occupation',
    handler: appointments,
    path: '/api/appointments',
    kind: 'bookings',
    body: { people: [person(), person({ name: 'Bala', visitTime: '11:00', occupation: `Wea${ZWSP}ver` })] },
    field: 'people.1.occupation',
    key: 'text.zeroWidth',
  },
  {
    label: 'appointments: a bidi override in the reason for the visit',
    handler: appointments,
    path: '/api/appointments',
    kind: 'bookings',
    body: { people: [person({ purpose: `Back${RLO} pain` })] },
    field: 'people.0.purpose',
    key: 'text.bidi',
  },
  {
    label: 'appointments: a returning patient’s registration date in the future',
    handler: appointments,
    path: '/api/appointments',
    kind: 'bookings',
    body: { patientType: 'old', people: [person({ registerNumber: 'FP25017', registeredOn: '2026-11-21' })] },
    field: 'people.0.registeredOn',
    key: 'appointment.regdate.future',
  },
  {
    label: 'legacy appointment booking: a control character in the name',
    handler: appointmentbooking,
    path: '/api/appointmentbooking.php',
    kind: 'bookings',
    body: { people: [legacyPersonBody({ pname: `Priya${BEL}`, pappointmentTime: '01:00' })] },
    field: 'people.0.pname',
    key: 'text.control',
  },
];

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`input hygiene on ${harness.label}`, () => {
    let store: Store;

    beforeAll(async () => {
      await harness.setup();
    });
    afterAll(async () => {
      setDeps(null);
      await harness.teardown();
    });
    beforeEach(async () => {
      store = await harness.create(() => NOW);
      setDeps({
        config: configFromEnv({ RATE_LIMIT_PER_MINUTE: '0' }),
        now: () => NOW,
        store: () => Promise.resolve(store),
      });
    });

    const stored = <K extends SubmissionKind>(kind: K) => store.records.list(kind);

    describe.each(['en', 'ta'] as const)('answers in %s', (lang: Lang) => {
      it.each(REFUSALS.map((r) => [r.label, r] as const))(
        '%s: 400 with the field’s message, nothing stored',
        async (_, r) => {
          const res = await call(r.handler, r.path, {
            body: { ...r.body, lang },
            ...(lang === 'ta' ? { headers: TAMIL } : {}),
          });
          const text = words[lang][r.key]!;
          expect(text).toBeTruthy();
          expect(res.status).toBe(400);
          expect(res.json).toEqual({ success: false, error: text, fields: { [r.field]: text } });
          expect(await stored(r.kind)).toEqual([]);
        },
      );
    });

    it('stores what it takes cleaned: NFC, \\n line breaks, Tamil joiners kept', async () => {
      const nfd = 'Jose\u0301';
      const tamil = 'க்\u200Dஷேத்ரா';
      expect(
        (
          await call(contact, '/api/contact', {
            body: { name: ` ${nfd} `, email: 'a@example.org', message: `Line one\r\nLine two\r${tamil}` },
          })
        ).status,
      ).toBe(200);
      expect(await stored('contacts')).toMatchObject([{ name: 'José', message: `Line one\nLine two\n${tamil}` }]);

      expect(
        (await call(donation, '/api/donation', { body: { ...donationOk, uname: tamil, address: `12 ${nfd} St\r\nX` } }))
          .status,
      ).toBe(200);
      const [gift] = await stored('donations');
      expect(gift).toMatchObject({ name: tamil, address: '12 José St\nX', amount: 2500 });

      const ok = await call(appointments, '/api/appointments', {
        body: {
          patientType: 'old',
          people: [person({ name: nfd, registerNumber: 'FP25017', registeredOn: '2026-11-20', medicines: 'a\r\nb' })],
        },
      });
      expect(ok.status).toBe(200);
      expect(await stored('bookings')).toMatchObject([{ name: 'José', registeredOn: '2026-11-20', medicines: 'a\nb' }]);

      const decimals = await call(donation, '/api/donation', { body: { ...donationOk, amount: '2500.50' } });
      expect(decimals.status).toBe(200);
      expect((await stored('donations')).map((d) => d.amount).sort()).toEqual([2500, 2500.5]);
    });

    it('a new patient’s registration date is the server’s today', async () => {
      const res = await call(appointments, '/api/appointments', { body: { people: [person()] } });
      expect(res.status).toBe(200);
      expect(await stored('bookings')).toMatchObject([{ registeredOn: '2026-11-20', patientType: 'new' }]);
    });
  });
}
