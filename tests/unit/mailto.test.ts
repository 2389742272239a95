// A visitor's address becomes a Reply link in the staff mail: nothing they type may add a recipient,
// a header or a body to the mail staff send back (mailto: injection).

import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/lib/records';
import { mailtoHref } from '../../src/server/notify/mail/mailto';
import { contactMail } from '../../src/server/notify/mail/staff';

/** What a mail app makes of a mailto: link (RFC 6068): the address and each header. */
function parseMailto(href: string) {
  const url = new URL(href);
  const [to, query = ''] = url.href.slice('mailto:'.length).split('?');
  return { to: decodeURIComponent(to!), headers: Object.fromEntries(new URLSearchParams(query)) };
}

const contact = (email: string): StoredRecord<'contacts'> => ({
  id: 'c1',
  createdAt: '2026-11-30T04:30:00.000Z',
  name: 'Meena',
  email,
  message: 'Hello',
  lang: 'en',
});

const replyOf = (email: string) => {
  const mail = contactMail(contact(email), { siteUrl: 'https://clinic.example' });
  return /href="(mailto:[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
};

describe('mailto links', () => {
  it('keep a hostile address one recipient: no cc, bcc or body of its own', () => {
    for (const hostile of [
      'a@b.c?cc=x@y.z&body=hi',
      'x?cc=evil@example.org',
      'x&bcc=evil@example.org',
      'x?body=hi&cc=evil@example.org',
      'x%0D%0Abcc:evil@example.org',
      'x%0Abcc=evil@example.org',
    ]) {
      const href = mailtoHref(hostile);
      if (href === null) continue; // not an address: no link at all
      const parsed = parseMailto(href);
      expect(parsed.to, hostile).toBe(hostile);
      expect(Object.keys(parsed.headers), hostile).toEqual([]);
    }
    expect(mailtoHref('a@b.c?cc=x@y.z&body=hi')).toBeNull();
    expect(mailtoHref('x?cc=evil@example.org')).toBe('mailto:x%3Fcc%3Devil@example.org');
    expect(mailtoHref('meena@example.org\nbcc: evil@example.org')).toBeNull();
  });

  it('encode the subject and body, line breaks as CRLF', () => {
    const href = mailtoHref('meena@example.org', { subject: 'Re: a & b?', body: 'one\ntwo' })!;
    expect(href).toBe('mailto:meena@example.org?subject=Re%3A%20a%20%26%20b%3F&body=one%0D%0Atwo');
    expect(parseMailto(href).headers).toEqual({ subject: 'Re: a & b?', body: 'one\r\ntwo' });
  });

  it("the staff mail's Reply link goes to the visitor alone", () => {
    const reply = replyOf('x?body=hi&cc=evil@example.org');
    expect(reply).toBeDefined();
    const parsed = parseMailto(reply!);
    expect(parsed.to).toBe('x?body=hi&cc=evil@example.org');
    expect(Object.keys(parsed.headers)).toEqual(['subject']);
    expect(replyOf('meena@example.org')).toMatch(/^mailto:meena@example\.org\?subject=/);
  });
});
