/**
 * Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi: one headless browser per
 * Playwright worker, a fresh browser context (its own storage) and page per test.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { PageDriver, locate, type Driver, type Session, type Target } from './driver';
import { VIEWPORT, type EngineBrowser } from './engines';

export async function launchFirefox(executablePath: string): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: VIEWPORT,
    // The worker's fixture closes it; Playwright ends the worker's process on Ctrl-C.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    extraPrefsFirefox: {
      // This machine has no internet: nothing of Firefox's own (updates, telemetry, remote settings) may wait on it.
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  return {
    version: await browser.version(),
    async newDriver(baseURL: string): Promise<Driver> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return new PageDriver(new FirefoxSession(page, () => context.close()), baseURL);
    },
    close: () => browser.close(),
  };
}

class FirefoxSession implements Session<ElementHandle<Element>> {
  readonly #page: Page;
  readonly #close: () => Promise<void>;
  readonly #errors: string[] = [];

  constructor(page: Page, close: () => Promise<void>) {
    this.#page = page;
    this.#close = close;
    page.on('pageerror', (error: unknown) =>
      this.#errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
    // The original site used window.alert: any native dialog is a failure now (and would hold the page).
    page.on('dialog', (dialog) => {
      this.#errors.push(`native ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }

  /** Before anything else: the welcome splash counts as seen in this tab, as after a visitor's first page. */
  async #prepare() {
    await this.#page.evaluateOnNewDocument(() => {
      try {
        sessionStorage.setItem('splash-seen', '1');
      } catch {
        /* opaque origins (about:blank) have no storage */
      }
    });
  }

  #prepared: Promise<void> | null = null;

  async navigate(url: string) {
    this.#prepared ??= this.#prepare();
    await this.#prepared;
    await this.#page.goto(url, { waitUntil: 'load' });
  }

  evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> {
    // Puppeteer's types want its own function types: the page gets the function's source either way.
    return this.#page.evaluate(fn as never, arg as never);
  }

  async find(target: Target): Promise<ElementHandle<Element> | string> {
    const handle = await this.#page.evaluateHandle(locate, target);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (element) return element;
    const problem = (await handle.jsonValue()) as string;
    await handle.dispose();
    return problem;
  }

  on<T, A>(handle: ElementHandle<Element>, fn: (el: Element, arg: A) => T, arg: A): Promise<T> {
    return handle.evaluate(fn as never, arg as never);
  }

  click(handle: ElementHandle<Element>) {
    return handle.click();
  }

  type(handle: ElementHandle<Element>, text: string) {
    return handle.type(text);
  }

  pageErrors() {
    return Promise.resolve([...this.#errors]);
  }

  async screenshot() {
    return Buffer.from(await this.#page.screenshot({ type: 'png' }));
  }

  close() {
    return this.#close();
  }
}
