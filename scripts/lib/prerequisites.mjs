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
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {object} System what the checker asks of the machine; tests pass their own
 * @property {Record<string, string | undefined>} env
 * @property {(command: string) => string | null} which  absolute path of an executable, or null
 * @property {(file: string) => boolean} isExecutable
 * @property {(mayAsk: boolean) => boolean} canInstall  apt-get is there and we are root, or have sudo without
 *   a password, or (mayAsk) have sudo and a terminal to ask on
 * @property {(command: string[]) => boolean} run  run a command with the output shown; true when it exits 0
 * @property {boolean} root
 */

/**
 * @typedef {object} Prerequisite
 * @property {string} name        what people call it
 * @property {string} aptPackage  the Debian/Ubuntu package that provides it
 * @property {string} neededFor
 * @property {string} override    the environment variable that points at another copy
 * @property {(system: System) => { found: boolean, where: string, overridden: boolean }} locate
 */

/** @type {Prerequisite[]} */
export const PREREQUISITES = [
  {
    name: 'Chromium',
    aptPackage: 'chromium',
    neededFor: 'the browser tests and Lighthouse',
    override: 'CHROMIUM_PATH',
    locate: ({ env, isExecutable }) => {
      const where = env.CHROMIUM_PATH || '/usr/bin/chromium';
      return { found: isExecutable(where), where, overridden: Boolean(env.CHROMIUM_PATH) };
    },
  },
  {
    name: 'redis-server',
    aptPackage: 'redis-server',
    neededFor: 'the Redis store tests, the browser tests and the outage drill',
    override: 'REDIS_SERVER_BIN',
    locate: ({ env, which, isExecutable }) => {
      const wanted = env.REDIS_SERVER_BIN || 'redis-server';
      if (isAbsolute(wanted)) return { found: isExecutable(wanted), where: wanted, overridden: true };
      const where = which(wanted);
      return { found: where !== null, where: where ?? wanted, overridden: Boolean(env.REDIS_SERVER_BIN) };
    },
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

/** @param {System} system */
export function missing(system) {
  return PREREQUISITES.map((p) => ({ ...p, ...p.locate(system) })).filter((p) => !p.found);
}

/**
 * The one message for what is missing, or null when nothing is.
 * @param {ReturnType<typeof missing>} gaps
 * @param {boolean} root
 */
export function missingMessage(gaps, root) {
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
 * Check, and install what is missing when asked to and this machine allows it. Returns the message to
 * show (null when everything is there).
 * @param {System} system
 * @param {{ install?: boolean, mayAsk?: boolean, log?: (line: string) => void }} [options] mayAsk: sudo may
 *   ask for a password (`.ci/run` at a terminal); `npm test` never waits for one
 */
export function ensurePrerequisites(system, { install = false, mayAsk = false, log = console.log } = {}) {
  const gaps = missing(system);
  const installable = gaps.filter((g) => !g.overridden).map((g) => g.aptPackage);
  if (install && installable.length > 0 && system.canInstall(mayAsk)) {
    log(`Installing ${installable.join(', ')} (${installHint(installable, system.root)})`);
    for (const command of installCommands(installable, system.root, mayAsk)) {
      if (!system.run(command)) break;
    }
    return missingMessage(missing(system), system.root);
  }
  return missingMessage(gaps, system.root);
}

/** @param {string} file */
function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** This machine, as it is. @returns {System} */
export function thisSystem(env = process.env) {
  const which = (/** @type {string} */ command) => {
    for (const dir of (env.PATH ?? '').split(delimiter)) {
      if (dir && isExecutableFile(join(dir, command))) return join(dir, command);
    }
    return null;
  };
  const root = process.getuid?.() === 0;
  const run = (/** @type {string[]} */ [command, ...args]) =>
    spawnSync(/** @type {string} */ (command), args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  return {
    env,
    which,
    isExecutable: isExecutableFile,
    root,
    run,
    canInstall: (mayAsk) =>
      which('apt-get') !== null &&
      (root ||
        (which('sudo') !== null &&
          ((mayAsk && process.stdin.isTTY) || spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const message = ensurePrerequisites(thisSystem(), {
    install: process.argv.includes('--install'),
    mayAsk: process.argv.includes('--may-ask'),
  });
  if (message) {
    console.error(message);
    process.exit(1);
  }
  console.log('prerequisites: Chromium and redis-server are here');
}
