// Mail caps, against BOTH store adapters, through the functions and the sender with a transport
// that records what it is given: a stranger cannot mail-bomb an address through the site, cannot put their
// words in a mail to someone else's address, cannot drown the staff's inbox, and a group's retry does not
// mail again the addresses that already got theirs.
// Before (main): every pledge mailed its address "Dear <typed name>" (~28,800 a day per network), every
// callback mailed staff at once, and a group whose second address failed was sent in full on every retry.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import donation from '../../netlify/functions/donation';
import { setDeps, type Deps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { RECIPIENT_PER_DAY, STAFF_INSTANT_PER_DAY } from '../../src/server/notify/caps';
import { mailboxKey } from '../../src/server/notify/mailbox';
import type { Mail } from '../../src/server/notify/mail/layout';
import { deliverDue } from '../../src/server/notify/sender';
import type { Transport } from '../../src/server/notify/transport';
import type { Store } from '../../src/server/store/port';
import { donationBody, personBody } from '../helpers/bodies';
import { call, type Handler } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Monday 30 November 2026, 10:00 in India.
const NOW = new Date('2026-11-30T04:30:00.000Z');
const STAFF = 'desk@clinic.example';
const VICTIM = 'victim@example.org';
const LURE = 'Your KYC expired, visit https://evil.example/kyc';

/** A transport that keeps every mail; `refuse(address)` makes it throw for that address. */
function recorder(refuse: (address: string) => boolean = () => false) {
  const mails: Mail[] = [];
  const transport: Transport = {
    name: 'smtp',
    send: (mail) => {
      if (mail.to.some(refuse)) return Promise.reject(new Error('550 mailbox unavailable'));
      mails.push(mail);
      return Promise.resolve();
    },
  };
  return { mails, transport, to: (address: string) => mails.filter((m) => m.to.includes(address)) };
}

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`mail caps on ${harness.label}`, () => {
    let store: Store;
    let clock = NOW;
    /** Settings beyond the suite's own (the caps' settings). */
    let settings: Record<string, string> = {};
    const deps = (): Deps => ({
      storeName: () => store.name,
      config: configFromEnv({
        RATE_LIMIT_PER_MINUTE: '0',
        NOTIFY_TO: STAFF,
        SITE_URL: 'https://clinic.example',
        ...settings,
      }),
      now: () => clock,
      store: () => Promise.resolve(store),
      sleep: async () => {},
    });
    const post = async (handler: Handler, path: string, body: unknown, ip = '203.0.113.9') => {
      const res = await call(handler, path, { body, ip });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    const deliver = (transport: Transport, digest = false) =>
      deliverDue(deps(), { limit: 500, budgetMs: 60_000, transport, digest });

    beforeAll(() => harness.setup());
    afterAll(async () => {
      setDeps(null);
      await harness.teardown();
    });
    beforeEach(async () => {
      clock = NOW;
      settings = {};
      store = await harness.create(() => clock);
      setDeps(deps());
    });

    it("mail bombing: an address gets a few mails a day, none with the stranger's words", async () => {
      for (let i = 0; i < 12; i++) {
        await post(donation, '/api/donation', { ...donationBody, uname: LURE, email: VICTIM }, `198.51.100.${i + 1}`);
      }
      const mail = recorder();
      await deliver(mail.transport);
      const theirs = mail.to(VICTIM);
      expect(theirs).toHaveLength(RECIPIENT_PER_DAY);
      for (const m of theirs) {
        expect(`${m.subject}\n${m.text}\n${m.html}`).not.toContain('KYC');
        expect(m.text).toContain('Dear friend of the trust,');
      }
      // Staff still hear of each pledge (under their ceiling), and nothing is left to send.
      expect(mail.to(STAFF)).toHaveLength(12);
      expect(await store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
      // The next day in India the address can be mailed again.
      clock = new Date(NOW.getTime() + 86_400_000);
      await post(donation, '/api/donation', { ...donationBody, email: VICTIM });
      const next = recorder();
      await deliver(next.transport);
      expect(next.to(VICTIM)).toHaveLength(1);
    });

    it("a booking's mail to a typed address carries no typed name: not in the greeting, lines or calendar file", async () => {
      const people = [personBody({ name: LURE, email: VICTIM, visitDate: '2026-12-04', visitTime: '11:00' })];
      await post(appointments, '/api/appointments', { people });
      const [booking] = await store.records.list('bookings');
      const mail = recorder();
      await deliver(mail.transport);
      const [theirs] = mail.to(VICTIM);
      const ics = theirs!.attachments!.map((a) => String(a.content)).join('\n');
      for (const part of [theirs!.subject, theirs!.text, theirs!.html, ics]) expect(part).not.toContain('KYC');
      expect(theirs!.text).toContain('Vanakkam,');
      // The visit's own register number, date and time stay, in the mail and as the calendar entry's title.
      expect(theirs!.text).toContain(booking!.registerNumber);
      expect(ics).toMatch(new RegExp(`SUMMARY:.*Appointment ${booking!.registerNumber}`));
      expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261204T110000');
      // Staff still see the name the visitor typed.
      expect(mail.to(STAFF)[0]!.text).toContain('KYC');
    });

    it('the cap counts a mailbox, not the spellings of its address', async () => {
      const spellings = [
        'victim@gmail.com',
        'Victim+1@gmail.com',
        'v.ictim@gmail.com',
        'vi.c.tim+bank@googlemail.com',
        'VICTIM@GOOGLEMAIL.COM',
        'v.i.c.t.i.m@gmail.com',
        'victim+2@gmail.com',
        'victim+3@googlemail.com',
      ];
      for (const [i, email] of spellings.entries()) {
        await post(donation, '/api/donation', { ...donationBody, email }, `198.51.100.${i + 1}`);
      }
      // Outside Gmail the dots are the mailbox's own: v.ictim@example.org is someone else.
      await post(donation, '/api/donation', { ...donationBody, email: 'v.ictim+x@example.org' }, '198.51.100.99');
      const mail = recorder();
      await deliver(mail.transport);
      const reached = spellings.flatMap((address) => mail.to(address));
      expect(reached).toHaveLength(RECIPIENT_PER_DAY);
      expect(mail.to('v.ictim+x@example.org')).toHaveLength(1);
    });

    it("staff instant mails past the day's ceiling fold into the next morning list", async () => {
      const extra = 3;
      for (let i = 0; i < STAFF_INSTANT_PER_DAY + extra; i++) {
        await post(callbacks, '/api/callbacks', { name: `Caller ${i}`, mobile: '9876501234' }, `198.51.100.${i + 1}`);
      }
      const mail = recorder();
      await deliver(mail.transport);
      expect(mail.to(STAFF)).toHaveLength(STAFF_INSTANT_PER_DAY);
      expect(await store.records.list('callbacks')).toHaveLength(STAFF_INSTANT_PER_DAY + extra);
      // 1 December, 7:05 in India: the morning list says how many were folded.
      clock = new Date('2026-12-01T01:35:00.000Z');
      const morning = recorder();
      await deliver(morning.transport, true);
      const [list] = morning.to(STAFF);
      expect(list?.text).toContain(`${extra} new submission(s) since yesterday were not mailed one by one`);
    });

    it('the caps are settings: a smaller one holds, 0 turns one off', async () => {
      settings = { MAIL_CAP_PER_RECIPIENT: '2', MAIL_CAP_STAFF_INSTANT: '0' };
      setDeps(deps());
      for (let i = 0; i < 4; i++) {
        await post(donation, '/api/donation', { ...donationBody, email: VICTIM }, `198.51.100.${i + 1}`);
      }
      for (let i = 0; i < STAFF_INSTANT_PER_DAY + 2; i++) {
        await post(callbacks, '/api/callbacks', { name: `Caller ${i}`, mobile: '9876501234' }, `192.0.2.${i + 1}`);
      }
      const mail = recorder();
      await deliver(mail.transport);
      expect(mail.to(VICTIM)).toHaveLength(2);
      // Every pledge and every callback mailed to staff at once: no ceiling.
      expect(mail.to(STAFF)).toHaveLength(4 + STAFF_INSTANT_PER_DAY + 2);
    });

    it('mailbox keys: lower case, +tag dropped, Gmail dots dropped and its two domains one', () => {
      expect(mailboxKey(' A.B+news@GoogleMail.com ')).toBe('ab@gmail.com');
      expect(mailboxKey('a.b+news@example.org')).toBe('a.b@example.org');
      expect(mailboxKey('+only@example.org')).toBe('+only@example.org');
    });

    it("a group's retry mails only the addresses not yet delivered", async () => {
      const people = [
        personBody({
          name: 'Anu',
          email: 'anu@example.org',
          visitDate: '2026-12-03',
          visitTime: '10:00',
        }),
        personBody({
          name: 'Bala',
          email: 'bala@example.org',
          visitDate: '2026-12-03',
          visitTime: '10:30',
        }),
      ];
      await post(appointments, '/api/appointments', { people });
      let down = true;
      const mail = recorder((address) => down && address === 'bala@example.org');
      await deliver(mail.transport);
      expect(mail.to('anu@example.org')).toHaveLength(1);
      expect(mail.to('bala@example.org')).toHaveLength(0);
      // The retry, once Bala's server is back: Bala only.
      down = false;
      clock = new Date(NOW.getTime() + 2 * 60_000);
      await deliver(mail.transport);
      expect(mail.to('anu@example.org')).toHaveLength(1);
      expect(mail.to('bala@example.org')).toHaveLength(1);
      expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 0 }); // the reminder, due 2 December
    });
  });
}
