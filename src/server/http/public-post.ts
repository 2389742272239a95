// Every public POST (the visitors' forms), in this order: Origin check, JSON body, per-address rate limit
// (the bucket may depend on the body), honeypot and page language.

import { enforceRateLimit, type LimitKind } from './rate-limit';
import type { Scope } from './endpoint';
import { checkOrigin, readJsonObject, splitFormFields, type FormPost } from './request';

export type { FormPost } from './request';

type Limit = { bucket: string; kind: LimitKind };

export async function readPublicPost(
  scope: Scope,
  limit: Limit | ((body: Record<string, unknown>) => Limit),
): Promise<FormPost> {
  checkOrigin(scope);
  const raw = await readJsonObject(scope);
  const { bucket, kind } = typeof limit === 'function' ? limit(raw) : limit;
  await enforceRateLimit(scope, bucket, kind);
  return splitFormFields(scope, raw);
}
