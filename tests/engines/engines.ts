/**
 * Which of the other two browser engines this machine has, and where: the one place the engine tests look.
 * The programs and their overrides are those of scripts/lib/prerequisites.mjs (which installs them with
 * `npm test` where it can): Firefox ESR (FIREFOX_PATH, else /usr/bin/firefox-esr), WebKitWebDriver
 * (WEBKIT_DRIVER_PATH, else /usr/bin/WebKitWebDriver) and Xvfb (XVFB_PATH, else on PATH). MiniBrowser, the
 * browser WebKitWebDriver drives, comes with WebKitGTK (MINIBROWSER_PATH, else where Debian puts it).
 * A missing engine is a reason to skip its tests, never a failure.
 */
import { accessSync, constants, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PREREQUISITES, thisSystem } from '../../scripts/lib/prerequisites.mjs';
import type { Driver } from './driver';

export const ENGINES = ['firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

export const ENGINE_TITLES: Record<EngineName, string> = { firefox: 'Firefox ESR', webkit: 'WebKit' };

/** The desktop window of the browser tests (playwright.config.ts). */
export const VIEWPORT = { width: 1366, height: 850 };

/** A browser, started once per worker: a driver (a fresh page) per test. */
export interface EngineBrowser {
  version: string;
  newDriver(baseURL: string): Promise<Driver>;
  close(): Promise<void>;
}

export interface FirefoxPrograms {
  firefox: string;
}

export interface WebKitPrograms {
  driver: string;
  miniBrowser: string;
  xvfb: string;
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** A prerequisite's program, or why it is not here (in the words the skip shows). */
function program(aptPackage: string): { path: string } | { missing: string } {
  const prerequisite = PREREQUISITES.find((p) => p.aptPackage === aptPackage)!;
  const { found, where, overridden } = prerequisite.locate(thisSystem());
  if (found) return { path: where };
  return {
    missing: overridden
      ? `${prerequisite.override}=${where} is not an executable file`
      : `${prerequisite.name} is not installed: apt-get install ${aptPackage}`,
  };
}

/** Firefox ESR, or why its tests are skipped. */
export function findFirefox(): FirefoxPrograms | string {
  const firefox = program('firefox-esr');
  return 'missing' in firefox ? firefox.missing : { firefox: firefox.path };
}

/** Where WebKitGTK puts its MiniBrowser (Debian and Ubuntu: /usr/lib/<triplet>/webkit2gtk-4.1/MiniBrowser). */
function findMiniBrowser(): string | null {
  const roots = ['/usr/lib', '/usr/lib64', '/usr/libexec'];
  const dirs = roots.flatMap((root) => {
    try {
      return [
        root,
        ...readdirSync(root)
          .filter((d) => /-linux-gnu/.test(d))
          .map((d) => join(root, d)),
      ];
    } catch {
      return [];
    }
  });
  for (const dir of dirs) {
    for (const build of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const file = join(dir, build, 'MiniBrowser');
      if (executable(file)) return file;
    }
  }
  return null;
}

/** WebKitWebDriver, MiniBrowser and Xvfb (MiniBrowser has no headless mode), or why the tests are skipped. */
export function findWebKit(): WebKitPrograms | string {
  const driver = program('webkit2gtk-driver');
  if ('missing' in driver) return `WebKit: ${driver.missing}`;
  const override = process.env.MINIBROWSER_PATH;
  const miniBrowser = override || findMiniBrowser();
  if (!miniBrowser)
    return 'WebKit: MiniBrowser is not installed (it comes with WebKitGTK): apt-get install webkit2gtk-driver';
  if (!executable(miniBrowser)) return `WebKit: MINIBROWSER_PATH=${miniBrowser} is not an executable file`;
  const xvfb = program('xvfb');
  if ('missing' in xvfb) return `WebKit: ${xvfb.missing} (MiniBrowser draws on a virtual screen)`;
  return { driver: driver.path, miniBrowser, xvfb: xvfb.path };
}

/** Why an engine's tests are skipped here, or null when it can run. */
export function whyNotHere(engine: EngineName): string | null {
  const found = engine === 'firefox' ? findFirefox() : findWebKit();
  return typeof found === 'string' ? found : null;
}
