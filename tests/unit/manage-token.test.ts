import { describe, expect, it } from 'vitest';
import { manageKey, readManageToken, signManageToken, visitExpiry } from '../../src/server/links/manage-token';

const key = manageKey('a-session-secret-of-at-least-thirty-two-chars');
const NOW = Date.parse('2026-11-20T04:30:00Z');

describe('manage links', () => {
  it('a signed token names its appointment until it expires', () => {
    const token = signManageToken(key, { id: 'appt-1', expiresMs: visitExpiry('2026-12-01'), version: 0 });
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readManageToken(key, token, NOW)).toEqual({
      id: 'appt-1',
      expiresMs: visitExpiry('2026-12-01'),
      version: 0,
    });
    // The visit's day ends at midnight India time.
    expect(visitExpiry('2026-12-01')).toBe(Date.parse('2026-12-01T18:29:59.999Z'));
    expect(readManageToken(key, token, visitExpiry('2026-12-01'))).toBeNull();
  });

  it('refuses a token signed with another key, altered, or malformed', () => {
    const token = signManageToken(key, { id: 'appt-1', expiresMs: visitExpiry('2026-12-01'), version: 0 });
    const other = manageKey('another-session-secret-of-thirty-two-chars');
    expect(readManageToken(other, token, NOW)).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(`appt-2.${visitExpiry('2026-12-01').toString(36)}`).toString('base64url');
    expect(readManageToken(key, `${forged}.${mac}`, NOW)).toBeNull();
    expect(readManageToken(key, `${body}.${mac!.slice(0, -2)}AA`, NOW)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', `${body}.`, 42, null, 'x'.repeat(400)]) {
      expect(readManageToken(key, bad, NOW)).toBeNull();
    }
  });

  it('carries the link version: another version is another token, and it cannot be altered', () => {
    const claim = { id: 'appt-1', expiresMs: visitExpiry('2026-12-01') };
    const v0 = signManageToken(key, { ...claim, version: 0 });
    const v2 = signManageToken(key, { ...claim, version: 2 });
    expect(v2).not.toBe(v0);
    expect(readManageToken(key, v2, NOW)).toEqual({ ...claim, version: 2 });
    // A link made before versions (id.expiry) reads as version 0: the same token as v0.
    expect(readManageToken(key, v0, NOW)?.version).toBe(0);
    // Changing the version in the body breaks the signature.
    const [, mac] = v0.split('.');
    const bumped = Buffer.from(`appt-1.${claim.expiresMs.toString(36)}.3`).toString('base64url');
    expect(readManageToken(key, `${bumped}.${mac}`, NOW)).toBeNull();
  });
});
