// Staff sessions: an HS256 JWT (jose) signed with a key derived from SESSION_SECRET and the staff password's
// hash (./config: a new password signs everyone out), claims sub 'staff', iat, exp (8 hours), jti (random
// UUID) and ctx (the deploy context it was issued in: a deploy preview's session is no use in production),
// carried in the `__Host-admin` cookie (HttpOnly, Secure, SameSite=Strict, Path=/).
// Sign-out revokes the jti in the store until the token's own expiry (store.sessions.revoke), so a copied
// cookie stops working too.

import { jwtVerify, SignJWT } from 'jose';

export const SESSION_COOKIE = '__Host-admin';
export const SESSION_SECONDS = 8 * 60 * 60;
const ISSUER = 'varma-trust/admin';
const AUDIENCE = 'varma-trust/admin';
const SUBJECT = 'staff';

export interface Session {
  jti: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export async function issueSession(
  key: Uint8Array,
  context: string,
  now: Date,
): Promise<{ token: string; session: Session }> {
  const iat = Math.floor(now.getTime() / 1000);
  const session = { jti: crypto.randomUUID(), exp: iat + SESSION_SECONDS };
  const token = await new SignJWT({ ctx: context })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(SUBJECT)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(session.exp)
    .setJti(session.jti)
    .sign(key);
  return { token, session };
}

/**
 * The session in a token, or null when it is forged, altered, expired, not yet valid, not ours or issued in
 * another deploy context.
 */
export async function verifySession(
  token: string,
  key: Uint8Array,
  context: string,
  now: Date,
): Promise<Session | null> {
  if (token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: SUBJECT,
      requiredClaims: ['iat', 'exp', 'jti', 'ctx'],
      currentDate: now,
      maxTokenAge: SESSION_SECONDS,
    });
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload['ctx'] !== context) return null;
    if (typeof payload.iat !== 'number' || payload.iat > Math.floor(now.getTime() / 1000) + 60) return null;
    return { jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}

const FLAGS = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${FLAGS}; Max-Age=${SESSION_SECONDS}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${FLAGS}; Max-Age=0`;
}

/** The session cookie's value in a request, if any. */
export function sessionToken(req: Request): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}
