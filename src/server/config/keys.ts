// The keys everything signed is derived from: staff sessions (../admin/config), patients' and donors'
// private links, proof-of-work challenges, privacy codes, trusted devices. Each comes from the deploy's
// usable secret, bound to its deploy context (./secret), so a key of one context never verifies what
// another signed.

import { createHmac } from 'node:crypto';
import { devSessionSecret } from './dev-credentials';
import { deployContextOf, insideDeployedFunction } from './deploy-context';
import type { Env } from './env';
import { contextSecret } from './secret';

export const MIN_SECRET_LENGTH = 32;

/**
 * The secret sessions and patients' manage links are keyed from: SESSION_SECRET when it is long enough;
 * otherwise, on a developer's machine (`local`), the generated dev secret; undefined elsewhere (may throw
 * when the dev secret cannot be written under .data/). Bound to the deploy context (./secret).
 */
export function usableSecret(env: Env, local: boolean): string | undefined {
  const secret = env.SESSION_SECRET;
  const chosen =
    secret !== undefined && secret.length >= MIN_SECRET_LENGTH ? secret : local ? devSessionSecret() : undefined;
  return chosen === undefined ? undefined : contextSecret(chosen, deployContextOf(env));
}

/**
 * A key derived from this deploy's usable secret (the dev secret on a developer's machine), once per
 * settings object; null when a deployed site has no usable secret (or the dev secret cannot be written).
 */
export function secretKeyOf<K>(derive: (secret: string) => K): (config: { env: Env }) => K | null {
  const keys = new WeakMap<object, K | null>();
  return (config) => {
    const cached = keys.get(config);
    if (cached !== undefined) return cached;
    let secret: string | undefined;
    try {
      secret = usableSecret(config.env, !insideDeployedFunction(config.env));
    } catch {
      secret = undefined;
    }
    const key = secret === undefined ? null : derive(secret);
    keys.set(config, key);
    return key;
  };
}

/**
 * The first admin's email (the account the shared password signs in to): derived from the deploy's secret,
 * so no account's identifier is written in the source for a guesser to aim at. Null without a secret.
 */
export const firstAdminEmailOf = secretKeyOf(
  (secret) =>
    `first-admin-${createHmac('sha256', secret).update('varma-trust first admin').digest('hex').slice(0, 16)}@staff.invalid`,
);
