/**
 * Function calls in the local preview, made safe from a race in @netlify/dev (5.x).
 *
 * @netlify/dev builds the function a request calls (zip-it-and-ship-it, 2–4 s of CPU here) into a fresh
 * directory and deletes that directory as soon as the request ends. Builds of one function are shared
 * between requests that overlap (a memo keyed by the function, not the directory), so a request can be
 * handed a build that lives in another request's directory, and when that request ends first, this one
 * answers 500 "Cannot find module …/.netlify/functions-serve/_…/node_modules/…". A request that joins a
 * build more than 300 ms after it started also schedules a rebuild into that same directory, which
 * deletes the function's files while others may still be loading them.
 *
 * The gate gives each function its batches: the calls of one function that arrive within `windowMs` of each
 * other share one directory (and so one build), later calls of that function wait until the batch has
 * ended, and a batch's directory is removed `keepMs` after its last call, when nothing can load from it.
 * Calls of different functions never wait for each other. Netlify itself has no such race; the preview
 * must not add one.
 */

/**
 * @param {{
 *   makeDir: () => Promise<string>,
 *   removeDir: (dir: string) => Promise<void> | void,
 *   windowMs?: number,
 *   keepMs?: number,
 *   now?: () => number,
 *   later?: (fn: () => void, ms: number) => void,
 * }} options
 */
export function createFunctionGate({
  makeDir,
  removeDir,
  windowMs = 100,
  keepMs = 30_000,
  now = Date.now,
  later = (fn, ms) => setTimeout(fn, ms).unref(),
}) {
  /** @type {Map<string, { dir: Promise<string>, opened: number, calls: number, ended: Promise<void>, end: () => void }>} */
  const batches = new Map();
  /** @type {Set<Promise<string>>} */
  const kept = new Set();

  function open(name) {
    /** @type {() => void} */
    let end = () => {};
    const ended = new Promise((resolve) => (end = resolve));
    const batch = { dir: makeDir(), opened: now(), calls: 0, ended, end };
    batches.set(name, batch);
    return batch;
  }

  return {
    /**
     * Run `call(dir)` for function `name` in its batch's directory.
     * @template T
     * @param {string} name
     * @param {(dir: string) => Promise<T>} call
     * @returns {Promise<T>}
     */
    async run(name, call) {
      let batch = batches.get(name);
      while (batch && now() - batch.opened >= windowMs) {
        await batch.ended;
        batch = batches.get(name);
      }
      batch ??= open(name);
      batch.calls += 1;
      try {
        return await call(await batch.dir);
      } finally {
        batch.calls -= 1;
        if (batch.calls === 0) {
          if (batches.get(name) === batch) batches.delete(name);
          batch.end();
          kept.add(batch.dir);
          later(() => {
            kept.delete(batch.dir);
            batch.dir.then(removeDir).catch(() => {});
          }, keepMs);
        }
      }
    },
    /** Directories still on disk (for a clean stop). */
    async directories() {
      const all = [...kept, ...[...batches.values()].map((b) => b.dir)];
      return (await Promise.allSettled(all)).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    },
  };
}
