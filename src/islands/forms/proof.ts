// A form's proof of work (src/lib/proof.ts): made in the background from the visitor's first keystroke or
// choice in the form (not on a mere touch: nothing is asked of the server for a form nobody fills), wholly in
// a Web Worker (./proof.worker.ts fetches the challenge and solves it), so the page keeps answering the
// typing and its own JavaScript carries none of the work; usually ready before the visitor presses Send. One
// proof per send: a send takes the current one, and the next is made when the form is changed or sent again.
// The worker is the only maker: the site's JavaScript is built for Vite's default target (Chrome and Edge
// 111+, Firefox 114+, Safari 16.4+), and every one of those runs module workers (since Chrome 80, Firefox
// 114, Safari 15). Where a worker cannot run no proof is made, and the server's answer (proof.missing, in the
// page's language) asks the visitor to send again or call.

import type { MadeProof } from '../../lib/proof';

/** What the API client asks of a form's proof of work (src/lib/api.ts ApiClientOptions.proof). */
export interface ProofSource {
  /** Start making a proof unless one was started since the last send (idempotent). */
  warm(): void;
  /** True when a proof is ready to send at once. */
  ready(): boolean;
  /**
   * The proof for one send: waits for the one on its way, makes another once if that failed or expired;
   * null when none could be made (the server then says so).
   */
  take(): Promise<string | null>;
}

/** Ready to send, until a little before the challenge expires (by this device's clock, from its fetch). */
interface Solved {
  payload: string;
  usableUntil: number;
}

/** Margin before a challenge's expiry: a send must reach the server in time. */
const MARGIN_MS = 20_000;

/** Makes one proof: its payload and validity, or null when none could be made here. */
export type ProofMaker = () => Promise<MadeProof | null>;

/** Make it in a Web Worker (./proof.worker.ts), ended once it answers; null when there is none or it fails. */
const makeInWorker: ProofMaker = () =>
  new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const done = (made: MadeProof | null) => {
      worker.terminate();
      resolve(made);
    };
    worker.onmessage = (event: MessageEvent<MadeProof | null>) => done(event.data);
    worker.onerror = () => done(null);
  });

async function solved(make: ProofMaker): Promise<Solved | null> {
  const started = Date.now();
  const mark = performance.now();
  const made = await make();
  if (!made) return null;
  // How long a visitor's device took, fetch to solution (read by tests/e2e/proof-throttled.spec.ts).
  performance.measure('proof-of-work', { start: mark });
  return { payload: made.payload, usableUntil: started + made.expiresInMs - MARGIN_MS };
}

/** A form's proof source; `make` is the worker but in tests that have none (Node). */
export function createProofSource(make: ProofMaker = makeInWorker): ProofSource {
  let next: Promise<Solved | null> | null = null;
  let done: Solved | null = null;
  const usable = (proof: Solved | null): proof is Solved => !!proof && proof.usableUntil > Date.now();
  const start = () => {
    const made = solved(make);
    next = made;
    void made.then((proof) => next === made && (done = proof));
    return made;
  };
  return {
    warm() {
      if (!next) void start();
    },
    ready: () => usable(done),
    async take() {
      let proof = await (next ?? start());
      if (!usable(proof)) proof = await start();
      next = done = null;
      return usable(proof) ? proof.payload : null;
    },
  };
}
