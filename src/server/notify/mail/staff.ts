// The mails staff receive: one for each new request (callback, contact message, booking group, donation
// pledge) and the 7 AM list of the day's appointments. Each says in its subject what it is and who; its
// body has tap-to-call, WhatsApp and reply links and a link to the record in /admin. Never a full PAN.

import { adminText } from '../../../i18n/admin';
import { fill } from '../../../i18n/fill';
import { staffMailText as words } from '../../../i18n/staff-mail';
import { maskPan } from '../../../lib/pan';
import { istStamp } from '../../../lib/record-format';
import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import { formatPhone, site, telHref } from '../../../lib/site-settings';
import { patientChatLink } from '../../../lib/whatsapp';
import { compose, type Part } from './layout';
import { mailtoHref } from './mailto';
import { weekdayOf } from '../../../lib/time';
import { longDate, visitWhen } from './visit';

export interface StaffMailContext {
  siteUrl: string;
}

type Body = { subject: string; text: string; html: string };

/** A label: value line, only when there is a value. */
const opt = (label: string, value: string | number | undefined): [string, string][] =>
  value === undefined || value === '' ? [] : [[label, String(value)]];

const received = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

const language = (lang: string | undefined) => adminText.languages[lang === 'ta' ? 'ta' : 'en'];

/**
 * The dashboard with this kind's table searched for `find` (what staff find the record by): never a phone
 * number or an email, which a URL would leave in browser history, proxies' logs and Referer headers. A
 * callback or a message is found by the minute it came in (its Date column, as the table searches it).
 */
export function adminLink(ctx: StaffMailContext, kind: SubmissionKind, find: string): string {
  return `${ctx.siteUrl}/admin?${new URLSearchParams({ table: kind, q: find })}`;
}

function personLinks(
  name: string,
  phone: string | undefined,
  record: Parameters<typeof patientChatLink>[0],
): { label: string; href: string }[] {
  if (!phone) return [];
  const whatsapp = patientChatLink(record);
  return [
    { label: fill(words.link.call, { name }), href: telHref(phone) },
    ...(whatsapp ? [{ label: fill(words.link.whatsapp, { name }), href: whatsapp }] : []),
  ];
}

/** Reply to a message: its address encoded (./mailto), none when it is not a valid one. */
function replyLink(r: StoredRecord<'contacts'>): { label: string; href: string }[] {
  const href = mailtoHref(r.email, { subject: fill(words.link.replySubject, { clinic: site.shortName }) });
  return href ? [{ label: fill(words.link.reply, { name: r.name }), href }] : [];
}

function mail(subject: string, heading: string, parts: Part[]): Body {
  return { subject, ...compose('en', heading, [...parts, { text: fill(words.footer, { clinic: site.shortName }) }]) };
}

export function callbackMail(r: StoredRecord<'callbacks'>, ctx: StaffMailContext): Body {
  const f = words.field;
  return mail(fill(words.subject.callbacks, { name: r.name, phone: formatPhone(r.phone) }), words.heading.callbacks, [
    {
      fields: [
        [f.name, r.name],
        [f.mobile, formatPhone(r.phone)],
        ...opt(f.email, r.email),
        ...opt(f.comment, r.comment),
        [f.language, language(r.lang)],
        [f.received, received(r.createdAt)],
      ],
    },
    {
      links: [
        ...personLinks(r.name, r.phone, r),
        { label: words.link.admin, href: adminLink(ctx, 'callbacks', istStamp(r.createdAt)) },
      ],
    },
  ]);
}

export function contactMail(r: StoredRecord<'contacts'>, ctx: StaffMailContext): Body {
  const f = words.field;
  return mail(fill(words.subject.contacts, { name: r.name, email: r.email }), words.heading.contacts, [
    {
      fields: [
        [f.name, r.name],
        [f.email, r.email],
        [f.language, language(r.lang)],
        [f.received, received(r.createdAt)],
      ],
    },
    { heading: f.message },
    { text: r.message },
    {
      links: [...replyLink(r), { label: words.link.admin, href: adminLink(ctx, 'contacts', istStamp(r.createdAt)) }],
    },
  ]);
}

function visitFields(v: StoredRecord<'bookings'>): [string, string][] {
  const f = words.field;
  const when = visitWhen(v, 'en');
  return [
    [f.name, v.name],
    [f.regno, `${v.registerNumber} (${words.patientType[v.patientType]})`],
    [f.when, `${when.day} ${when.date}, ${when.time}`],
    ...opt(f.age, v.age),
    [f.gender, v.gender],
    [f.mobile, formatPhone(v.phone)],
    ...opt(f.email, v.email),
    ...opt(f.purpose, v.purpose),
  ];
}

export function bookingMail(visits: StoredRecord<'bookings'>[], ctx: StaffMailContext): Body {
  const first = visits[0]!;
  const when = visitWhen(first, 'en');
  const subject =
    visits.length === 1
      ? fill(words.subject.bookingOne, { name: first.name, date: when.date, time: when.time })
      : fill(words.subject.bookingMany, { name: first.name, more: visits.length - 1, date: when.date });
  return mail(subject, words.heading.bookings, [
    ...visits.flatMap((v): Part[] => [
      { heading: `${v.name} (${v.registerNumber})` },
      { fields: visitFields(v) },
      { links: personLinks(v.name, v.phone, v) },
    ]),
    {
      fields: [
        [words.field.language, language(first.lang)],
        [words.field.received, received(first.createdAt)],
      ],
    },
    { links: [{ label: words.link.admin, href: adminLink(ctx, 'bookings', first.registerNumber) }] },
  ]);
}

export function donationMail(r: StoredRecord<'donations'>, ctx: StaffMailContext): Body {
  const f = words.field;
  const amount = `₹${new Intl.NumberFormat('en-IN').format(r.amount)}`;
  return mail(fill(words.subject.donations, { name: r.name, amount }), words.heading.donations, [
    {
      fields: [
        [f.reference, r.reference],
        [f.name, r.name],
        [f.amount, amount],
        [f.type, r.frequency],
        [f.mode, r.paymentMode],
        [f.email, r.email],
        [f.mobile, formatPhone(r.phone)],
        ...(r.pan ? [[f.pan, maskPan(r.pan)] as [string, string]] : []),
        [f.address, r.address],
        ...opt(f.message, r.message),
        [f.language, language(r.lang)],
        [f.received, received(r.createdAt)],
      ],
    },
    {
      links: [
        ...personLinks(r.name, r.phone, r),
        { label: words.link.admin, href: adminLink(ctx, 'donations', r.reference) },
      ],
    },
  ]);
}

/** The 7 AM list: every appointment of `date`, by time. */
/** The morning list; `folded`: instant mails not sent since yesterday's list (past the day's ceiling). */
export function digestMail(date: string, visits: StoredRecord<'bookings'>[], ctx: StaffMailContext, folded = 0): Body {
  const day = { day: weekdayOf(date), date: longDate(date, 'en') };
  const lines = visits.map((v) =>
    fill(words.digest.line, {
      time: visitWhen(v, 'en').time,
      name: v.name,
      regno: v.registerNumber,
      age: v.age !== undefined ? `${v.age}, ` : '',
      gender: v.gender,
      phone: formatPhone(v.phone),
      type: words.patientType[v.patientType],
      purpose: v.purpose ? `: ${v.purpose}` : '',
    }),
  );
  return mail(
    fill(words.subject.digest, { day: day.day, date: day.date, count: visits.length }),
    fill(words.heading.digest, { day: day.day, date: day.date }),
    [
      visits.length ? { list: lines } : { text: words.digest.none },
      ...(folded > 0 ? [{ text: fill(words.digest.folded, { count: folded }) }] : []),
      { links: [{ label: words.digest.schedule, href: adminLink(ctx, 'bookings', date) }] },
    ],
  );
}
