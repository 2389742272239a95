// Solves one proof-of-work challenge (src/lib/proof.ts) off the page's thread, so the form keeps answering
// the visitor's typing: gets the challenge, answers the solution (null when it could not be found in time).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ChallengeResponse } from '../../lib/proof';

/** The worker's global scope, as much of it as this uses (the page's DOM types have no worker scope). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ChallengeResponse['challenge']>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void solveChallenge({ challenge: event.data, deriveKey }).then(
    (solution) => scope.postMessage(solution),
    () => scope.postMessage(null),
  );
};
