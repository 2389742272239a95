// Every public POST (the visitors' forms), in this order: Origin check, JSON body, the per-address rate
// limit's bucket (it may depend on the body), a write's proof of work (./proof: 400 when it is missing,
// wrong or expired), honeypot and page language, then the handler. The proof is spent like a rate-limit
// window (limit 1), counted with the request's limits: a second use of one proof is refused in the store
// step that would have written, and nothing is written. A write's
// request is counted once: by the store in the same step as the write (RequestLimits.write), or alone
// after the handler when nothing was written (an invalid body, the honeypot); past the limit the answer is
// 429 whatever else the handler said. Reads are counted before the handler.

import { PROOF_FIELD } from '../../lib/proof';
import { StoreUnavailableError } from '../errors';
import { checkProof } from './proof';
import { RequestLimits } from '../services/limits';
import { enforceRateLimit, perMinuteLimits, type LimitKind } from './rate-limit';
import type { RouteHandler, Scope } from './endpoint';
import { checkOrigin, readJsonObject, splitFormFields, type FormPost } from './request';

export type { FormPost } from './request';

type Bucket = { bucket: string; kind: LimitKind };

export interface PublicPost extends FormPost {
  /** The request's rate limits: hand them to the service that writes (see RequestLimits). */
  limits: RequestLimits;
}

export interface PublicPostOptions {
  /**
   * Writes need a solved proof of work (default true). Off only where a secret in the body already stands
   * for the visitor (a patient's private booking link: manageLinkPost below; a camp registration's link).
   */
  proof?: boolean;
}

export function publicPost(
  bucketOf: Bucket | ((body: Record<string, unknown>) => Bucket),
  handle: (scope: Scope, post: PublicPost) => Promise<Response>,
  { proof: needsProof = true }: PublicPostOptions = {},
): RouteHandler {
  return async (scope) => {
    checkOrigin(scope);
    const raw = await readJsonObject(scope);
    const { bucket, kind } = typeof bucketOf === 'function' ? bucketOf(raw) : bucketOf;
    const { [PROOF_FIELD]: proof, ...fields } = raw;
    if (kind === 'read') {
      await enforceRateLimit(scope, bucket, kind);
      return handle(scope, { ...splitFormFields(scope, fields), limits: new RequestLimits(scope.deps, []) });
    }
    const perMinute = perMinuteLimits(scope, bucket, kind);
    let limits = new RequestLimits(scope.deps, perMinute);
    let answer: Response;
    try {
      if (needsProof) limits = new RequestLimits(scope.deps, [...perMinute, await checkProof(scope, proof)]);
      answer = await handle(scope, { ...splitFormFields(scope, fields), limits });
    } catch (error) {
      // A refusal still counts (and a full window answers 429 instead); a store that failed is not asked again.
      if (!(error instanceof StoreUnavailableError)) await limits.settle();
      throw error;
    }
    await limits.settle();
    return answer;
  };
}

/**
 * A write from a booking's private link (its token comes in the body and stands for the patient, who alone has
 * it): no proof of work, limited in the links' own bucket. The manage function's calls and the link's rights
 * request (the privacy function's) share it.
 */
export const manageLinkPost = (handle: (scope: Scope, post: PublicPost) => Promise<Response>): RouteHandler =>
  publicPost({ bucket: 'manage', kind: 'write' }, handle, { proof: false });
