/**
 * Free WhatsApp click-to-chat links (https://wa.me/<number>?text=…): WhatsApp opens a chat with the number
 * and the text typed in, ready to send. No account, no API, no cost.
 *
 * Shared by the server and the islands, so nothing here imports the server. `patientChatLink` reads both
 * languages' message dictionaries, so only the staff dashboard and the server import this module: the
 * booking success screen's text (`bookingDetailsText`) lives in ./booking-details.ts, which the booking
 * island imports with the clinic's link made here by its page (`clinicChatLink('')`). Named imports from
 * site.json keep the other settings out of a browser bundle; src/lib/site.ts checks the whole file when the
 * site builds.
 */
import { trustName, whatsapp } from '../data/site.json';
import { core as enCore, staff as enStaff } from '../i18n/en/messages.json';
import { core as taCore, staff as taStaff } from '../i18n/ta/messages.json';
import { fill } from '../i18n/fill';
import type { Locale } from './locale';
import type { RecordDataByKind, RecordMeta } from './records';
import { slotLabel } from './slots';

/**
 * A chat with `number` and `text` typed in. wa.me wants the number with its country code and digits only:
 * spaces, '+' and dashes go, and a 10-digit Indian mobile gets India's 91.
 */
export function chatLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? '91' : ''}${digits}?text=${encodeURIComponent(text)}`;
}

/** A chat with the clinic's WhatsApp number (site.json `whatsapp.number`), `text` typed in. */
export const clinicChatLink = (text: string): string => chatLink(whatsapp.number, text);

/** Any stored record (or a record's data): the dashboard's rows, the server's notifications. */
export type PatientRecord = RecordDataByKind[keyof RecordDataByKind] & RecordMeta;

/** What a message to a person says after the greeting: one per kind of record that has a phone number. */
type Topic = 'bookings' | 'callbacks' | 'donations';
/** A message template's text in one language, `{placeholders}` filled. */
type Words = (key: string, params?: Record<string, string | number>) => string;

/** Whom to write to, about what, and the message's values (a weekday and a time in `words`' language). */
function patientMessage(
  record: PatientRecord,
  words: Words,
): { phone: string; topic: Topic; params: Record<string, string> } | null {
  if ('registerNumber' in record) {
    const { name, registerNumber: regno, visitDate: date } = record;
    const day = words(`day.${record.visitDay}`);
    return {
      phone: record.phone,
      topic: 'bookings',
      params: { name, regno, date, day, slot: slotLabel(record.visitTime, words) },
    };
  }
  if ('reference' in record) {
    return { phone: record.phone, topic: 'donations', params: { name: record.name, reference: record.reference } };
  }
  if ('phone' in record) return { phone: record.phone, topic: 'callbacks', params: { name: record.name } };
  return null;
}

/**
 * "WhatsApp the patient": a chat with the person a record is about, a polite opening already typed in the
 * PATIENT's language (the record's `lang`; English for records older than the Tamil site): a greeting from
 * the trust, then what the message is about (the appointment's day, date, time and register number; the
 * callback request; the pledge and its reference). Staff add their own words before sending. Null for a
 * record without a phone number (contact messages).
 */
export function patientChatLink(record: PatientRecord, locale: Locale = record.lang ?? 'en'): string | null {
  // Its words: the greeting and the topics (the messages' staff area), weekdays and times of day (core),
  // read from the files by name: the staff islands that make these links carry no other area.
  const dictionary: Readonly<Record<string, string>> =
    locale === 'ta' ? { ...taCore, ...taStaff } : { ...enCore, ...enStaff };
  const words: Words = (key, params) => fill(dictionary[key] ?? key, params);
  const message = patientMessage(record, words);
  if (!message) return null;
  const params = { ...message.params, clinic: trustName[locale] };
  const say = (key: Topic | 'greeting') => words(`whatsapp.patient.${key}`, params);
  return chatLink(message.phone, `${say('greeting')} ${say(message.topic)}`);
}
