// Staff accounts: invites by a one-time link, accepting one, and what an admin changes (role,
// status, signing a person out everywhere). Disabling an account ends its sessions in the same action; the
// last active admin cannot be demoted or disabled. Every change is written to the audit log. The link's
// token is made here and only its hash is stored.

import { createHash, randomBytes } from 'node:crypto';
import { adminText } from '../../../i18n/admin';
import { EMAIL_PATTERN, LIMITS } from '../../../lib/schemas/common';
import { isAccountStatus, isRole, type AccountStatus, type Role } from '../../../lib/staff-roles';
import { DomainError } from '../../errors';
import type { Store } from '../../store/port';
import type { Account, Invite } from '../../store/port';
import { audit, type StaffAct } from './act';
import { factorsOf, hasFactor } from './sign-in/sessions';

const words = () => adminText.accounts;

/** A secret for a link (256 bits, base64url) and the hash the store keeps of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export const tokenHash = (token: string): string => createHash('sha256').update(`token:${token}`).digest('hex');

function email(value: unknown): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed.length > LIMITS.email || !EMAIL_PATTERN.test(trimmed)) {
    throw DomainError.invalid(words().email, { email: words().email });
  }
  return trimmed;
}

function role(value: unknown): Role {
  if (!isRole(value)) throw DomainError.invalid(words().role, { role: words().role });
  return value;
}

function personName(value: unknown): string {
  const trimmed = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  if (trimmed.length === 0 || trimmed.length > LIMITS.name || /[\p{Cc}\p{Cf}]/u.test(trimmed)) {
    throw DomainError.invalid(words().name, { name: words().name });
  }
  return trimmed;
}

/**
 * Invite a person (`input`: { email, role }): the invite and the token for its link (shown to the admin once,
 * to send). Refused (conflict) when the email already has an account.
 */
export async function invite(
  act: StaffAct,
  input: Record<string, unknown>,
): Promise<{ invite: Invite; token: string }> {
  const to = email(input['email']);
  const as = role(input['role']);
  if (await act.store.accounts.byEmail(to))
    throw DomainError.conflict(words().emailTaken, { email: words().emailTaken });
  const { token, hash } = newToken();
  const made = await act.store.invites.create({ tokenHash: hash, email: to, role: as, invitedBy: act.actor });
  await audit(act, { action: 'account.invite' });
  return { invite: made, token };
}

/** Every account, and the invites not yet accepted. */
export async function accountsAndInvites(store: Store): Promise<{ accounts: Account[]; invites: Invite[] }> {
  const [accounts, invites] = await Promise.all([store.accounts.list(), store.invites.list()]);
  return { accounts, invites };
}

/** Withdraw an invite (by its token's hash) before it is accepted; notFound when there is none. */
export async function withdrawInvite(act: StaffAct, hash: string): Promise<void> {
  if (!(await act.store.invites.revoke(hash))) throw DomainError.notFound(words().inviteUnknown);
}

/**
 * End sign-in by the shared password for good, and every session it began (the one asking too, if it is one
 * of them). Whoever ends it must be able to sign in without it (conflict otherwise). `firstAdminEmail`: the
 * password's account on this deploy.
 */
export async function endPasswordSignIn(act: StaffAct, firstAdminEmail: string): Promise<number> {
  if (!hasFactor(await factorsOf(act.store, act.actor))) throw DomainError.conflict(adminText.signIn.keepPassword);
  await act.store.accounts.endPasswordSignIn();
  const first = await act.store.accounts.byEmail(firstAdminEmail);
  const sessions = first ? await act.store.staffSessions.list(first.id) : [];
  let ended = 0;
  for (const s of sessions)
    if (s.method === 'password' && (await act.store.staffSessions.revoke(s.accountId, s.id))) ended++;
  await audit(act, { action: 'account.passwordEnded', count: ended });
  return ended;
}

/** The invite a link's token names while it can be accepted (the page that asks for a name), else notFound. */
export async function openInvite(store: Store, token: unknown): Promise<Invite> {
  const found = typeof token === 'string' && token.length <= 100 ? await store.invites.get(tokenHash(token)) : null;
  if (!found) throw DomainError.notFound(words().inviteUnknown);
  return found;
}

/** Accept an invite under `name`: its account, made once. */
export async function acceptInvite(store: Store, token: unknown, name: unknown, now: Date): Promise<Account> {
  const who = personName(name);
  if (typeof token !== 'string' || token.length > 100) throw DomainError.notFound(words().inviteUnknown);
  const result = await store.invites.accept(tokenHash(token), who);
  if (!result.ok) {
    if (result.refused === 'expired') throw DomainError.invalid(words().inviteExpired);
    if (result.refused === 'emailTaken') throw DomainError.conflict(words().emailTaken);
    throw DomainError.notFound(words().inviteUnknown);
  }
  const act = { store, now, actor: result.account.id, actorName: result.account.name, session: 'invite' };
  await audit(act, { action: 'account.create', recordId: result.account.id });
  return result.account;
}

/** Would this change leave no active admin? (Checked before the change; two admins at once is rare.) */
async function removesLastAdmin(store: Store, target: Account, next: { role: Role; status: AccountStatus }) {
  if (target.role !== 'admin' || target.status !== 'active') return false;
  if (next.role === 'admin' && next.status === 'active') return false;
  const admins = (await store.accounts.list()).filter((a) => a.role === 'admin' && a.status === 'active');
  return admins.length <= 1;
}

/**
 * Change a person's role and/or status (`input`: { role?, status? }). Disabling ends every session of theirs.
 * Refused: no such account (notFound), nothing to change or a bad value (invalid), the last admin (conflict).
 */
export async function changeAccount(act: StaffAct, id: string, input: Record<string, unknown>): Promise<Account> {
  const change = {
    ...(input['role'] !== undefined ? { role: role(input['role']) } : {}),
    ...(input['status'] !== undefined ? { status: statusOf(input['status']) } : {}),
  };
  if (change.role === undefined && change.status === undefined) throw DomainError.invalid(words().nothingToChange);
  const target = await act.store.accounts.get(id);
  if (!target) throw DomainError.notFound(words().notFound);
  const next = { role: change.role ?? target.role, status: change.status ?? target.status };
  if (await removesLastAdmin(act.store, target, next)) throw DomainError.conflict(words().lastAdmin);
  const changed = await act.store.accounts.update(id, change);
  if (!changed) throw DomainError.notFound(words().notFound);
  if (change.status === 'disabled') await act.store.staffSessions.revokeAll(id);
  if (change.role) await audit(act, { action: 'account.role', recordId: id });
  if (change.status) await audit(act, { action: `account.${change.status}`, recordId: id });
  return changed;
}

function statusOf(value: unknown): AccountStatus {
  if (!isAccountStatus(value)) throw DomainError.invalid(words().status, { status: words().status });
  return value;
}

/** Sign a person out of every device; how many sessions ended. */
export async function signOutEverywhere(act: StaffAct, id: string): Promise<number> {
  if (!(await act.store.accounts.get(id))) throw DomainError.notFound(words().notFound);
  const ended = await act.store.staffSessions.revokeAll(id);
  await audit(act, { action: 'account.signOut', recordId: id, count: ended });
  return ended;
}
