// The staff session as the API client sees it: when a call answers 401 (the session expired or was revoked),
// the page's SessionGate is told once and shows the sign-in form over the page it keeps; the call, and any
// other that meets the same 401 meanwhile, waits and is sent again once the person has signed in.

type Listener = () => void;

let listener: Listener | null = null;
let waiting: { signedIn: Promise<void>; resume: () => void } | null = null;

/** The page's gate listens for the end of the session; the returned function stops it. */
export function onSessionEnded(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/**
 * A call met a 401: tell the page (once for all the calls that meet it) and resolve when the person has
 * signed in again. Null when no page listens: the call then answers its 401.
 */
export function sessionEnded(): Promise<void> | null {
  if (!listener) return null;
  if (!waiting) {
    let resume = () => {};
    const signedIn = new Promise<void>((resolve) => (resume = resolve));
    waiting = { signedIn, resume };
    listener();
  }
  return waiting.signedIn;
}

/** Signed in again: the calls that waited are sent again. */
export function sessionResumed(): void {
  const was = waiting;
  waiting = null;
  was?.resume();
}
