// The staff area's two cookies, both HttpOnly, Secure, SameSite=Strict, Path=/:
//   __Host-admin         the session's token (8 hours at most; the store keeps only its HMAC:
//                        src/server/services/staff/sign-in/session.ts)
//   __Host-admin-device  a browser that signed in to an account before (180 days; no session: it signs
//                        nobody in and survives signing out; src/server/services/staff/sign-in/device.ts)

import type { Scope } from '../http/endpoint';
import { deviceKeyOf, deviceOf, newDeviceValue, type TrustedDevice } from '../services/staff/sign-in/device';
import { SESSION_ABSOLUTE_MS } from '../store/port';
import { secretKeyOf } from '../config/keys';

export const SESSION_COOKIE = '__Host-admin';
export const DEVICE_COOKIE = '__Host-admin-device';
const DEVICE_DAYS = 180;
const FLAGS = 'Path=/; HttpOnly; Secure; SameSite=Strict';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const deviceKey = secretKeyOf(deviceKeyOf);

/** A cookie's value in a request, or null when it has none. */
function cookieValue(req: Request, name: string): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${FLAGS}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${FLAGS}; Max-Age=0`;
}

/** The session cookie's value in a request, if it has the shape of one. */
export function sessionToken(req: Request): string | null {
  const value = cookieValue(req, SESSION_COOKIE);
  return value !== null && TOKEN_PATTERN.test(value) ? value : null;
}

/** The Set-Cookie value that makes this browser trusted for `accountId`; null when the deploy has no secret. */
export function deviceCookie(scope: Scope, accountId: string): string | null {
  const key = deviceKey(scope.deps.config);
  const value = key ? newDeviceValue(key, accountId) : null;
  return value ? `${DEVICE_COOKIE}=${value}; ${FLAGS}; Max-Age=${DEVICE_DAYS * 86_400}` : null;
}

/** The request's device cookie when it is one this deploy made (any account), else null. */
export function trustedDevice(scope: Scope): TrustedDevice | null {
  const key = deviceKey(scope.deps.config);
  const value = key ? cookieValue(scope.req, DEVICE_COOKIE) : null;
  return key && value !== null ? deviceOf(key, value) : null;
}
