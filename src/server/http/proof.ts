// Proof of work on every public write (src/lib/proof.ts), self-hosted with altcha-lib (ALTCHA v2, PBKDF2):
// no third party, no cookie. issueChallenge() signs a challenge with keys derived from SESSION_SECRET for
// this deploy context (../config/keys usableSecret), so a preview's challenge never passes in production.
// checkProof() verifies a payload (signature, solution, expiry on the server's clock) and gives the write
// the window hit that spends it: limit 1, keyed by the challenge, counted in the write's own store step
// with the rate limits (../services/limits RequestLimits), so a replay finds the window full and nothing is
// stored, without another store request.

import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_FIELD, PROOF_TTL_MS, PROOF_WORK, type ChallengeResponse, type ProofRefusal } from '../../lib/proof';
import { secretKeyOf } from '../config/keys';
import type { Deps } from '../deps';
import { ConfigError, DomainError } from '../errors';
import { log } from '../log';
import type { Scope } from './endpoint';
import type { Limit } from '../services/limits';

interface ProofKeys {
  /** Signs the challenge's parameters. */
  challenge: string;
  /** Signs the key the answer derives (deterministic mode: verifying is one HMAC, no key derivation). */
  derivedKey: string;
}

/** The challenge keys of this deploy context, or null when there is no usable secret (a deployed site). */
export const proofKeysOf = secretKeyOf((secret): ProofKeys => {
  const derive = (purpose: string) =>
    createHmac('sha256', secret).update(`varma-trust proof of work\n${purpose}`).digest('hex');
  return { challenge: derive('challenge'), derivedKey: derive('derived key') };
});

function keysOf(deps: Deps): ProofKeys {
  const made = proofKeysOf(deps.config);
  if (!made) throw new ConfigError('SESSION_SECRET is not set: proof-of-work challenges cannot be signed');
  return made;
}

/** How much work a challenge asks for (PROOF_WORK; tests pass less: verifying does not depend on it). */
export type ProofWork = { [K in keyof typeof PROOF_WORK]: (typeof PROOF_WORK)[K] extends string ? string : number };

/** A new signed challenge, valid PROOF_TTL_MS from now (the server's clock, kept in its signed data). */
export async function issueChallenge(deps: Deps, work: ProofWork = PROOF_WORK): Promise<ChallengeResponse> {
  const { challenge, derivedKey } = keysOf(deps);
  const made = await createChallenge({
    algorithm: work.algorithm,
    cost: work.cost,
    counter: randomInt(work.counterMin, work.counterMax + 1),
    deriveKey,
    data: { exp: deps.now().getTime() + PROOF_TTL_MS },
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: derivedKey,
  });
  return {
    success: true,
    challenge: { parameters: made.parameters, signature: made.signature ?? '' },
    expiresInMs: PROOF_TTL_MS,
  };
}

const HEX = /^[0-9a-f]{2,256}$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload's challenge and solution when it has their shape (any value may come in a body). */
function readPayload(value: unknown): { challenge: Challenge; solution: Solution; exp: number } | null {
  if (typeof value !== 'string' || value.length > 4000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.challenge) || !isObject(parsed.solution)) return null;
  const { parameters, signature } = parsed.challenge;
  const { counter, derivedKey } = parsed.solution;
  if (!isObject(parameters) || typeof signature !== 'string' || !HEX.test(signature)) return null;
  if (!Number.isSafeInteger(counter) || typeof derivedKey !== 'string' || !HEX.test(derivedKey)) return null;
  const strings = ['algorithm', 'nonce', 'salt', 'keyPrefix'].every((k) => typeof parameters[k] === 'string');
  const numbers = ['cost', 'keyLength'].every((k) => Number.isSafeInteger(parameters[k]));
  const exp = isObject(parameters.data) ? parameters.data.exp : undefined;
  if (!strings || !numbers || typeof exp !== 'number' || !HEX.test(parameters.nonce as string)) return null;
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter: counter as number, derivedKey },
    exp,
  };
}

/**
 * Check the body's proof (PROOF_FIELD): 400 with a specific message in the request's language when it is
 * missing, not ours or not solved, or expired. Gives the hit that spends it, to count with the write (a
 * second use: the refusal 'used').
 */
export async function checkProof(scope: Scope, value: unknown): Promise<Limit> {
  const refuse = (reason: ProofRefusal) => {
    log.warn('proof_refused', { endpoint: scope.endpoint, reason });
    const message = scope.t(`proof.${reason}`);
    return DomainError.invalid(message, { [PROOF_FIELD]: message });
  };
  // A deploy that cannot sign challenges cannot check them either: 503 (config_error), whatever was sent.
  const { challenge, derivedKey } = keysOf(scope.deps);
  if (value === undefined || value === null || value === '') throw refuse('missing');
  const payload = readPayload(value);
  if (!payload) throw refuse('invalid');
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: derivedKey,
  });
  if (!result.verified) throw refuse('invalid');
  if (payload.exp <= scope.deps.now().getTime()) throw refuse('expired');
  return {
    // The window starts at the challenge's expiry (never before a live one: no prune of the store's windows
    // removes it while the challenge can still be used) and lasts as long as a challenge does.
    hit: {
      key: `proof:${payload.challenge.parameters.nonce}`,
      windowStart: payload.exp,
      windowMs: PROOF_TTL_MS,
      by: 1,
      limit: 1,
      counts: 'request',
    },
    refusal: () => refuse('used'),
  };
}
