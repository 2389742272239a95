// Staff dashboard API. Every answer is `cache-control: no-store`.
//   POST   /api/admin/login        { password }  -> 200 + __Host-admin cookie | 401 | 429 | 503 (disabled / store down)
//   POST   /api/admin/logout                     -> 200, cookie cleared, session revoked (idempotent)
//   GET    /api/admin/session                    -> 200 { signedIn, loginEnabled, notice?, devPasswordFile? }
//   GET    /api/admin/{callbacks|bookings|contacts|donations}  -> { success, data } (staff only, else 401)
//   DELETE /api/admin/{kind}/{id}                -> 200 | 404 (staff only; a booking's delete frees its slot)
// Sign-in, sign-out and delete refuse a cross-site Origin (403).
import type { Config } from '@netlify/functions';
import { adminText } from '../../src/i18n/admin';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../src/lib/records';
import { adminAuth } from '../../src/server/admin/config';
import { currentSession, hitLoginLimit, requireSameSite, requireStaff } from '../../src/server/admin/guard';
import {
  clearedSessionCookie,
  issueSession,
  sessionCookie,
  sessionToken,
  verifySession,
} from '../../src/server/admin/session';
import { recordsAnswer } from '../../src/server/admin-lists';
import { StoreUnavailableError } from '../../src/server/errors';
import {
  adminOnly,
  endpoint,
  errorResponse,
  json,
  readJsonObject,
  type MethodHandlers,
  type RouteHandler,
} from '../../src/server/http';
import { errorSummary, log } from '../../src/server/log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isKind = (value: string | undefined): value is SubmissionKind =>
  (SUBMISSION_KINDS as readonly string[]).includes(value ?? '');

const login: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const auth = await adminAuth(scope.deps, scope.context?.deploy?.context);
  if (!auth.enabled) return errorResponse(503, adminText.api.loginDisabled);
  const body = await readJsonObject(scope);
  await hitLoginLimit(scope);
  const password = body.password;
  if (typeof password !== 'string' || password.length === 0) {
    return errorResponse(400, adminText.api.passwordRequired, { password: adminText.api.passwordRequired });
  }
  if (!(await auth.verify(password))) {
    log.warn('admin_login_failed', { endpoint: scope.endpoint });
    return errorResponse(401, adminText.api.wrongPassword);
  }
  const { token } = await issueSession(auth.key, scope.deps.now());
  log.info('admin_login', { endpoint: scope.endpoint, mode: auth.mode });
  return json({ success: true }, 200, { 'set-cookie': sessionCookie(token) });
};

const logout: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const cleared = { 'set-cookie': clearedSessionCookie() };
  const token = sessionToken(scope.req);
  const auth = token ? await adminAuth(scope.deps, scope.context?.deploy?.context) : null;
  const session = token && auth?.enabled ? await verifySession(token, auth.key, scope.deps.now()) : null;
  if (session) {
    try {
      const store = await scope.deps.store();
      await store.revokeSession(session.jti, session.exp * 1000);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      log.error('store_error', { endpoint: scope.endpoint, reason: errorSummary(error) });
      return errorResponse(503, adminText.api.signOutIncomplete, undefined, { ...cleared, 'retry-after': '30' });
    }
    log.info('admin_logout', { endpoint: scope.endpoint });
  }
  return json({ success: true, message: adminText.api.signedOut }, 200, cleared);
};

const sessionInfo: RouteHandler = async (scope) => {
  const auth = await adminAuth(scope.deps, scope.context?.deploy?.context);
  if (!auth.enabled) {
    return json({ success: true, signedIn: false, loginEnabled: false, notice: adminText.api.loginDisabled });
  }
  const session = await currentSession(scope);
  return json({
    success: true,
    signedIn: session !== null,
    loginEnabled: true,
    ...(session ? { expiresAt: new Date(session.exp * 1000).toISOString() } : {}),
    ...(auth.devPasswordFile ? { devPasswordFile: auth.devPasswordFile } : {}),
  });
};

const remove: RouteHandler = async (scope) => {
  requireSameSite(scope);
  await requireStaff(scope);
  const { kind, id } = scope.params;
  if (!isKind(kind) || !id || !UUID.test(id)) return errorResponse(404, adminText.api.notFound);
  const store = await scope.deps.store();
  if (!(await store.delete(kind, id.toLowerCase()))) return errorResponse(404, adminText.api.notFound);
  log.info('admin_delete', { endpoint: scope.endpoint, kind });
  return json({ success: true });
};

const lists = Object.fromEntries(
  SUBMISSION_KINDS.map((kind) => [`/api/admin/${kind}`, { GET: adminOnly(recordsAnswer(kind)) }]),
) as Record<string, MethodHandlers>;

export default endpoint('admin', {
  '/api/admin/login': { POST: login },
  '/api/admin/logout': { POST: logout },
  '/api/admin/session': { GET: sessionInfo },
  ...lists,
  '/api/admin/:kind/:id': { DELETE: remove },
});

// Literal paths: Netlify reads this object statically.
export const config: Config = {
  path: [
    '/api/admin/login',
    '/api/admin/logout',
    '/api/admin/session',
    '/api/admin/callbacks',
    '/api/admin/bookings',
    '/api/admin/contacts',
    '/api/admin/donations',
    '/api/admin/:kind/:id',
  ],
};
