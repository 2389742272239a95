// Rate limits' HTTP face: the visitor's per-minute windows per endpoint bucket, keyed by their hashed
// network. Counting and refusing is ../services/limits (DomainError.limited, answered 429 with Retry-After
// by ./response); staff sign-in counts its own windows.

import { createHash } from 'node:crypto';
import { DomainError } from '../errors';
import { log } from '../log';
import { countAlone, fixedWindow, type Limit } from '../services/limits';
import type { Scope } from './endpoint';
import { clientIp, clientNetwork } from './request';

// Sign-in's own windows refuse with the same seconds.

/** The visitor's network (an IPv4 address, an IPv6 /64), hashed: the store never holds it in clear. */
export function clientKey(scope: Scope): string {
  const network = clientNetwork(clientIp(scope.req, scope.context));
  return createHash('sha256').update(network).digest('hex').slice(0, 24);
}

export type LimitKind = 'write' | 'read';

/** The visitor's per-minute limit of `bucket` (RATE_LIMIT_PER_MINUTE); none when rate limiting is off. */
export function perMinuteLimits(scope: Scope, bucket: string, kind: LimitKind): Limit[] {
  const { config } = scope.deps;
  if (!config.rateLimitEnabled) return [];
  const limit = kind === 'write' ? config.writesPerMinute : config.readsPerMinute;
  return [
    fixedWindow(
      { key: `${bucket}:${kind}:${clientKey(scope)}`, limit, windowMs: 60_000 },
      scope.deps.now().getTime(),
      (seconds) => {
        log.warn('rate_limited', { endpoint: scope.endpoint, bucket, kind });
        return DomainError.limited(scope.t('http.rateLimited', { seconds }), seconds);
      },
    ),
  ];
}

/** Count this request against `bucket` for the visitor's address now (reads: nothing is written). */
export async function enforceRateLimit(scope: Scope, bucket: string, kind: LimitKind): Promise<void> {
  const limits = perMinuteLimits(scope, bucket, kind);
  if (limits.length > 0) await countAlone(await scope.deps.store(), limits);
}
