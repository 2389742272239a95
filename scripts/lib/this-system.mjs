/**
 * This machine as scripts/lib/prerequisites.mjs sees it (the System it checks: environment, programs on PATH,
 * whether and how it may install packages). The tests of the checker pass a System of their own.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

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
