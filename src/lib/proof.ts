// Proof of work on every public write: the browser and the server agree on these. The server
// (src/server/http/proof.ts) issues a signed ALTCHA v2 challenge at GET /api/challenge; the form solves it in
// a Web Worker while the visitor types (src/islands/forms/proof.ts) and sends the payload in the body's
// PROOF_FIELD; the server checks it and spends it in the write's own store step (single use).

import type { ChallengeParameters, Solution } from 'altcha-lib';

/** The body field that carries the solved challenge (base64 JSON, ALTCHA's payload shape). */
export const PROOF_FIELD = 'altcha';

/** Where a form gets a challenge. */
export const CHALLENGE_PATH = '/api/challenge';

/**
 * How much work a challenge asks for. Deterministic mode: the server picks the answer's counter at random
 * between `counterMin` and `counterMax` and the solver counts up from 0, so a patient's wait is bounded
 * (never an unlucky long search) and averages (counterMin + counterMax) / 2 key derivations of `cost`
 * PBKDF2-SHA-256 iterations each. Chosen so that a phone-class CPU (Chromium throttled 6x) solves within
 * about a second; measured in tests/e2e/proof-throttled.spec.ts (README, "Proof of work").
 */
export const PROOF_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 100,
  counterMax: 250,
} as const;

/** How long a challenge may be used after it is issued. */
export const PROOF_TTL_MS = 10 * 60 * 1000;

/** Why a proof was refused: a 400 whose `fields[PROOF_FIELD]` says which, in the page's language. */
export type ProofRefusal = 'missing' | 'invalid' | 'expired' | 'used';

/** A challenge as GET /api/challenge answers it (ALTCHA v2: parameters and their HMAC signature). */
export interface ChallengeResponse {
  success: true;
  challenge: { parameters: ChallengeParameters; signature: string };
  /** Milliseconds the challenge stays valid from now (the server's clock; the browser's may be wrong). */
  expiresInMs: number;
}

/** A proof as the form's worker makes it (src/islands/forms/proof-make.ts): what to send, and for how long. */
export interface MadeProof {
  /** The body's PROOF_FIELD. */
  payload: string;
  /** The challenge's validity from when it was fetched (ms). */
  expiresInMs: number;
}

/** A solution: the counter found and the key it derives (hex). */
export type ProofSolution = Pick<Solution, 'counter' | 'derivedKey'>;

/** What the body's PROOF_FIELD holds: base64 of `{ challenge, solution }` as JSON (ASCII only). */
export function encodeProof(challenge: ChallengeResponse['challenge'], solution: ProofSolution): string {
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
