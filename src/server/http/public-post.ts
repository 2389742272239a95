// Every public POST (the visitors' forms), in this order: Origin check, JSON body, the per-address rate
// limit's bucket (it may depend on the body), honeypot and page language, then the handler. A write's
// request is counted once: by the store in the same step as the write (RequestLimits.write), or alone
// after the handler when nothing was written (an invalid body, the honeypot); past the limit the answer is
// 429 whatever else the handler said. Reads are counted before the handler.

import { StoreUnavailableError } from '../errors';
import { enforceRateLimit, perMinuteLimits, RequestLimits, type LimitKind } from './rate-limit';
import type { RouteHandler, Scope } from './endpoint';
import { checkOrigin, readJsonObject, splitFormFields, type FormPost } from './request';

export type { FormPost } from './request';

type Bucket = { bucket: string; kind: LimitKind };

export interface PublicPost extends FormPost {
  /** The request's rate limits: hand them to the service that writes (see RequestLimits). */
  limits: RequestLimits;
}

export function publicPost(
  bucketOf: Bucket | ((body: Record<string, unknown>) => Bucket),
  handle: (scope: Scope, post: PublicPost) => Promise<Response>,
): RouteHandler {
  return async (scope) => {
    checkOrigin(scope);
    const raw = await readJsonObject(scope);
    const { bucket, kind } = typeof bucketOf === 'function' ? bucketOf(raw) : bucketOf;
    if (kind === 'read') {
      await enforceRateLimit(scope, bucket, kind);
      return handle(scope, { ...splitFormFields(scope, raw), limits: new RequestLimits(scope.deps, []) });
    }
    const limits = new RequestLimits(scope.deps, perMinuteLimits(scope, bucket, kind));
    let answer: Response;
    try {
      answer = await handle(scope, { ...splitFormFields(scope, raw), limits });
    } catch (error) {
      // A refusal still counts (and a full window answers 429 instead); a store that failed is not asked again.
      if (!(error instanceof StoreUnavailableError)) await limits.settle();
      throw error;
    }
    await limits.settle();
    return answer;
  };
}
