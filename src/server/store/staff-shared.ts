// What both adapters' staff sub-ports (./port) share: the key an email is unique by, the records they
// create, and the shape of what they read back (extra bookkeeping fields dropped, lists that a Lua script may
// have rewritten as {}).

import { parseStored } from './shared';
import { INVITE_TTL_MS, type Account, type Invite, type NewAccount, type Passkey, type StaffSession } from './port';

/** The form of an email that accounts and invites are unique by. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** An expired invite is still told apart from an unknown one for this long, then forgotten. */
export const INVITE_FORGET_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** A new account, active and never seen. */
export const newAccount = ({ name, email, role }: NewAccount, at: Date): Account => ({
  id: crypto.randomUUID(),
  name,
  email,
  role,
  status: 'active',
  createdAt: at.toISOString(),
  lastSeenAt: null,
});

/** A new invite, made `at`, and when it expires (ms). */
export function newInvite(
  { tokenHash, email, role, invitedBy }: Pick<Invite, 'tokenHash' | 'email' | 'role' | 'invitedBy'>,
  at: Date,
): { invite: Invite; expiresMs: number } {
  const expiresMs = at.getTime() + INVITE_TTL_MS;
  const createdAt = at.toISOString();
  return {
    invite: { tokenHash, email, role, invitedBy, createdAt, expiresAt: new Date(expiresMs).toISOString() },
    expiresMs,
  };
}

/** A new session, signed in (seen and verified) `at`. */
export function newSession(
  { id, accountId, device, method }: Pick<StaffSession, 'id' | 'accountId' | 'device' | 'method'>,
  at: Date,
): StaffSession {
  const when = at.toISOString();
  return { id, accountId, device, method, createdAt: when, lastSeenAt: when, verifiedAt: when };
}

export function storedAccount(value: unknown): Account | null {
  const a = parseStored<Account>(value);
  if (!a) return null;
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    role: a.role,
    status: a.status,
    createdAt: a.createdAt,
    lastSeenAt: a.lastSeenAt ?? null,
  };
}

export function storedPasskey(value: unknown): (Passkey & { accountId: string }) | null {
  const p = parseStored<Passkey & { accountId: string }>(value);
  if (!p) return null;
  return {
    accountId: p.accountId,
    id: p.id,
    publicKey: p.publicKey,
    counter: Number(p.counter),
    transports: Array.isArray(p.transports) ? p.transports.map(String) : [],
    name: p.name,
    createdAt: p.createdAt,
    lastUsedAt: p.lastUsedAt ?? null,
  };
}

export function storedInvite(value: unknown): (Invite & { expiresMs: number }) | null {
  const i = parseStored<Invite & { expiresMs: number }>(value);
  if (!i) return null;
  return {
    tokenHash: i.tokenHash,
    email: i.email,
    role: i.role,
    invitedBy: i.invitedBy,
    createdAt: i.createdAt,
    expiresAt: i.expiresAt,
    expiresMs: Number(i.expiresMs),
  };
}

export const withoutExpiry = ({ expiresMs: _expiresMs, ...invite }: Invite & { expiresMs: number }): Invite => invite;

export function storedSession(value: unknown): StaffSession | null {
  const s = parseStored<StaffSession>(value);
  if (!s) return null;
  return {
    id: s.id,
    accountId: s.accountId,
    device: s.device,
    method: s.method,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    verifiedAt: s.verifiedAt ?? s.createdAt,
  };
}

/** Oldest first, then by id. */
export const byCreated = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
