// Staff accounts through the admin function, on BOTH store adapters: an admin invites a person
// by a one-time link, the person opens it and accepts it once; an admin changes a role, disables (which signs
// the person out everywhere) and withdraws an invite; bad input gets a specific refusal and changes nothing;
// nothing works without a session or from another site. The suite signs in with the shared password: the
// first admin. (Sign-in with factors, roles and step-ups: ./staff-sign-in.test.ts, ./staff-roles.test.ts.)

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import type {
  AccountAnswer,
  AccountsAnswer,
  InviteMade,
  InviteOpened,
  SignedOutEverywhere,
} from '../../src/lib/staff-api';
import { INVITE_TTL_MS } from '../../src/server/store/port';
import { staffSuite } from '../helpers/admin-session';
import { call, refusal } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

const NOW = new Date('2026-11-20T04:30:00.000Z');
/** The account the shared password signs in to (made at its first use): its email comes from the secret. */
const FIRST_ADMIN = expect.stringMatching(/^first-admin-[0-9a-f]{16}@staff\.invalid$/) as unknown as string;

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`staff accounts on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });
    const inviteOf = async (email: string, role = 'reception') => {
      const made = await suite.post<InviteMade>('/api/admin/accounts/invite', { email, role });
      expect(made.status).toBe(200);
      const token = made.json.link.split('#')[1]!;
      return { ...made.json, token };
    };
    const accept = (token: string, name: string) =>
      call<AccountAnswer>(admin, '/api/admin/invite', { body: { token, name } });

    it('invite, open, accept once: the account is listed; the link carries its token after #', async () => {
      const { invite, link, token } = await inviteOf('Meena@Example.org');
      expect(link).toMatch(/^https:\/\/vt\.example\/admin\/invite#[A-Za-z0-9_-]{43}$/);
      expect(invite).toMatchObject({ email: 'Meena@Example.org', role: 'reception' });
      expect(JSON.stringify(invite)).not.toContain(token);

      const opened = await call<InviteOpened>(admin, '/api/admin/invite/open', { body: { token } });
      expect(opened.status).toBe(200);
      expect(opened.json).toEqual({
        success: true,
        email: 'Meena@Example.org',
        role: 'reception',
        expiresAt: new Date(NOW.getTime() + INVITE_TTL_MS).toISOString(),
      });

      const accepted = await accept(token, 'Meena');
      expect(accepted.status).toBe(200);
      expect(accepted.json.account).toMatchObject({ name: 'Meena', role: 'reception', status: 'active' });
      // Accepting signs the new person in, to add a passkey or an authenticator app (and nothing else yet).
      expect(accepted.headers.get('set-cookie')).toMatch(/^__Host-admin=[\w-]{43};/);
      expect(await suite.store.staffSessions.list(accepted.json.account.id)).toMatchObject([{ method: 'invite' }]);
      expect((await accept(token, 'Meena')).status).toBe(404);
      expect((await call(admin, '/api/admin/invite/open', { body: { token } })).status).toBe(404);

      const listed = await suite.get<AccountsAnswer>('/api/admin/accounts');
      // The first admin (the suite's shared-password session) and the new person.
      // (Both made at the suite's one moment: in either order.)
      expect(listed.json.accounts.map((a) => a.email).sort()).toEqual(['Meena@Example.org', FIRST_ADMIN]);
      expect(listed.json.invites).toEqual([]);
    });

    it('an expired link: 400 with its reason; an unknown one: 404', async () => {
      const { token } = await inviteOf('late@example.org');
      suite.clock = new Date(NOW.getTime() + INVITE_TTL_MS + 1000);
      const late = await accept(token, 'Late');
      expect(late.status).toBe(400);
      expect(refusal(late).error).toMatch(/expired/);
      expect((await accept('x'.repeat(43), 'Nobody')).status).toBe(404);
      suite.clock = NOW;
      const { accounts } = (await suite.get<AccountsAnswer>('/api/admin/accounts')).json;
      expect(accounts.map((a) => a.email)).toEqual([FIRST_ADMIN]);
    });

    it('bad input: a specific 400 naming the field, and nothing stored', async () => {
      const badEmail = await suite.post('/api/admin/accounts/invite', { email: 'nope', role: 'reception' });
      expect(badEmail.status).toBe(400);
      expect(refusal(badEmail).fields).toHaveProperty('email');
      const badRole = await suite.post('/api/admin/accounts/invite', { email: 'a@example.org', role: 'owner' });
      expect(badRole.status).toBe(400);
      expect(refusal(badRole).fields).toHaveProperty('role');
      const { token } = await inviteOf('b@example.org');
      const badName = await accept(token, '');
      expect(badName.status).toBe(400);
      expect(refusal(badName).fields).toHaveProperty('name');
      const listed = await suite.get<AccountsAnswer>('/api/admin/accounts');
      expect(listed.json.accounts.map((a) => a.email)).toEqual([FIRST_ADMIN]);
      expect(listed.json.invites.map((i) => i.email)).toEqual(['b@example.org']);
    });

    it('an admin changes a role, disables and re-enables, signs out everywhere, withdraws an invite', async () => {
      const { token } = await inviteOf('c@example.org');
      const { account } = (await accept(token, 'C')).json;
      const store = suite.store;
      await store.staffSessions.create({ id: 'c-phone', accountId: account.id, device: 'Phone', method: 'passkey' });

      const role = await suite.post<AccountAnswer>(`/api/admin/accounts/${account.id}`, { role: 'accounts' });
      expect(role.json.account).toMatchObject({ role: 'accounts' });
      const off = await suite.post<AccountAnswer>(`/api/admin/accounts/${account.id}`, { status: 'disabled' });
      expect(off.json.account).toMatchObject({ status: 'disabled' });
      expect(await store.staffSessions.use('c-phone')).toBeNull();
      const on = await suite.post<AccountAnswer>(`/api/admin/accounts/${account.id}`, { status: 'active' });
      expect(on.json.account).toMatchObject({ status: 'active' });

      await store.staffSessions.create({ id: 'c-laptop', accountId: account.id, device: 'Laptop', method: 'passkey' });
      const out = await suite.post<SignedOutEverywhere>(`/api/admin/accounts/${account.id}/sign-out`);
      expect(out.json).toEqual({ success: true, ended: 1 });

      expect((await suite.post(`/api/admin/accounts/${account.id}`, { role: 'boss' })).status).toBe(400);
      expect((await suite.post(`/api/admin/accounts/${crypto.randomUUID()}`, { role: 'admin' })).status).toBe(404);

      const { invite } = await inviteOf('d@example.org');
      const withdraw = () =>
        call(admin, `/api/admin/accounts/invites/${invite.tokenHash}`, suite.staff({ method: 'DELETE' }));
      expect((await withdraw()).status).toBe(200);
      expect((await withdraw()).status).toBe(404);
    });

    it('no session: 401; from another site: 403; a second account for an email: 409', async () => {
      expect((await call(admin, '/api/admin/accounts')).status).toBe(401);
      const anonymous = await call(admin, '/api/admin/accounts/invite', {
        body: { email: 'e@example.org', role: 'admin' },
      });
      expect(anonymous.status).toBe(401);
      const crossSite = await call(
        admin,
        '/api/admin/accounts/invite',
        suite.staff({ body: { email: 'e@example.org', role: 'admin' }, headers: { origin: 'https://evil.example' } }),
      );
      expect(crossSite.status).toBe(403);
      const { token } = await inviteOf('f@example.org');
      await accept(token, 'F');
      const again = await suite.post('/api/admin/accounts/invite', { email: 'F@example.org', role: 'admin' });
      expect(again.status).toBe(409);
      expect((await suite.get<AccountsAnswer>('/api/admin/accounts')).json.invites).toEqual([]);
    });
  });
}
