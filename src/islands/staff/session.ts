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

// A step-up: a call answered 403 with `stepUp: true` waits while the page's SessionGate asks for a passkey or
// code again, then goes once more; if the person cancels, the call answers its 403.

type StepUpListener = () => Promise<boolean>;
let stepUpListener: StepUpListener | null = null;
let stepping: Promise<boolean> | null = null;

/** The page's gate asks for the step-up (true: done, false: cancelled); the returned function stops it. */
export function onStepUpNeeded(next: StepUpListener): () => void {
  stepUpListener = next;
  return () => {
    if (stepUpListener === next) stepUpListener = null;
  };
}

/** A call needs a step-up: one question for all the calls that meet it at once. False when nobody can ask. */
export function stepUpNeeded(): Promise<boolean> {
  if (!stepUpListener) return Promise.resolve(false);
  stepping ??= stepUpListener().finally(() => (stepping = null));
  return stepping;
}
