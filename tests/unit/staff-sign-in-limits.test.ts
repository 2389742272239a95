// What staff sign-in counts by: an IPv4 address, an IPv6 /48 (a free tunnel hands out a whole /48,
// 65,536 /64s); the clinic's networks (STAFF_NETWORKS) recognised in either family; the cookie's shape and
// what a person sees of a device.

import { describe, expect, it } from 'vitest';
import { isClinicNetwork, signInNetwork } from '../../src/server/services/staff/sign-in/limits';
import { sessionToken } from '../../src/server/admin/cookies';
import { deviceName, newSessionToken, sessionIdOf } from '../../src/server/services/staff/sign-in/session';

describe('sign-in networks', () => {
  it('IPv4 by address, IPv6 by /48, IPv4-mapped IPv6 as IPv4, the unreadable as one bucket', () => {
    expect(signInNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(signInNetwork('2001:db8:7:1::1')).toBe(signInNetwork('2001:db8:7:ffff:abcd::9'));
    expect(signInNetwork('2001:db8:7::1')).not.toBe(signInNetwork('2001:db8:8::1'));
    expect(signInNetwork('2001:db8:7::1')).toBe('2001:db8:7::/48');
    expect(signInNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(signInNetwork('not an address')).toBe('unknown');
  });

  it("the clinic's networks: inside a range of the same family only", () => {
    const ranges = ['203.0.113.0/24', '2001:db8:c1::/48'];
    expect(isClinicNetwork('203.0.113.50', ranges)).toBe(true);
    expect(isClinicNetwork('::ffff:203.0.113.50', ranges)).toBe(true);
    expect(isClinicNetwork('203.0.114.1', ranges)).toBe(false);
    expect(isClinicNetwork('2001:db8:c1:42::7', ranges)).toBe(true);
    expect(isClinicNetwork('2001:db8:c2::7', ranges)).toBe(false);
    expect(isClinicNetwork('unknown', ranges)).toBe(false);
    expect(isClinicNetwork('203.0.113.50', [])).toBe(false);
  });
});

describe('the session cookie', () => {
  it('is 256 random bits; the store knows it only by a keyed hash', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
    const key = new Uint8Array(32).fill(1);
    expect(sessionIdOf(token, key)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdOf(token, key)).not.toBe(sessionIdOf(token, new Uint8Array(32).fill(2)));
    const req = (cookie: string) => new Request('https://vt.example/', { headers: { cookie } });
    expect(sessionToken(req(`a=1; __Host-admin=${token}`))).toBe(token);
    expect(sessionToken(req('__Host-admin=eyJhbGciOi.JIUzI1NiJ9.x'))).toBeNull();
    expect(sessionToken(req('__Host-admin='))).toBeNull();
  });

  it('names a device by browser and system, nothing more', () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    expect(deviceName(firefox)).toBe('Firefox on Windows');
    expect(deviceName(android)).toBe('Chrome on Android');
    expect(deviceName(iphone)).toBe('Safari on iOS');
    expect(deviceName(null)).toBe('A browser');
  });
});
