// The links in staff mails: a URL lives on in browser history, proxies' logs and Referer headers, so no
// link carries a phone number or an email (tel:, WhatsApp and mailto: links are for reaching the person
// and stay on the device).

import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/lib/records';
import { bookingMail, callbackMail, contactMail, digestMail, donationMail } from '../../src/server/notify/mail/staff';

const ctx = { siteUrl: 'https://clinic.example' };
const PHONE = '9876501234';
const EMAIL = 'meena.r@example.org';
const meta = { id: 'r1', createdAt: '2026-11-30T04:30:00.000Z', lang: 'en' as const };

const booking: StoredRecord<'bookings'> = {
  ...meta,
  groupId: 'g1',
  patientType: 'new',
  name: 'Meena',
  registerNumber: 'FP2611001',
  gender: 'Female',
  height: '160',
  weight: '55',
  occupation: 'Teacher',
  phone: PHONE,
  email: EMAIL,
  visitDate: '2026-12-03',
  visitTime: '10:00',
  visitDay: 'Thursday',
};

const mails = {
  callback: callbackMail({ ...meta, variant: 'nav', name: 'Meena', phone: PHONE, email: EMAIL }, ctx),
  contact: contactMail({ ...meta, name: 'Meena', email: EMAIL, message: 'Hello' }, ctx),
  booking: bookingMail([booking], ctx),
  donation: donationMail(
    {
      ...meta,
      reference: 'DN-2611-0001',
      name: 'Meena',
      gender: 'Female',
      email: EMAIL,
      phone: PHONE,
      address: 'Madurai',
      frequency: 'One time',
      amount: 5000,
      paymentMode: 'UPI',
    },
    ctx,
  ),
  digest: digestMail('2026-12-03', [booking], ctx),
};

describe('staff mail links', () => {
  for (const [name, mail] of Object.entries(mails)) {
    it(`${name}: no web link holds a phone number or an email`, () => {
      const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const web = links.filter((href) => href.startsWith('https://clinic.example/'));
      expect(web.length, name).toBeGreaterThan(0);
      for (const href of web) {
        const plain = decodeURIComponent(href.replace(/\+/g, ' ')).toLowerCase();
        expect(plain, href).not.toContain(EMAIL);
        expect(plain.replace(/\D/g, ''), href).not.toContain(PHONE);
      }
    });
  }

  it('a callback or a message is found by the minute it came in, in India time', () => {
    expect(mails.callback.html).toContain(
      'href="https://clinic.example/admin?table=callbacks&amp;q=2026-11-30+10%3A00"',
    );
    expect(mails.contact.html).toContain('href="https://clinic.example/admin?table=contacts&amp;q=2026-11-30+10%3A00"');
  });
});
