// Who a booking's confirmation goes to, and what the staff and patient mails never contain.

import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/lib/records';
import { byEmail, patientMail } from '../../src/server/notify/mail/patient';
import { compose } from '../../src/server/notify/mail/layout';

const visit = (name: string, email: string | undefined, time = '10:00'): StoredRecord<'bookings'> =>
  ({
    id: `id-${name}`,
    createdAt: '2026-11-30T04:30:00.000Z',
    groupId: 'g',
    patientType: 'new',
    name,
    registerNumber: `FP26${name.length}01`,
    gender: 'Female',
    height: '160',
    weight: '55',
    occupation: 'Teacher',
    phone: '9876543210',
    ...(email ? { email } : {}),
    visitDate: '2026-12-03',
    visitTime: time,
    visitDay: 'Thursday',
    lang: 'en',
  }) as StoredRecord<'bookings'>;

describe('byEmail', () => {
  it('sends each address its own people and those who gave no address; nothing when nobody gave one', () => {
    const group = [visit('Amma', 'Home@Example.org'), visit('Appa', undefined), visit('Anbu', 'anbu@example.org')];
    const out = byEmail(group);
    expect([...out.keys()]).toEqual(['home@example.org', 'anbu@example.org']);
    expect(out.get('home@example.org')!.map((v) => v.name)).toEqual(['Amma', 'Appa']);
    expect(out.get('anbu@example.org')!.map((v) => v.name)).toEqual(['Appa', 'Anbu']);
    expect(byEmail([visit('Solo', undefined)]).size).toBe(0);
  });
});

describe('mail bodies', () => {
  it('escape what people typed in the HTML, and keep it as typed in the text', () => {
    const body = compose('en', 'T', [{ fields: [['Name', '<script>alert(1)</script> & "x"']] }]);
    expect(body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(body.html).not.toContain('<script>');
    expect(body.text).toContain('Name: <script>alert(1)</script> & "x"');
  });

  it('the reminder carries no calendar file; the confirmation one per visit', () => {
    const ctx = { siteUrl: 'https://clinic.example', now: new Date('2026-11-30T04:30:00Z'), manageLink: () => null };
    const visits = [visit('Amma', 'a@example.org'), visit('Appa', undefined, '10:30')];
    expect(patientMail('confirmation', visits, 'en', ctx).attachments).toHaveLength(2);
    expect('attachments' in patientMail('reminder', visits, 'en', ctx)).toBe(false);
    // Without a link (no secret), the mail asks them to call.
    expect(patientMail('confirmation', visits, 'en', ctx).text).toMatch(/please call us on \+?91? ?\d{5} \d{5}/);
    const managed = patientMail('confirmation', visits, 'ta', {
      ...ctx,
      manageLink: (v: { id: string }) => `https://clinic.example/m#${v.id}`,
    });
    // Each visit has its own link, in the mail and in its calendar file; nobody is asked to call.
    expect(managed.text).toContain('https://clinic.example/m#id-Amma');
    expect(managed.text).toContain('https://clinic.example/m#id-Appa');
    expect(managed.attachments![1]!.content).toContain('https://clinic.example/m#id-Appa');
  });
});
