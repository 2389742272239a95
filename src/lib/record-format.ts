// Showing records: India time for dates (Intl, Asia/Kolkata, whatever the browser's zone), calendar dates, slots, rupees.

import { IST_OFFSET_MS } from './time';

// Each formatter is made on first use: making one loads locale data, and every function that records a
// submission imports this module (for its search text) while few of them ever format a date.
let formats: { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat; rupees: Intl.NumberFormat } | undefined;
const formatters = () =>
  (formats ??= {
    dateTime: new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
    dateOnly: new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' }),
    rupees: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }),
  });

/** '20 Nov 2026, 10:00 am' in India time. */
export function istDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatters().dateTime.format(ms);
}

/** '2026-11-20 10:00' in India time: sortable, for spreadsheets. */
export function istStamp(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A calendar date 'YYYY-MM-DD' as '01 Dec 2026'. */
export function calendarDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? formatters().dateOnly.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : date;
}

/** '13:30' as '1:30 PM'. */
export function slot12(time: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h >= 12 ? 'PM' : 'AM'}`;
}

export function inr(amount: number): string {
  return Number.isFinite(amount) ? formatters().rupees.format(amount) : String(amount);
}
