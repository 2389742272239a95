/**
 * Debian's Chromium, as every browser tool here launches it (Playwright, Lighthouse). The flags keep it
 * quiet on a machine without internet: no background networking, updates, sync or first-run pages.
 */
import { accessSync, constants } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's headless shell of the same Chromium (package chromium-headless-shell), where it is installed. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * What the tests and Lighthouse drive: Chromium's headless shell (the same engine without the desktop
 * browser around it, as Playwright itself uses for headless runs). A page opens in about a third of the full
 * browser's time on a busy 2-core machine (0.35 s against 1.25 s for a new context, a page and a load), so
 * the browser tests fit their minutes. CHROMIUM_HEADLESS_PATH names another copy; without one, the full
 * Chromium (CHROMIUM_PATH) does the same work, slower.
 */
export const headlessPath =
  process.env.CHROMIUM_HEADLESS_PATH ??
  (process.env.CHROMIUM_PATH ? chromiumPath : executable(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
