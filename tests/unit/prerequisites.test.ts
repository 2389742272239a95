// What `npm test` asks of the machine (scripts/lib/prerequisites.mjs): one message naming what is missing and
// the command that installs it when nothing can be installed here, nothing at all when everything is there,
// and an install (the same apt-get commands as CI) when this machine allows one. The optional ones (the
// Firefox and WebKit engines of tests/engines) are installed the same way when possible, and never stop
// anything: one line says their tests will be skipped.
import { describe, expect, it } from 'vitest';
import { ensurePrerequisites, installCommands } from '../../scripts/lib/prerequisites.mjs';

/** The optional programs, as Debian installs them: Firefox ESR, WebKitWebDriver, Xvfb on PATH. */
const ENGINES = { files: ['/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver'], path: ['Xvfb'] };
/** Chromium (with its headless shell, optional but on every machine below unless a test says) and redis-server. */
const REQUIRED = { files: ['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'], path: ['redis-server'] };

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

/** What ensurePrerequisites logs, line by line. */
function logged() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}

describe('prerequisites', () => {
  it('say nothing when everything is there', () => {
    const { system, ran } = machine({
      path: [...REQUIRED.path, ...ENGINES.path],
      files: [...REQUIRED.files, ...ENGINES.files],
      installable: true,
    });
    const out = logged();
    expect(ensurePrerequisites(system, { install: true, log: out.log })).toBeNull();
    expect(ran).toEqual([]);
    expect(out.lines).toEqual([]);
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
      path: ['redis-server', ...ENGINES.path],
      files: [...REQUIRED.files, ...ENGINES.files],
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
      files: [...REQUIRED.files, ...ENGINES.files],
      path: ENGINES.path,
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
    const { system, ran } = machine({
      root: true,
      files: [...REQUIRED.files, ...ENGINES.files],
      path: ENGINES.path,
      installable: true,
    });
    const message = ensurePrerequisites(system, { install: true, ...quiet });
    expect(ran).toHaveLength(2);
    expect(message).toContain('apt-get install -y --no-install-recommends redis-server');
  });

  it('a required program that cannot be installed never waits on the optional ones, nor names them in its message', () => {
    const { system, ran } = machine({ files: REQUIRED.files, installable: false });
    const out = logged();
    const message = ensurePrerequisites(system, { install: true, log: out.log })!;
    expect(message).toContain('redis-server');
    expect(message).not.toMatch(/firefox|webkit|xvfb/i);
    expect(ran).toEqual([]);
    expect(out.lines).toHaveLength(1);
  });

  it('without the headless shell nothing is skipped: one line says the full Chromium does the work, slower', () => {
    const { system, ran } = machine({
      path: [...REQUIRED.path, ...ENGINES.path],
      files: ['/usr/bin/chromium', ...ENGINES.files],
      root: true,
      installable: true,
    });
    const out = logged();
    expect(ensurePrerequisites(system, { install: true, log: out.log })).toBeNull();
    expect(ran.at(-1)).toEqual([
      'apt-get',
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      'chromium-headless-shell',
    ]);
    expect(out.lines.at(-1)).toBe(
      'Not here: Chromium headless shell. The browser tests and Lighthouse use the full Chromium instead, and take ' +
        'longer; to use it: apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell.',
    );
  });

  describe('optional: Firefox ESR, WebKitWebDriver and Xvfb (the other browser engines, tests/engines)', () => {
    it('missing and no way to install them: no message (npm test goes on), one line saying their tests are skipped', () => {
      const { system, ran } = machine({ ...REQUIRED, installable: false });
      const out = logged();
      expect(ensurePrerequisites(system, { install: true, log: out.log })).toBeNull();
      expect(ran).toEqual([]);
      expect(out.lines).toEqual([
        "Not here: Firefox ESR, WebKitWebDriver, Xvfb. The tests that need them (the patient's paths in Firefox, " +
          "tests/engines; the patient's paths in WebKit, tests/engines) will be skipped; to run them: " +
          'sudo apt-get update && sudo apt-get install -y --no-install-recommends firefox-esr webkit2gtk-driver xvfb.',
      ]);
    });

    it('installed like Chromium where the machine allows it, each package on its own; nothing said when all came', () => {
      const { system, ran } = machine({ ...REQUIRED, root: true, installable: true, installs: ENGINES });
      const out = logged();
      expect(ensurePrerequisites(system, { install: true, log: out.log })).toBeNull();
      expect(ran).toEqual([
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'firefox-esr'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'webkit2gtk-driver'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'xvfb'],
      ]);
      expect(out.lines).toEqual([
        'Installing firefox-esr, webkit2gtk-driver, xvfb (apt-get update && apt-get install -y --no-install-recommends firefox-esr webkit2gtk-driver xvfb)',
      ]);
    });

    it('required ones first; an optional package that will not install (none on this system) keeps out no other', () => {
      const { system, ran } = machine({
        files: REQUIRED.files,
        root: true,
        installable: true,
        installs: { path: ['redis-server', 'Xvfb'], files: ['/usr/bin/WebKitWebDriver'] },
      });
      const out = logged();
      expect(ensurePrerequisites(system, { install: true, log: out.log })).toBeNull();
      expect(ran.map((command) => command.at(-1))).toEqual([
        '-qq',
        'redis-server',
        'firefox-esr',
        'webkit2gtk-driver',
        'xvfb',
      ]);
      expect(out.lines.at(-1)).toBe(
        "Not here: Firefox ESR. The tests that need it (the patient's paths in Firefox, tests/engines) will be " +
          'skipped; to run them: apt-get update && apt-get install -y --no-install-recommends firefox-esr.',
      );
    });

    it('an override that points nowhere is named in the line, not installed over, and stops nothing', () => {
      const { system, ran } = machine({
        path: [...REQUIRED.path, ...ENGINES.path],
        files: [...REQUIRED.files, ...ENGINES.files],
        env: { FIREFOX_PATH: '/opt/firefox/missing' },
        installable: true,
      });
      const out = logged();
      expect(ensurePrerequisites(system, { install: true, log: out.log })).toBeNull();
      expect(ran).toEqual([]);
      expect(out.lines).toEqual([
        "Not here: Firefox ESR (FIREFOX_PATH=/opt/firefox/missing is not an executable file). The tests that need it (the patient's paths in Firefox, tests/engines) will be skipped.",
      ]);
    });

    it('WEBKIT_DRIVER_PATH and XVFB_PATH point at other copies', () => {
      const { system } = machine({
        ...REQUIRED,
        files: [...REQUIRED.files, '/usr/bin/firefox-esr', '/opt/webkit/WebKitWebDriver', '/opt/x/Xvfb'],
        env: { WEBKIT_DRIVER_PATH: '/opt/webkit/WebKitWebDriver', XVFB_PATH: '/opt/x/Xvfb' },
      });
      const out = logged();
      expect(ensurePrerequisites(system, { log: out.log })).toBeNull();
      expect(out.lines).toEqual([]);
    });
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
