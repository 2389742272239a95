// Messages end to end against a real SMTP server and real stores (1 of 3): what each mail says. Every kind of
// staff mail, the patient's confirmation in English and Tamil with valid calendar files, the donor's
// acknowledgement with the PAN masked.

import { describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import type { BookingResponse, DonationResponse } from '../../src/lib/api';
import { maskPan } from '../../src/lib/pan';
import { site } from '../../src/lib/site';
import { calendars, messageAdapters, messagesSuite, person, pledge, SITE, STAFF, tamil } from '../helpers/notify-suite';

for (const { harness, skip } of messageAdapters()) {
  describe.skipIf(skip)(`messages on ${harness.label}`, () => {
    const suite = messagesSuite(harness);
    const { settled, send } = suite;

    it('staff hear of a callback at once: who, tap to call, WhatsApp, the record in /admin', async () => {
      await send(callbacks, '/api/callbacks', { name: 'Lakshmi', mobile: '9876501234', comment: 'Knee pain' });
      await settled();
      const [mail] = await suite.smtp.received(1);
      expect(mail!.subject).toBe('Callback: Lakshmi, 98765 01234');
      expect(mail!.to).toMatchObject({ value: [{ address: STAFF }] });
      expect(mail!.from).toMatchObject({ value: [{ address: 'clinic@clinic.example' }] });
      expect(mail!.text).toContain('Comment: Knee pain');
      expect(mail!.html).toContain('href="tel:+919876501234"');
      expect(mail!.html).toMatch(/href="https:\/\/wa\.me\/919876501234\?text=[^"]+"/);
      // The record by the minute it came in (10:00 in India): no phone number in a URL.
      expect(mail!.html).toContain(`href="${SITE}/admin?table=callbacks&amp;q=2026-11-30+10%3A00"`);
      expect(mail!.html).toContain('<html lang="en">');
      expect(await suite.store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    });

    it('staff hear of a contact message, with a reply link', async () => {
      await send(contact, '/api/contact', {
        name: 'Anand',
        email: 'anand@example.org',
        message: 'Are you open on Sunday?',
      });
      await settled();
      const [mail] = await suite.smtp.received(1);
      expect(mail!.subject).toBe('Message: Anand, anand@example.org');
      expect(mail!.text).toContain('Are you open on Sunday?');
      expect(mail!.html).toContain('href="mailto:anand@example.org?subject=Your%20message%20to%20');
    });

    it('a group booking: one staff mail listing each person, one confirmation with a calendar file each', async () => {
      const res = await send<BookingResponse>(appointments, '/api/appointments', {
        people: [person(), person({ name: 'Kumar', gender: 'Male', visitTime: '11:00', phone: '9876500001' })],
      });
      const regnos = res.json.registerNumbers;
      await settled();
      const mails = await suite.smtp.received(2);
      const staff = mails.find((m) => m.subject?.startsWith('Booking:'))!;
      const patient = mails.find((m) => m !== staff)!;
      expect(staff.subject).toBe('Booking: Priya and 1 more, 3 December 2026');
      for (const regno of regnos) expect(staff.text).toContain(regno);
      expect(staff.text).toContain('Thursday 3 December 2026, 10:30');
      expect(staff.html).toContain('href="tel:+919876500001"');

      expect(patient.to).toMatchObject({ value: [{ address: 'priya@example.org' }] });
      expect(patient.subject).toBe(`Your 2 appointments at ${site.trustName}`);
      // The address is nobody's verified one: the visits by register number, no name anyone typed.
      expect(patient.text).toContain(`Register number ${regnos[0]}: Thursday, 3 December 2026 at`);
      expect(patient.text).not.toContain('Priya');
      expect(patient.text).toContain(site.address.line1);
      expect(patient.text).toContain(site.phones[0]!.number.slice(5));
      const files = calendars(patient);
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(files[0]).toContain('DTSTART;TZID=Asia/Kolkata:20261203T103000');
      expect(files[1]).toContain('DTSTART;TZID=Asia/Kolkata:20261203T110000');
      expect(files[0]).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    });

    it('a booking from a Tamil page: the confirmation is in Tamil', async () => {
      const res = await send<BookingResponse>(
        appointments,
        '/api/appointments',
        { people: [person({ name: 'மீனா', email: 'meena@example.org' })], lang: 'ta' },
        { headers: tamil },
      );
      const [regno] = res.json.registerNumbers;
      await settled();
      const mails = await suite.smtp.received(2);
      const patient = mails.find((m) => m.to && JSON.stringify(m.to).includes('meena@example.org'))!;
      expect(patient.subject).toMatch(/^உங்கள் முன்பதிவு: வியாழ/);
      expect(patient.text).toContain(`பதிவு எண் ${regno}`);
      expect(patient.text).not.toContain('மீனா');
      expect(patient.html).toContain('<html lang="ta">');
      const [ics] = calendars(patient);
      expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261203T103000');
      // Unfolded (RFC 5545 folds long lines), the event is the clinic's appointment by register number, in Tamil.
      expect(ics!.replace(/\r\n /g, '')).toMatch(new RegExp(`\r\nSUMMARY:[^\r]*சந்திப்பு ${regno}\r\n`));
      expect(ics).not.toContain('மீனா');
    });

    it('donations: staff see the pledge with the PAN masked; the donor gets the reference and how to pay', async () => {
      const res = await send<DonationResponse>(donation, '/api/donation', pledge);
      await settled();
      const mails = await suite.smtp.received(2);
      const staff = mails.find((m) => m.subject?.startsWith('Donation pledge:'))!;
      const donor = mails.find((m) => m !== staff)!;
      expect(staff.subject).toBe('Donation pledge: Ravi Kumar, ₹75,000');
      for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('ABCDE1234F');
      expect(staff.text).toContain(`PAN: ${maskPan('ABCDE1234F')}`);
      const reference = res.json.reference;
      expect(donor.subject).toBe(`Thank you for your pledge ${reference}`);
      expect(donor.text).toContain(site.upi.id);
      expect(donor.text).toContain(site.bank.accountNumber);
      expect(donor.text).toContain('80G');
    });
  });
}
