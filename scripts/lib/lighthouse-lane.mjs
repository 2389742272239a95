/**
 * One lane of scripts/lighthouse.mjs: the child process that runs Lighthouse in a Chromium of its own (runs in
 * one Node process share global state), measuring the routes its parent sends, one at a time.
 */
import { chromiumFlags, headlessPath } from './chromium.mjs';
import { CATEGORIES, CONFIG, FLAGS, toRun, unmeasuredAudits } from './lighthouse-audits.mjs';

/**
 * A lane (child process): its own Chromium; measures the routes the parent sends, one at a time, and sends
 * back each route's runs (or why Lighthouse could not load the page).
 */
export async function lane({ base, runs }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: headlessPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const once = async (url, onlyCategories = CATEGORIES) => {
    // A page Lighthouse cannot load (runtimeError, or a thrown protocol error), or a run in which one of the
    // gated categories' audits could not be carried out (Lighthouse then scores the whole category null: on a
    // busy machine a gatherer can time out), is a failed measurement, not a verdict on the page: tried again.
    let reason = 'Lighthouse could not load the page';
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const result = await lighthouse(url, { ...FLAGS, port: chrome.port, onlyCategories }, CONFIG);
        const unmeasured = result && !result.lhr.runtimeError ? unmeasuredAudits(result.lhr) : [];
        if (result && !result.lhr.runtimeError && unmeasured.length === 0) return { run: toRun(result.lhr) };
        reason = result?.lhr.runtimeError
          ? `Lighthouse could not load the page: ${result.lhr.runtimeError.code}`
          : result
            ? `Lighthouse could not carry out ${unmeasured.join('; ')}`
            : 'Lighthouse could not load the page: no result';
      } catch (error) {
        reason = `Lighthouse could not load the page: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return { error: reason };
  };
  process.on('message', async (message) => {
    if (message.type === 'warm') {
      // A fresh Chromium has cold caches of its own (disk cache, compiled code): without this, the first
      // route each lane measured was measured cold.
      await once(base + message.route, ['performance']);
      process.send({ type: 'ready' });
    } else if (message.type === 'route') {
      const out = [];
      for (let i = 0; i < runs; i++) {
        const { run, error } = await once(base + message.route);
        if (error) {
          process.send({ type: 'result', route: message.route, error });
          return;
        }
        out.push(run);
      }
      process.send({ type: 'result', route: message.route, runs: out });
    } else if (message.type === 'stop') {
      await chrome.kill();
      process.exit(0);
    }
  });
  process.send({ type: 'started' });
}
