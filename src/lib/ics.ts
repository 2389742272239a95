/**
 * An iCalendar (.ics, RFC 5545) file for one clinic appointment, in the clinic's time zone
 * (Asia/Kolkata: +05:30 all year, no daylight saving), so any calendar app shows the right local time.
 */
import type { BookedAppointment } from './api';
import { slotMinutes } from './slots';
import { fill } from '../i18n/fill';

export interface CalendarAppointment {
  /** Stable id of the appointment (becomes the event's UID). */
  id: string;
  /** YYYY-MM-DD, clinic date. */
  date: string;
  /** HH:MM, 24-hour clinic time. */
  time: string;
  /** Minutes (default 30: one slot). */
  durationMinutes?: number;
  summary: string;
  description?: string;
  /** Text of the reminder a day before (in the page's language). */
  reminder?: string;
  location?: string;
  /** Time the file is made (DTSTAMP). */
  now?: Date;
}

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (CRLF + space), counting UTF-8 bytes so Tamil text folds safely. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

function localStamp(date: string, minutes: number): string {
  return `${date.replace(/-/g, '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;
}

export function appointmentIcs(a: CalendarAppointment): string {
  const start = slotMinutes(a.time);
  const end = start + (a.durationMinutes ?? 30);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Varma Siddha Maruthuvam Trust//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${a.id}@appointments`,
    `DTSTAMP:${utcStamp(a.now ?? new Date())}`,
    `DTSTART;TZID=Asia/Kolkata:${localStamp(a.date, start)}`,
    `DTEND;TZID=Asia/Kolkata:${localStamp(a.date, end)}`,
    `SUMMARY:${icsText(a.summary)}`,
    ...(a.description ? [`DESCRIPTION:${icsText(a.description)}`] : []),
    ...(a.location ? [`LOCATION:${icsText(a.location)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(a.reminder ?? 'Clinic appointment tomorrow')}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The calendar file's words, in the page's language; `{name}` and `{regno}` are filled in. */
export type CalendarWords = Record<'icsSummary' | 'icsDescription' | 'icsReminder' | 'icsManage', string>;

/** The calendar file a patient downloads after booking: its name and its text. */
export function appointmentCalendarFile(
  appointment: BookedAppointment,
  address: string,
  words: CalendarWords,
  now?: Date,
  /** The patient's private link to change or cancel (absolute URL), when there is one. */
  manageUrl?: string,
): { filename: string; text: string } {
  const values = { name: appointment.name, regno: appointment.registerNumber };
  const description = fill(words.icsDescription, values);
  return {
    filename: `appointment-${appointment.registerNumber}-${appointment.date}.ics`,
    text: appointmentIcs({
      id: appointment.id,
      date: appointment.date,
      time: appointment.time,
      summary: fill(words.icsSummary, values),
      description: manageUrl ? `${description}\n${fill(words.icsManage, { url: manageUrl })}` : description,
      reminder: words.icsReminder,
      location: address,
      now,
    }),
  };
}
