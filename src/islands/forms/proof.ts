// A form's proof of work (src/lib/proof.ts): fetched and solved in the background from the moment the form
// wakes, in a Web Worker (without one, on the page, where the solver yields between short slices), so it is
// usually ready before the visitor presses Send. One proof per send: a send takes the current one, and the
// next is made when the form is touched again or sent again.

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

/** Solve in a Web Worker; null when the worker cannot run (then solveHere). */
function solveInWorker(challenge: ChallengeResponse['challenge']): Promise<ProofSolution | null> | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    const done = (solution: ProofSolution | null | 'failed') => {
      worker.terminate();
      resolve(solution === 'failed' ? solveHere(challenge) : solution);
    };
    worker.onmessage = (event: MessageEvent<ProofSolution | null>) => done(event.data);
    worker.onerror = () => done('failed');
    worker.postMessage(challenge);
  });
}

/** Solve on the page: the library's solver gives the page back every 200 ms or so (chunked work). */
async function solveHere(challenge: ChallengeResponse['challenge']): Promise<ProofSolution | null> {
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/pbkdf2'),
    ]);
    return await solveChallenge({ challenge, deriveKey });
  } catch {
    return null;
  }
}

async function makeProof(): Promise<Solved | null> {
  const started = Date.now();
  const mark = performance.now();
  const issued = await fetchChallenge();
  if (!issued) return null;
  const solution = await (solveInWorker(issued.challenge) ?? solveHere(issued.challenge));
  if (!solution) return null;
  // How long a visitor's device took, fetch to solution (read by tests/e2e/proof-throttled.spec.ts).
  performance.measure('proof-of-work', { start: mark });
  return { payload: encodeProof(issued.challenge, solution), usableUntil: started + issued.expiresInMs - MARGIN_MS };
}

export function createProofSource(): ProofSource {
  let pending: Promise<Solved | null> | null = null;
  let solved: Solved | null = null;

  const usable = () => solved !== null && solved.usableUntil > Date.now();
  const start = () => {
    const made = makeProof();
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
