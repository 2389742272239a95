// A form's proof of work (src/lib/proof.ts): fetched and solved in the background from the visitor's first
// keystroke or choice in the form (not on a mere touch: nothing is asked of the server for a form nobody
// fills), in a Web Worker so the page keeps answering the typing, so it is usually ready before the visitor
// presses Send. One proof per send: a send takes the current one, and the next is made when the form is
// changed or sent again. The worker is the only solver: the site's JavaScript is built for Vite's default
// target (Chrome and Edge 111+, Firefox 114+, Safari 16.4+), and every one of those runs module workers (since
// Chrome 80, Firefox 114, Safari 15). Where a worker cannot run no proof is made, and the server's answer
// (proof.missing, in the page's language) asks the visitor to send again or call.

import { CHALLENGE_PATH, encodeProof, type ChallengeResponse, type ProofSolution } from '../../lib/proof';

/** What the API client asks of a form's proof of work (src/lib/api.ts ApiClientOptions.proof). */
export interface ProofSource {
  /** Start making a proof now if there is none (idempotent). */
  warm(): void;
  /** True when a proof is ready to send at once. */
  ready(): boolean;
  /** Wait until a proof is ready, or could not be made (a failed attempt is made again once). */
  whenReady(): Promise<void>;
  /** The proof for one send (waits for it; null when none could be made: the server then says so). */
  take(): Promise<string | null>;
}

/** Ready to send, until a little before the challenge expires (by this device's clock, from now). */
interface Solved {
  payload: string;
  usableUntil: number;
}

/** Margin before a challenge's expiry: a send must reach the server in time. */
const MARGIN_MS = 20_000;

async function fetchChallenge(): Promise<ChallengeResponse | null> {
  try {
    const response = await fetch(CHALLENGE_PATH, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await response.json()) as Partial<ChallengeResponse>;
    return response.ok && body.success === true ? (body as ChallengeResponse) : null;
  } catch {
    return null;
  }
}

/** Solves one challenge: its solution, or null when it could not be solved here. */
export type ProofSolver = (challenge: ChallengeResponse['challenge']) => Promise<ProofSolution | null>;

/** Solve in a Web Worker (./proof.worker.ts); null when there is none or it fails. */
const solveInWorker: ProofSolver = (challenge) => {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const done = (solution: ProofSolution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<ProofSolution | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
};

async function makeProof(solve: ProofSolver): Promise<Solved | null> {
  const started = Date.now();
  const mark = performance.now();
  const issued = await fetchChallenge();
  if (!issued) return null;
  const solution = await solve(issued.challenge);
  if (!solution) return null;
  // How long a visitor's device took, fetch to solution (read by tests/e2e/proof-throttled.spec.ts).
  performance.measure('proof-of-work', { start: mark });
  return { payload: encodeProof(issued.challenge, solution), usableUntil: started + issued.expiresInMs - MARGIN_MS };
}

/** A form's proof source; `solve` is the worker but in tests that have none (Node). */
export function createProofSource(solve: ProofSolver = solveInWorker): ProofSource {
  let pending: Promise<Solved | null> | null = null;
  let solved: Solved | null = null;

  const usable = () => solved !== null && solved.usableUntil > Date.now();
  const start = () => {
    const made = makeProof(solve);
    pending = made;
    void made.then((result) => {
      if (pending !== made) return;
      pending = null;
      solved = result;
    });
    return made;
  };

  const whenReady = async () => {
    if (usable()) return;
    // A proof on its way is awaited; one that failed or expired is made again once.
    solved = (pending && (await pending)) || (await start());
  };

  return {
    warm() {
      if (!pending && !usable()) void start();
    },
    ready: usable,
    whenReady,
    async take() {
      await whenReady();
      const payload = usable() ? solved!.payload : null;
      solved = null;
      pending = null;
      return payload;
    },
  };
}
