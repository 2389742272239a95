// The admin list answers in the original site's shapes (spec section 7). Reached only through
// adminOnly() (see ./http requireAdmin): until staff sign-in exists they answer 401 to everyone.

import type { SubmissionKind } from '../lib/records';
import { json, type RouteHandler } from './http';

/** `{ success: true, data: [...] }`, newest first. */
export function listAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => {
    const store = await scope.deps.store();
    return json({ success: true, data: await store.list(kind) });
  };
}

/** GET /api/booking answered a plain list. */
export function plainListAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => {
    const store = await scope.deps.store();
    return json(await store.list(kind));
  };
}
