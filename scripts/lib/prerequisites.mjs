#!/usr/bin/env node
/**
 * What `npm test` needs from the machine besides Node and node_modules, checked in seconds before anything
 * slow starts, and installed where this machine lets us (Debian/Ubuntu, as root or with passwordless sudo).
 * The one place that knows the system packages and the command that installs them: `npm test`
 * (scripts/test-all.mjs) and CI (`.ci/run`) both come here.
 *
 *   node scripts/lib/prerequisites.mjs            # check; exit 1 with one message naming what to install
 *   node scripts/lib/prerequisites.mjs --install  # install what is missing when possible, then check
 *   node scripts/lib/prerequisites.mjs --install --may-ask  # and sudo may ask for a password (.ci/run)
 *
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium (see ./chromium.mjs). redis-server: REDIS_SERVER_BIN, else
 * `redis-server` on PATH (see ./redis-server.mjs). The HTML checker (html-validate) and everything else come
 * from npm.
 *
 * Optional: the other two browser engines of the patient's paths (tests/engines). Firefox ESR: FIREFOX_PATH,
 * else /usr/bin/firefox-esr. WebKit: WEBKIT_DRIVER_PATH, else /usr/bin/WebKitWebDriver (its MiniBrowser comes
 * with it), drawing on a virtual screen: XVFB_PATH, else `Xvfb` on PATH. They are installed with the rest
 * where this machine allows it; when they are missing, one line says so and those tests are skipped, and
 * nothing stops.
 */
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { thisSystem } from './this-system.mjs';

/** @typedef {import('./this-system.mjs').System} System */

/**
 * @typedef {object} Prerequisite
 * @property {string} name        what people call it
 * @property {string} aptPackage  the Debian/Ubuntu package that provides it
 * @property {string} neededFor
 * @property {string} override    the environment variable that points at another copy
 * @property {(system: System) => { found: boolean, where: string, overridden: boolean }} locate
 * @property {boolean} [optional]  installed when possible, never fatal: the tests that need it are skipped
 * @property {string} [fallback]  for an optional one whose tests are not skipped: what happens without it
 */

/**
 * A program at a fixed path, unless `override` names another.
 * @param {string} override @param {string} path
 * @returns {Prerequisite['locate']}
 */
const atPath =
  (override, path) =>
  ({ env, isExecutable }) => {
    const where = env[override] || path;
    return { found: isExecutable(where), where, overridden: Boolean(env[override]) };
  };

/**
 * A program found on PATH by its name, unless `override` names another (a name, or an absolute path).
 * @param {string} override @param {string} command
 * @returns {Prerequisite['locate']}
 */
const onPath =
  (override, command) =>
  ({ env, which, isExecutable }) => {
    const wanted = env[override] || command;
    if (isAbsolute(wanted)) return { found: isExecutable(wanted), where: wanted, overridden: true };
    const where = which(wanted);
    return { found: where !== null, where: where ?? wanted, overridden: Boolean(env[override]) };
  };

/** @type {Prerequisite[]} */
export const PREREQUISITES = [
  {
    name: 'Chromium',
    aptPackage: 'chromium',
    neededFor: 'the browser tests and Lighthouse',
    override: 'CHROMIUM_PATH',
    locate: atPath('CHROMIUM_PATH', '/usr/bin/chromium'),
  },
  {
    // The same Chromium without the desktop browser around it: the browser tests and Lighthouse open pages in
    // about a third of the time with it (./chromium.mjs); without it they use the full Chromium, slower.
    name: 'Chromium headless shell',
    aptPackage: 'chromium-headless-shell',
    neededFor: 'the browser tests and Lighthouse, at speed',
    override: 'CHROMIUM_HEADLESS_PATH',
    optional: true,
    fallback: 'the browser tests and Lighthouse use the full Chromium instead, and take longer',
    locate: atPath('CHROMIUM_HEADLESS_PATH', '/usr/lib/chromium/chromium-headless-shell'),
  },
  {
    name: 'redis-server',
    aptPackage: 'redis-server',
    neededFor: 'the Redis store tests, the browser tests and the outage drill',
    override: 'REDIS_SERVER_BIN',
    locate: onPath('REDIS_SERVER_BIN', 'redis-server'),
  },
  {
    name: 'Firefox ESR',
    aptPackage: 'firefox-esr',
    neededFor: "the patient's paths in Firefox, tests/engines",
    override: 'FIREFOX_PATH',
    optional: true,
    locate: atPath('FIREFOX_PATH', '/usr/bin/firefox-esr'),
  },
  {
    name: 'WebKitWebDriver',
    aptPackage: 'webkit2gtk-driver',
    neededFor: "the patient's paths in WebKit, tests/engines",
    override: 'WEBKIT_DRIVER_PATH',
    optional: true,
    locate: atPath('WEBKIT_DRIVER_PATH', '/usr/bin/WebKitWebDriver'),
  },
  {
    // WebKitGTK's MiniBrowser has no headless mode: it draws on a virtual X screen.
    name: 'Xvfb',
    aptPackage: 'xvfb',
    neededFor: "the patient's paths in WebKit, tests/engines",
    override: 'XVFB_PATH',
    optional: true,
    locate: onPath('XVFB_PATH', 'Xvfb'),
  },
];

/**
 * The commands that install `packages` (sudo when not root; `sudo -n` unless a person at the terminal may be
 * asked for their password).
 */
export function installCommands(packages, root, mayAsk = false) {
  const sudo = root ? [] : mayAsk ? ['sudo'] : ['sudo', '-n'];
  return [
    [...sudo, 'apt-get', 'update', '-qq'],
    [...sudo, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
  ];
}

/** The same, for a person to type. */
export function installHint(packages, root) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * Everything not found, the optional ones too (each says whether it is).
 * @param {System} system
 */
export function missing(system) {
  return PREREQUISITES.map((p) => ({ ...p, ...p.locate(system) })).filter((p) => !p.found);
}

/**
 * The one message for what is missing and stops `npm test`, or null when nothing does (optional gaps never
 * do: see optionalMessage).
 * @param {ReturnType<typeof missing>} allGaps
 * @param {boolean} root
 */
export function missingMessage(allGaps, root) {
  const gaps = allGaps.filter((g) => !g.optional);
  if (gaps.length === 0) return null;
  const lines = ['npm test cannot run on this machine yet:'];
  for (const gap of gaps) {
    lines.push(
      gap.overridden
        ? `  - ${gap.name} (${gap.neededFor}): ${gap.override}=${gap.where} is not an executable file`
        : `  - ${gap.name} (${gap.neededFor}) is not installed (looked for ${gap.where})`,
    );
  }
  const installable = gaps.filter((g) => !g.overridden).map((g) => g.aptPackage);
  if (installable.length > 0) {
    lines.push(
      '',
      `Install ${installable.join(' and ')} (Debian/Ubuntu; elsewhere the same packages from your package manager):`,
      `  ${installHint(installable, root)}`,
      'or run `bash .ci/run`, which installs them and then runs npm test.',
    );
  }
  const pointed = gaps.filter((g) => g.overridden);
  if (pointed.length > 0) {
    lines.push('', `Point ${pointed.map((g) => g.override).join(' and ')} at the program, or unset it.`);
  }
  return lines.join('\n');
}

/**
 * One line for the optional prerequisites that are missing (their tests will be skipped), or null.
 * @param {ReturnType<typeof missing>} allGaps
 * @param {boolean} root
 */
export function optionalMessage(allGaps, root) {
  const lines = [
    ...allGaps
      .filter((g) => g.optional && g.fallback)
      .map(
        (g) =>
          `Not here: ${g.overridden ? `${g.name} (${g.override}=${g.where} is not an executable file)` : g.name}. ` +
          `${g.fallback[0]?.toUpperCase()}${g.fallback.slice(1)}${g.overridden ? '' : `; to use it: ${installHint([g.aptPackage], root)}`}.`,
      ),
    skippedMessage(
      allGaps.filter((g) => g.optional && !g.fallback),
      root,
    ),
  ].filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

/** @param {ReturnType<typeof missing>} gaps @param {boolean} root */
function skippedMessage(gaps, root) {
  if (gaps.length === 0) return null;
  const what = gaps.map((g) =>
    g.overridden ? `${g.name} (${g.override}=${g.where} is not an executable file)` : g.name,
  );
  const packages = [...new Set(gaps.filter((g) => !g.overridden).map((g) => g.aptPackage))];
  const neededFor = [...new Set(gaps.map((g) => g.neededFor))];
  return (
    `Not here: ${what.join(', ')}. The tests that need ${gaps.length === 1 ? 'it' : 'them'} (${neededFor.join('; ')}) ` +
    `will be skipped${packages.length > 0 ? `; to run them: ${installHint(packages, root)}` : ''}.`
  );
}

/**
 * Check, and install what is missing when asked to and this machine allows it. Returns the message to
 * show (null when everything needed is there). The optional prerequisites are installed too, each on its
 * own (a package this system does not offer must not keep the others out); any still missing after that
 * get one line through `log`, never the message.
 * @param {System} system
 * @param {{ install?: boolean, mayAsk?: boolean, log?: (line: string) => void }} [options] mayAsk: sudo may
 *   ask for a password (`.ci/run` at a terminal); `npm test` never waits for one
 */
export function ensurePrerequisites(system, { install = false, mayAsk = false, log = console.log } = {}) {
  let gaps = missing(system);
  const installable = (/** @type {boolean} */ optional) => [
    ...new Set(gaps.filter((g) => !g.overridden && Boolean(g.optional) === optional).map((g) => g.aptPackage)),
  ];
  const needed = installable(false);
  const wanted = installable(true);
  if (install && needed.length + wanted.length > 0 && system.canInstall(mayAsk)) {
    const all = [...needed, ...wanted];
    log(`Installing ${all.join(', ')} (${installHint(all, system.root)})`);
    const [update, installNeeded] = installCommands(needed, system.root, mayAsk);
    // Without the package lists nothing installs; a required package that fails to install ends in the
    // message below, and each optional one is tried whatever became of the others.
    if (
      system.run(/** @type {string[]} */ (update)) &&
      (needed.length === 0 || system.run(/** @type {string[]} */ (installNeeded)))
    ) {
      for (const aptPackage of wanted)
        system.run(/** @type {string[]} */ (installCommands([aptPackage], system.root, mayAsk)[1]));
    }
    gaps = missing(system);
  }
  const optional = optionalMessage(gaps, system.root);
  if (optional) log(optional);
  return missingMessage(gaps, system.root);
}

/** This machine, as it is (./this-system.mjs): what `npm test`, CI and tests/engines check. */
export { thisSystem };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const message = ensurePrerequisites(thisSystem(), {
    install: process.argv.includes('--install'),
    mayAsk: process.argv.includes('--may-ask'),
  });
  if (message) {
    console.error(message);
    process.exit(1);
  }
  const gaps = missing(thisSystem()).map((g) => g.name);
  const here = PREREQUISITES.filter((p) => !gaps.includes(p.name)).map((p) => p.name);
  console.log(`prerequisites: ${here.join(', ')} ${here.length === 1 ? 'is' : 'are'} here`);
}
