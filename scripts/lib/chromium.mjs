/**
 * Debian's Chromium, as every browser tool here launches it (Playwright, Lighthouse). The flags keep it
 * quiet on a machine without internet: no background networking, updates, sync or first-run pages.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
