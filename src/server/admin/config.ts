// Is staff sign-in possible, and with which password hash and session key?
//
//   ADMIN_PASSWORD_HASH + SESSION_SECRET set and valid  -> 'configured' (any context)
//   deploy context 'dev' (a developer's machine), unset -> 'dev': generated password / secret kept in
//                                                          .data/ (../config/dev-credentials), printed once
//   anything else (production, deploy previews, branch  -> DISABLED: login answers 503 'Sign-in is not
//   deploys, a malformed hash, a short secret)             configured…', the reason goes to the log.
// Never an open door: a disabled sign-in also means no session is ever accepted.

import type { Deps } from '../deps';
import { errorSummary, log } from '../log';
import { deployContextOf, insideDeployedFunction } from '../config/deploy-context';
import { MIN_SECRET_LENGTH, usableSecret } from '../config/keys';
import { devPassword, devPasswordPath } from '../config/dev-credentials';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parsePasswordHash, verifyPassword } from '../services/staff/sign-in/password';

export type AdminAuth =
  | {
      enabled: true;
      mode: 'configured' | 'dev';
      /** Does this password sign in? (scrypt for ADMIN_PASSWORD_HASH; constant-time compare for the dev one) */
      verify: (password: string) => Promise<boolean>;
      /** HMAC key of the session tokens: from the secret AND the password hash (a new password signs all out). */
      key: Uint8Array;
      /** The deploy context sessions are issued for and accepted in. */
      context: string;
      /** 'dev' mode: where the generated password is kept (shown on the page, never the password). */
      devPasswordFile?: string;
    }
  | { enabled: false; reason: string };

const cache = new WeakMap<object, Map<string, Promise<AdminAuth>>>();

/** The sign-in configuration for this deploy (computed once per configuration and context). */
export function adminAuth(deps: Deps): Promise<AdminAuth> {
  const context = deployContextOf(deps.config.env);
  let byContext = cache.get(deps.config);
  if (!byContext) cache.set(deps.config, (byContext = new Map<string, Promise<AdminAuth>>()));
  let pending = byContext.get(context);
  if (!pending) {
    pending = Promise.resolve()
      .then(() => resolve(deps, context))
      .then((auth) => {
        if (!auth.enabled) log.error('admin_login_disabled', { context, reason: auth.reason });
        else log.info('admin_login_ready', { context, mode: auth.mode });
        return auth;
      });
    byContext.set(context, pending);
  }
  return pending;
}

function resolve(deps: Deps, context: string): AdminAuth {
  const env = deps.config.env;
  // A developer's machine: the 'dev' context, and not inside a deployed function (a function run by
  // Netlify's local tooling looks like Lambda too, but says NETLIFY_DEV / NETLIFY_LOCAL).
  const local = context === 'dev' && !insideDeployedFunction(env);
  const hashLine = env.ADMIN_PASSWORD_HASH;
  let secret = env.SESSION_SECRET;

  if (hashLine !== undefined && parsePasswordHash(hashLine) === null) {
    return {
      enabled: false,
      reason: 'ADMIN_PASSWORD_HASH is not a valid scrypt hash (make one with `npm run admin:hash`); sign-in disabled',
    };
  }
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    return {
      enabled: false,
      reason: `SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters; sign-in disabled`,
    };
  }
  if (!local && (hashLine === undefined || secret === undefined)) {
    const missing = [hashLine === undefined && 'ADMIN_PASSWORD_HASH', secret === undefined && 'SESSION_SECRET']
      .filter(Boolean)
      .join(' and ');
    return {
      enabled: false,
      reason: `${missing} not set in the '${context}' context; staff sign-in is disabled until the site settings have them`,
    };
  }

  const hash = hashLine !== undefined ? parsePasswordHash(hashLine)! : null;
  let verify: (password: string) => Promise<boolean>;
  let devPasswordFile: string | undefined;
  /** What names the password: its scrypt hash line, or a digest of the generated one. */
  let passwordId: string;
  try {
    if (hash) {
      verify = (password) => verifyPassword(password, hash);
      passwordId = hashLine!;
    } else {
      // The generated dev password is random (~98 bits), not chosen by a person: a constant-time compare of
      // digests is enough, and spares every cold function instance an scrypt run.
      const expected = digest(devPassword().password);
      passwordId = expected.toString('hex');
      verify = (password) =>
        Promise.resolve(typeof password === 'string' && timingSafeEqual(digest(password), expected));
      devPasswordFile = devPasswordPath();
    }
    secret = usableSecret(env, local)!;
  } catch (error) {
    return { enabled: false, reason: `could not create the dev credentials under .data/: ${errorSummary(error)}` };
  }
  return {
    enabled: true,
    mode: devPasswordFile || env.SESSION_SECRET === undefined ? 'dev' : 'configured',
    verify,
    key: sessionKey(secret, passwordId),
    context,
    ...(devPasswordFile ? { devPasswordFile } : {}),
  };
}

/** HMAC-SHA256(secret, label + password id): sessions signed before a password change no longer verify. */
function sessionKey(secret: string, passwordId: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`varma-trust staff session\n${passwordId}`).digest());
}

const digest = (text: string) => createHash('sha256').update(text.normalize('NFC')).digest();
