// A test that posts a public write directly (not through a form) needs what a form sends: a solved proof of
// work. `proved()` gets a challenge from the site (GET /api/challenge, the real work) and solves it here.

import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_PATH, encodeProof, PROOF_FIELD, type ChallengeResponse } from '../../../src/lib/proof';

/** `data` with a solved proof of work in its PROOF_FIELD, for one POST to a public write. */
export async function proved<T extends object>(request: APIRequestContext, data: T): Promise<T & { altcha: string }> {
  const res = await request.get(CHALLENGE_PATH);
  if (!res.ok()) throw new Error(`GET ${CHALLENGE_PATH} answered ${res.status()}`);
  const { challenge } = (await res.json()) as ChallengeResponse;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { ...data, [PROOF_FIELD]: encodeProof(challenge, solution) };
}
