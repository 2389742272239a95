// Links already sent keep working: tokens made by the separate manage, camp and pledge token modules the
// signed-link module replaced (same secret, same claims) still read back, each only with its own key.

import { describe, expect, it } from 'vitest';
import { createHmac, hkdfSync } from 'node:crypto';
import { linkKey, readLink, signLink } from '../../src/server/links/signed-link';
import { pledgeKey, readPledgeToken, signPledgeToken } from '../../src/server/links/pledge-token';
import { manageKey, readManageToken, signManageToken } from '../../src/server/links/manage-token';

const SECRET = 'a-session-secret-of-at-least-thirty-two-chars';
const EXPIRES = Date.parse('2031-03-31T18:29:59.999Z');
const NOW = Date.parse('2026-11-20T04:30:00Z');

// Made by the token modules before they shared one implementation.
const SENT = {
  manageV0: 'YXBwdC03ZjNhLm9udzRkamp6.bWH50xPfdRuqO19-Bkq9DKy6SFFI-eQu7yhsHjB1Dsc',
  manageV3: 'YXBwdC03ZjNhLm9udzRkamp6LjM.OTM4-QRe8B63Txp91158BQyTqw7UAcixzRp0ubP83VE',
  campV1: 'Y2FtcC1yZWctOS5vbnc0ZGpqei4x.SxOYSUUDsO7RNh-ZmVnaN_1-arjZASjCaxap6MSLk5g',
  pledge: 'cGxlZGdlLTQyLm9udzRkamp6.ig4x8IMQjULiCvD-U69RfCVUbTfFBf7Jv9X0hHCoWsk',
};
const CAMP_LABEL = 'varma-trust camp registration link v1';
// The camp key as it was derived before: HKDF-SHA256 of the secret, no salt, the label as info.
const campKey = Buffer.from(hkdfSync('sha256', SECRET, Buffer.alloc(0), CAMP_LABEL, 32));

describe('signed links', () => {
  it('read the tokens links already carry, and make the same tokens again', () => {
    const manage = manageKey(SECRET);
    expect(readManageToken(manage, SENT.manageV0, NOW)).toEqual({ id: 'appt-7f3a', expiresMs: EXPIRES, version: 0 });
    expect(readManageToken(manage, SENT.manageV3, NOW)).toEqual({ id: 'appt-7f3a', expiresMs: EXPIRES, version: 3 });
    expect(signManageToken(manage, { id: 'appt-7f3a', expiresMs: EXPIRES, version: 3 })).toBe(SENT.manageV3);
    expect(linkKey(SECRET, CAMP_LABEL).equals(campKey)).toBe(true);
    expect(readManageToken(campKey, SENT.campV1, NOW)).toEqual({ id: 'camp-reg-9', expiresMs: EXPIRES, version: 1 });
    const pledge = pledgeKey(SECRET);
    expect(readPledgeToken(pledge, SENT.pledge, NOW)).toEqual({ id: 'pledge-42', expiresMs: EXPIRES });
    expect(signPledgeToken(pledge, { id: 'pledge-42', expiresMs: EXPIRES })).toBe(SENT.pledge);
  });

  it('open each kind of link only with its own key', () => {
    expect(readManageToken(campKey, SENT.manageV0, NOW)).toBeNull();
    expect(readManageToken(manageKey(SECRET), SENT.campV1, NOW)).toBeNull();
    expect(readPledgeToken(manageKey(SECRET), SENT.pledge, NOW)).toBeNull();
    expect(readPledgeToken(pledgeKey(SECRET), SENT.manageV0, NOW)).toBeNull();
  });

  it('refuse more numbers than the kind carries, and numbers that are not whole', () => {
    const key = linkKey(SECRET, 'a test kind');
    const two = signLink(key, { id: 'r1', expiresMs: EXPIRES, numbers: [1, 2] });
    expect(readLink(key, two, NOW, 2)).toEqual({ id: 'r1', expiresMs: EXPIRES, numbers: [1, 2] });
    expect(readLink(key, two, NOW, 1)).toBeNull();
    // Correctly signed, but the number after the expiry is empty, then negative.
    for (const number of ['', '-1']) {
      const body = Buffer.from(`r1.${EXPIRES.toString(36)}.${number}`).toString('base64url');
      const token = `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
      expect(readLink(key, token, NOW, 1)).toBeNull();
    }
    const zero = Buffer.from(`r1.${EXPIRES.toString(36)}.0`).toString('base64url');
    const signed = `${zero}.${createHmac('sha256', key).update(zero).digest('base64url')}`;
    expect(readLink(key, signed, NOW, 1)).toEqual({ id: 'r1', expiresMs: EXPIRES, numbers: [0] });
  });
});
