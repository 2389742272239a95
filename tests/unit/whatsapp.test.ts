// Free WhatsApp click-to-chat links (src/lib/whatsapp.ts, src/islands/appointment/booking-details.ts): the wa.me address
// (digits only, 91 before a 10-digit Indian mobile), the text encoded so that Tamil and punctuation arrive as
// typed, the booking success screen's details in the page's language, and "WhatsApp the patient" in the
// patient's language for every kind of record that has a phone (contact messages have none).
import { describe, expect, it } from 'vitest';
import type { BookedAppointment } from '../../src/lib/api';
import { appointmentWhen, bookingChatLink, bookingDetailsText } from '../../src/islands/appointment/booking-details';
import { formWords } from '../../src/i18n/forms';
import { LOCALES, type Locale } from '../../src/lib/locale';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';
import { t, useMessages } from '../../src/lib/messages';
import type { StoredRecord } from '../../src/lib/records';
import { site, siteIn } from '../../src/lib/site';
import { dictionaryTranslate } from '../../src/lib/validate/core';
import { chatLink, clinicChatLink, patientChatLink } from '../../src/lib/whatsapp';

useMessages(ALL_MESSAGE_AREAS);

const TAMIL = /[\u0B80-\u0BFF]/;

/** The number and the decoded text of a wa.me link. */
function parse(link: string): { number: string; text: string } {
  const url = new URL(link);
  expect(url.origin).toBe('https://wa.me');
  expect([...url.searchParams.keys()]).toEqual(['text']);
  return { number: url.pathname.slice(1), text: url.searchParams.get('text')! };
}

/** The words the booking page hands its island, as the island reads them. */
const islandWords = (locale: Locale) => dictionaryTranslate(formWords('appointment', locale).messages);

const booked: BookedAppointment[] = [
  { id: 'a1', name: 'Lakshmi Devi', registerNumber: 'FL26014', date: '2026-05-04', day: 'Monday', time: '09:00' },
  { id: 'a2', name: 'முருகன்', registerNumber: 'MM26015', date: '2026-05-04', day: 'Monday', time: '13:30' },
];

const meta = { id: 'r1', createdAt: '2026-05-01T04:30:00.000Z' };
const booking: StoredRecord<'bookings'> = {
  ...meta,
  name: 'Lakshmi Devi',
  registerNumber: 'FL26014',
  gender: 'Female',
  height: '158 cm',
  weight: '61 kg',
  occupation: 'Farmer',
  phone: '9876543210',
  visitDate: '2026-05-04',
  visitDay: 'Monday',
  visitTime: '13:30',
  patientType: 'new',
  groupId: 'g1',
};
const callback: StoredRecord<'callbacks'> = { ...meta, variant: 'nav', name: 'Ravi Kumar', phone: '9123456780' };
const donation: StoredRecord<'donations'> = {
  ...meta,
  name: 'Meena',
  gender: 'Female',
  email: 'meena@example.org',
  phone: '9000011111',
  address: 'Madurai',
  frequency: 'One time',
  amount: 2500,
  paymentMode: 'UPI',
  reference: 'VT-7K3M9QXD',
};
const contact: StoredRecord<'contacts'> = { ...meta, name: 'Anand', email: 'anand@example.org', message: 'Hello' };

describe('chatLink', () => {
  it('writes the number as digits only, with 91 before a 10-digit Indian mobile', () => {
    expect(chatLink('9876543210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    expect(chatLink('98765 43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    expect(chatLink('98765-43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    expect(chatLink('+91 98765 43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
    expect(chatLink('919876543210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
  });

  it('encodes the text so that it arrives as typed: spaces, lines, punctuation that means something in a URL', () => {
    const text = 'A & B? 50% off #1 + 2 = 3\nline two / end';
    const link = chatLink('9876543210', text);
    expect(link).toBe(
      'https://wa.me/919876543210?text=A%20%26%20B%3F%2050%25%20off%20%231%20%2B%202%20%3D%203%0Aline%20two%20%2F%20end',
    );
    expect(parse(link).text).toBe(text);
  });

  it('encodes Tamil as UTF-8', () => {
    const link = chatLink('9876543210', 'வணக்கம்');
    expect(link).toBe(
      'https://wa.me/919876543210?text=%E0%AE%B5%E0%AE%A3%E0%AE%95%E0%AF%8D%E0%AE%95%E0%AE%AE%E0%AF%8D',
    );
    expect(parse(link).text).toBe('வணக்கம்');
  });
});

describe('clinicChatLink', () => {
  it("opens a chat with the clinic's WhatsApp number from the site settings", () => {
    expect(site.whatsapp.number).toMatch(/^91\d{10}$/);
    expect(parse(clinicChatLink('Vanakkam')).number).toBe(site.whatsapp.number);
    expect(clinicChatLink('Vanakkam')).toBe(chatLink(site.whatsapp.number, 'Vanakkam'));
  });

  it('made without text, it ends where the booking page adds the details', () => {
    expect(clinicChatLink('')).toBe(`https://wa.me/${site.whatsapp.number}?text=`);
    for (const locale of LOCALES) {
      const words = islandWords(locale);
      expect(bookingChatLink(clinicChatLink(''), booked, words)).toBe(
        clinicChatLink(bookingDetailsText(booked, words)),
      );
    }
  });
});

describe('bookingDetailsText (what a patient sends the clinic after booking)', () => {
  it.each(LOCALES)('%s: a greeting, then each person’s name, register number, day, date and time', (locale) => {
    const words = islandWords(locale);
    const lines = bookingDetailsText(booked, words).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(t('booking.whatsapp.intro', undefined, locale));
    for (const [i, a] of booked.entries()) {
      const line = lines[i + 1]!;
      expect(line).toContain(a.name);
      expect(line).toContain(a.registerNumber);
      expect(line).toContain(a.date);
      expect(line).toContain(t(`day.${a.day}`, undefined, locale));
      expect(line).toContain(appointmentWhen(a, words));
      expect(line).not.toMatch(/[{}]/);
    }
  });

  it('writes the day and time as the page does', () => {
    expect(appointmentWhen(booked[1]!, islandWords('en'))).toBe('Monday 2026-05-04, 1:30 PM');
    expect(appointmentWhen(booked[1]!, islandWords('ta'))).toBe('திங்கள்கிழமை 2026-05-04, மதியம் 1:30');
    const tamil = bookingDetailsText(booked, islandWords('ta'));
    expect(tamil.startsWith('வணக்கம்')).toBe(true);
    expect(tamil).not.toMatch(/\b(AM|PM|Monday|register)\b/);
    // Through the link and back, every character is intact.
    expect(parse(bookingChatLink(clinicChatLink(''), booked, islandWords('ta'))).text).toBe(tamil);
  });
});

describe('patientChatLink ("WhatsApp the patient")', () => {
  it('bookings: the patient’s phone with 91, a greeting from the trust and the appointment, in English', () => {
    const { number, text } = parse(patientChatLink({ ...booking, lang: 'en' })!);
    expect(number).toBe('919876543210');
    expect(text).toBe(
      `Vanakkam Lakshmi Devi, this is ${siteIn('en').trustName}. We are writing about your appointment on ` +
        'Monday 2026-05-04 at 1:30 PM (register number FL26014).',
    );
  });

  it('bookings: in Tamil for a patient who booked from the Tamil page', () => {
    const { number, text } = parse(patientChatLink({ ...booking, lang: 'ta' })!);
    expect(number).toBe('919876543210');
    expect(text.startsWith('வணக்கம் Lakshmi Devi,')).toBe(true);
    expect(text).toContain(siteIn('ta').trustName);
    expect(text).toContain('திங்கள்கிழமை, 2026-05-04 அன்று மதியம் 1:30 மணிக்கு');
    expect(text).toContain('FL26014');
    expect(text).not.toMatch(/\b(AM|PM|Monday|Vanakkam|appointment)\b/);
    expect(text).not.toMatch(/[{}]/);
  });

  it('the record’s language unless told otherwise; English for records from before the Tamil site', () => {
    expect(patientChatLink({ ...booking, lang: 'ta' })).toBe(patientChatLink(booking, 'ta'));
    expect(patientChatLink({ ...booking, lang: 'ta' }, 'en')).toBe(patientChatLink({ ...booking, lang: 'en' }));
    expect(patientChatLink(booking)).toBe(patientChatLink({ ...booking, lang: 'en' }));
    expect(patientChatLink(booking, undefined)).toBe(patientChatLink({ ...booking, lang: 'en' }));
  });

  it.each(LOCALES)('%s: callback requests and donation pledges, to their mobile numbers', (locale) => {
    const call = parse(patientChatLink({ ...callback, lang: locale })!);
    expect(call.number).toBe('919123456780');
    expect(call.text).toContain('Ravi Kumar');
    expect(call.text).toContain(siteIn(locale).trustName);
    expect(call.text).toContain(t('whatsapp.patient.callbacks', undefined, locale));

    const pledge = parse(patientChatLink({ ...donation, lang: locale })!);
    expect(pledge.number).toBe('919000011111');
    expect(pledge.text).toContain('Meena');
    expect(pledge.text).toContain('VT-7K3M9QXD');
    expect(pledge.text).toContain(t('whatsapp.patient.donations', { reference: 'VT-7K3M9QXD' }, locale));

    for (const text of [call.text, pledge.text]) {
      expect(text.startsWith(locale === 'ta' ? 'வணக்கம்' : 'Vanakkam')).toBe(true);
      expect(TAMIL.test(text)).toBe(locale === 'ta');
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('contact messages have no phone: no link', () => {
    expect(patientChatLink(contact)).toBeNull();
    expect(patientChatLink({ ...contact, lang: 'ta' })).toBeNull();
  });
});
