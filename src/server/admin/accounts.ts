// Staff accounts for admins, and the invite link a new person opens (src/server/services/staff/accounts.ts):
//   GET    /api/admin/accounts                      -> { success, accounts, invites }
//   POST   /api/admin/accounts/invite { email, role } -> { success, invite, link } (the link shown once)
//   DELETE /api/admin/accounts/invites/:hash        -> 200 | 404 (an invite withdrawn)
//   POST   /api/admin/accounts/:id { role?, status? } -> { success, account } (disabling signs them out)
//   POST   /api/admin/accounts/:id/sign-out         -> { success, ended }
//   POST   /api/admin/invite/open { token }         -> { success, email, role, expiresAt } | 404 (no session;
//          the token in a body, never in a URL that logs keep)
//   POST   /api/admin/invite { token, name }        -> { success, account } + a session cookie that may only
//                                                      add a passkey or an authenticator app | 400 | 404 | 409
//   POST   /api/admin/accounts/password/end         -> { success } (the shared password signs in no more)
// The admin routes need the 'accounts' permission (./permissions), changes a step-up; they refuse a
// cross-site request (403) and are audited. The invite link carries its token after '#', so it never reaches a server log or a Referer.

import { adminText } from '../../i18n/admin';
import type { AccountAnswer, AccountsAnswer, InviteMade, InviteOpened, SignedOutEverywhere } from '../../lib/staff-api';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import * as accounts from '../services/staff/accounts';
import { requireSameSite, staffChange, staffRead } from './guard';
import { firstAdminEmail, signInAnswer } from './sign-in';

/** Where a new person accepts an invite (the staff page reads the token from the fragment). */
export const INVITE_PAGE = '/admin/invite';

const idParam = (params: Readonly<Record<string, string>>, name: string) => {
  const value = params[name] ?? '';
  if (value.length === 0 || value.length > 100) throw DomainError.notFound(adminText.accounts.notFound);
  return value;
};

export const listAccounts: RouteHandler = async (scope) => {
  const { store } = await staffRead(scope);
  return json({ success: true, ...(await accounts.accountsAndInvites(store)) } satisfies AccountsAnswer);
};

export const inviteAccount: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { invite, token } = await accounts.invite(act, await readJsonObject(scope));
  const link = `${scope.url.origin}${INVITE_PAGE}#${token}`;
  return json({ success: true, invite, link } satisfies InviteMade);
};

export const withdrawInvite: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  await accounts.withdrawInvite(act, idParam(scope.params, 'hash'));
  return json({ success: true });
};

export const changeAccount: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const account = await accounts.changeAccount(act, idParam(scope.params, 'id'), await readJsonObject(scope));
  return json({ success: true, account } satisfies AccountAnswer);
};

export const signOutAccount: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const ended = await accounts.signOutEverywhere(act, idParam(scope.params, 'id'));
  return json({ success: true, ended } satisfies SignedOutEverywhere);
};

export const openInvite: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const { token } = await readJsonObject(scope);
  const store = await scope.deps.store();
  const { email, role, expiresAt } = await accounts.openInvite(store, token);
  return json({ success: true, email, role, expiresAt } satisfies InviteOpened);
};

export const acceptInvite: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const body = await readJsonObject(scope);
  const store = await scope.deps.store();
  const account = await accounts.acceptInvite(store, body['token'], body['name'], scope.deps.now());
  return signInAnswer(scope, account, 'invite', { account } satisfies Omit<AccountAnswer, 'success'>);
};

export const endPasswordSignIn: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  await accounts.endPasswordSignIn(act, firstAdminEmail(scope));
  return json({ success: true });
};
