/**
 * WebKit: Debian's WebKitWebDriver driving WebKitGTK's MiniBrowser, over classic WebDriver (the `webdriver`
 * client of WebdriverIO, pointed at our own driver's port: it never downloads or starts a driver itself).
 * MiniBrowser (WebKitGTK 2.50) has no headless mode, so it draws on an Xvfb screen of its own. One Xvfb,
 * driver and browser per Playwright worker; each test starts from a clean tab state (see reset()).
 *
 * WebKitGTK's driver speaks no BiDi: there is no script that runs before the page's own, so uncaught errors
 * are collected from the moment each page has loaded (the listener goes in right after), not during it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Client } from 'webdriver';
import { PageDriver, locate, poll, type Driver, type Session, type Target } from './driver';
import { VIEWPORT, type EngineBrowser, type WebKitPrograms } from './engines';

/** A W3C WebDriver element reference. */
interface ElementRef {
  'element-6066-11e4-a52e-4f735466cecf': string;
}
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const isElement = (value: unknown): value is ElementRef =>
  typeof value === 'object' && value !== null && ELEMENT in value;

/** A program of ours, in its own process group: ended with everything it started (MiniBrowser's processes). */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, stdio: ('ignore' | 'pipe')[]) {
  const child = spawn(command, args, { env, stdio, detached: true });
  const end = () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  // Should the worker end without its fixture's teardown, nothing of ours outlives it.
  process.once('exit', end);
  let spawnError: Error | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Not started at all (say, not executable after all): nothing to end.
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });
  return {
    child,
    exited,
    spawnError: () => spawnError,
    // An arrow function: callers take it off the object (a list of things to stop).
    stop: async () => {
      end();
      await exited;
      process.removeListener('exit', end);
    },
  };
}

/** Xvfb on the first free display; answers the display number it took. */
async function startXvfb(xvfb: string) {
  const server = start(
    xvfb,
    ['-displayfd', '3', '-screen', '0', `${VIEWPORT.width + 200}x${VIEWPORT.height + 300}x24`, '-nolisten', 'tcp'],
    process.env,
    ['ignore', 'ignore', 'pipe', 'pipe'],
  );
  const child: ChildProcess = server.child;
  let errors = '';
  child.stdio[2]?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    void server.exited.then(() =>
      reject(new Error(`Xvfb ended before taking a display: ${server.spawnError()?.message ?? errors.trim()}`)),
    );
  });
  return { display: `:${display}`, stop: server.stop };
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function launchWebKit(programs: WebKitPrograms): Promise<EngineBrowser> {
  const screen = await startXvfb(programs.xvfb);
  const stops = [screen.stop];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const port = await freePort();
    const driver = start(
      programs.driver,
      [`--port=${port}`, '--host=127.0.0.1'],
      { ...process.env, DISPLAY: screen.display, WAYLAND_DISPLAY: '' },
      ['ignore', 'ignore', 'pipe'],
    );
    stops.push(driver.stop);
    let driverLog = '';
    // Read on for as long as it runs (MiniBrowser writes here too: a full pipe would stop it); keep the end.
    driver.child.stderr?.on('data', (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-4000)));
    await poll(
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      () => `WebKitWebDriver did not answer on port ${port}: ${driverLog.trim()}`,
      20_000,
    );
    // WebdriverIO's loggers take their level when loaded: quiet unless WDIO_LOG_LEVEL asks otherwise.
    process.env.WDIO_LOG_LEVEL ??= 'silent';
    const { default: WebDriver } = await import('webdriver');
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitGTK's driver has no BiDi: ask for a classic session.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: programs.miniBrowser, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    stops.push(() => client.deleteSession().catch(() => undefined));
    await sizeViewport(client);
    return {
      version: `MiniBrowser ${String(client.capabilities.browserVersion)}`,
      newDriver: async (baseURL: string): Promise<Driver> => {
        const session = new WebKitSession(client, baseURL);
        await session.reset();
        return new PageDriver(session, baseURL);
      },
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The window sized so that the page gets the desktop viewport (the window's own bars take the rest). */
async function sizeViewport(client: Client) {
  await client.navigateTo('about:blank');
  for (let i = 0; i < 3; i++) {
    const inner = (await client.executeScript('return [innerWidth, innerHeight]', [])) as [number, number];
    if (inner[0] === VIEWPORT.width && inner[1] === VIEWPORT.height) return;
    const rect = await client.getWindowRect();
    await client.setWindowRect(0, 0, rect.width + VIEWPORT.width - inner[0], rect.height + VIEWPORT.height - inner[1]);
  }
}

/** Collects the page's uncaught errors from the moment it runs; read back by errors(). */
function listenForErrors() {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = (w.__engineErrors = []);
  window.addEventListener('error', (event) =>
    errors.push(`uncaught: ${event.error instanceof Error ? event.error.message : event.message}`),
  );
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`),
  );
}

function errorsSoFar(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [];
}

class WebKitSession implements Session<ElementRef> {
  readonly #client: Client;
  readonly #origin: string;
  /** Errors of the pages this test has left. */
  readonly #errors: string[] = [];

  constructor(client: Client, baseURL: string) {
    this.#client = client;
    this.#origin = new URL(baseURL).origin;
  }

  #run<T>(fn: (...args: never[]) => unknown, args: unknown[]): Promise<T> {
    return this.#client.executeScript(
      `return (${fn.toString()}).apply(null, arguments)`,
      args as object[],
    ) as Promise<T>;
  }

  /**
   * A clean start for a test in the worker's one window: nothing typed or remembered by the test before,
   * and the welcome splash counted as seen in this tab (as after a visitor's first page). There is no
   * script before the page's own here, so this is done on a page of the site that has no script.
   */
  async reset() {
    await this.#client.deleteAllCookies().catch(() => undefined);
    await this.#client.navigateTo(`${this.#origin}/robots.txt`);
    await this.#run(() => {
      sessionStorage.clear();
      localStorage.clear();
      sessionStorage.setItem('splash-seen', '1');
    }, []);
  }

  async navigate(url: string) {
    this.#errors.push(...(await this.#run<string[]>(errorsSoFar, []).catch(() => [])));
    await this.#client.navigateTo(url);
    await this.#run(listenForErrors, []);
  }

  evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> {
    return this.#run<T>(fn, [arg ?? null]);
  }

  async find(target: Target): Promise<ElementRef | string> {
    const found = await this.#run<unknown>(locate, [target]);
    return isElement(found) ? found : String(found);
  }

  on<T, A>(handle: ElementRef, fn: (el: Element, arg: A) => T, arg: A): Promise<T> {
    return this.#run<T>(fn, [handle, arg ?? null]);
  }

  click(handle: ElementRef) {
    return this.#client.elementClick(handle[ELEMENT]);
  }

  type(handle: ElementRef, text: string) {
    return this.#client.elementSendKeys(handle[ELEMENT], text);
  }

  async pageErrors() {
    return [...this.#errors, ...(await this.#run<string[]>(errorsSoFar, []))];
  }

  async screenshot() {
    return Buffer.from(await this.#client.takeScreenshot(), 'base64');
  }

  async close() {
    // The window stays for the worker's next test, which starts with reset().
    await this.#client.navigateTo('about:blank').catch(() => undefined);
  }
}
