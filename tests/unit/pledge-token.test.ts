// A donor's private link to their pledge: signed with a key of its own (not the manage links'),
// valid PLEDGE_LINK_DAYS from the pledge, refused when altered or signed otherwise.

import { describe, expect, it } from 'vitest';
import { manageKey, signManageToken } from '../../src/server/links/manage-token';
import {
  PLEDGE_LINK_DAYS,
  pledgeKey,
  pledgeTokenFor,
  readPledgeToken,
  signPledgeToken,
} from '../../src/server/links/pledge-token';

const SECRET = 'a-session-secret-of-at-least-thirty-two-chars';
const key = pledgeKey(SECRET);
const createdAt = '2026-11-20T04:30:00.000Z';
const NOW = Date.parse(createdAt);
const DAY = 86_400_000;

describe('pledge links', () => {
  it('name the pledge until PLEDGE_LINK_DAYS after it was made', () => {
    const token = pledgeTokenFor(key, { id: 'pledge-1', createdAt })!;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const expiresMs = NOW + PLEDGE_LINK_DAYS * DAY;
    expect(readPledgeToken(key, token, NOW)).toEqual({ id: 'pledge-1', expiresMs });
    expect(readPledgeToken(key, token, expiresMs - 1)).not.toBeNull();
    expect(readPledgeToken(key, token, expiresMs)).toBeNull();
    expect(pledgeTokenFor(null, { id: 'pledge-1', createdAt })).toBeNull();
  });

  it('refuse another key, a manage link, an altered or malformed token', () => {
    const token = signPledgeToken(key, { id: 'pledge-1', expiresMs: NOW + DAY });
    expect(readPledgeToken(pledgeKey('another-session-secret-of-thirty-two-chars'), token, NOW)).toBeNull();
    // The same secret's manage-link key is another key: a patient's link never opens a pledge.
    const manage = signManageToken(manageKey(SECRET), { id: 'pledge-1', expiresMs: NOW + DAY, version: 0 });
    expect(readPledgeToken(key, manage, NOW)).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(`pledge-2.${(NOW + DAY).toString(36)}`).toString('base64url');
    expect(readPledgeToken(key, `${forged}.${mac}`, NOW)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', `${body}.`, 42, null, 'x'.repeat(400)]) {
      expect(readPledgeToken(key, bad, NOW)).toBeNull();
    }
  });
});
