// One proof of work made from start to end where it runs: in the form's Web Worker (./proof.worker.ts), off
// the page's thread and out of the page's own JavaScript, or in the unit tests. Fetches a challenge (GET
// CHALLENGE_PATH, same origin), solves it and encodes the payload a POST carries (src/lib/proof.ts).
import { solveChallenge } from 'altcha-lib';
import { CHALLENGE_PATH, encodeProof, type ChallengeResponse, type MadeProof } from '../../lib/proof';

type DeriveKey = Parameters<typeof solveChallenge>[0]['deriveKey'];

/** A proof ready to send, or null when the challenge could not be fetched or solved. */
export async function makeProof(deriveKey: DeriveKey): Promise<MadeProof | null> {
  try {
    const response = await fetch(CHALLENGE_PATH, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await response.json()) as Partial<ChallengeResponse>;
    if (!response.ok || body.success !== true || !body.challenge || !body.expiresInMs) return null;
    const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
    return solution && { payload: encodeProof(body.challenge, solution), expiresInMs: body.expiresInMs };
  } catch {
    return null;
  }
}
