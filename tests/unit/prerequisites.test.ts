// What `npm test` asks of the machine (scripts/lib/prerequisites.mjs): one message naming what is missing and
// the command that installs it when nothing can be installed here, nothing at all when everything is there,
// and an install (the same apt-get commands as CI) when this machine allows one.
import { describe, expect, it } from 'vitest';
import { ensurePrerequisites, installCommands } from '../../scripts/lib/prerequisites.mjs';

interface Machine {
  /** Executables on PATH, by name. */
  path?: string[];
  /** Executable files by absolute path. */
  files?: string[];
  env?: Record<string, string>;
  root?: boolean;
  installable?: boolean;
  /** What running an install command adds to the machine. */
  installs?: { path?: string[]; files?: string[] };
}

function machine({ path = [], files = [], env = {}, root = false, installable = false, installs = {} }: Machine = {}) {
  const onPath = new Set(path);
  const executables = new Set(files);
  const ran: string[][] = [];
  const asked: boolean[] = [];
  return {
    ran,
    asked,
    system: {
      env,
      root,
      which: (command: string) => (onPath.has(command) ? `/usr/bin/${command}` : null),
      isExecutable: (file: string) => executables.has(file),
      canInstall: (mayAsk: boolean) => {
        asked.push(mayAsk);
        return installable;
      },
      run: (command: string[]) => {
        ran.push(command);
        if (command.includes('install')) {
          for (const p of installs.path ?? []) onPath.add(p);
          for (const f of installs.files ?? []) executables.add(f);
        }
        return true;
      },
    },
  };
}

const quiet = { log: () => {} };

describe('prerequisites', () => {
  it('say nothing when Chromium and redis-server are there', () => {
    const { system, ran } = machine({ path: ['redis-server'], files: ['/usr/bin/chromium'] });
    expect(ensurePrerequisites(system, { install: true, ...quiet })).toBeNull();
    expect(ran).toEqual([]);
  });

  it('without redis-server and no way to install (not root, no sudo): one message with the package and the command', () => {
    const { system, ran } = machine({ files: ['/usr/bin/chromium'], installable: false });
    const message = ensurePrerequisites(system, { install: true, ...quiet });
    expect(message).toBe(
      [
        'npm test cannot run on this machine yet:',
        '  - redis-server (the Redis store tests, the browser tests and the outage drill) is not installed (looked for redis-server)',
        '',
        'Install redis-server (Debian/Ubuntu; elsewhere the same packages from your package manager):',
        '  sudo apt-get update && sudo apt-get install -y --no-install-recommends redis-server',
        'or run `bash .ci/run`, which installs them and then runs npm test.',
      ].join('\n'),
    );
    expect(ran).toEqual([]);
  });

  it('name everything missing in the one message, and root needs no sudo', () => {
    const { system } = machine({ root: true, installable: false });
    const message = ensurePrerequisites(system, quiet)!;
    expect(message).toContain(
      '  - Chromium (the browser tests and Lighthouse) is not installed (looked for /usr/bin/chromium)',
    );
    expect(message).toContain('  - redis-server');
    expect(message).toContain('  apt-get update && apt-get install -y --no-install-recommends chromium redis-server\n');
  });

  it('a CHROMIUM_PATH or REDIS_SERVER_BIN that points nowhere is named as such, not installed over', () => {
    const { system, ran } = machine({
      path: ['redis-server'],
      files: ['/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/opt/chrome/missing', REDIS_SERVER_BIN: '/nowhere/redis-server' },
      installable: true,
    });
    const message = ensurePrerequisites(system, { install: true, ...quiet })!;
    expect(message).toContain(
      'Chromium (the browser tests and Lighthouse): CHROMIUM_PATH=/opt/chrome/missing is not an executable file',
    );
    expect(message).toContain('REDIS_SERVER_BIN=/nowhere/redis-server is not an executable file');
    expect(message).toContain('Point CHROMIUM_PATH and REDIS_SERVER_BIN at the program, or unset it.');
    expect(message).not.toContain('apt-get');
    expect(ran).toEqual([]);
  });

  it('install what is missing with apt-get where the machine allows it (as CI does), then check again', () => {
    const { system, ran, asked } = machine({
      files: ['/usr/bin/chromium'],
      installable: true,
      installs: { path: ['redis-server'] },
    });
    expect(ensurePrerequisites(system, { install: true, ...quiet })).toBeNull();
    expect(asked).toEqual([false]);
    expect(ran).toEqual([
      ['sudo', '-n', 'apt-get', 'update', '-qq'],
      ['sudo', '-n', 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'redis-server'],
    ]);
  });

  it('an install that did not bring the program still ends in the message', () => {
    const { system, ran } = machine({ root: true, files: ['/usr/bin/chromium'], installable: true });
    const message = ensurePrerequisites(system, { install: true, ...quiet });
    expect(ran).toHaveLength(2);
    expect(message).toContain('apt-get install -y --no-install-recommends redis-server');
  });

  it('checks only, unless asked to install', () => {
    const { system, ran, asked } = machine({ files: ['/usr/bin/chromium'], installable: true });
    expect(ensurePrerequisites(system, quiet)).toContain('redis-server');
    expect(ran).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('the install commands: root runs apt-get itself; sudo asks for a password only when allowed to', () => {
    expect(installCommands(['chromium'], true)[1]).toEqual([
      'apt-get',
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      'chromium',
    ]);
    expect(installCommands(['chromium'], false)[0]).toEqual(['sudo', '-n', 'apt-get', 'update', '-qq']);
    expect(installCommands(['chromium'], false, true)[0]).toEqual(['sudo', 'apt-get', 'update', '-qq']);
  });
});
