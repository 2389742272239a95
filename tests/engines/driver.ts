/**
 * What a patient's path asks of a browser, in the words of what a person does: open a page, type into the
 * field with this label, choose this option, press the button with this name, see this text. Written once
 * here; each engine (./firefox.ts over WebDriver BiDi, ./webkit.ts over classic WebDriver) only moves the
 * mouse and the keyboard and runs the page scripts (./driver-scripts.ts).
 *
 * Elements are found the way a person finds them: a field by its label (the "(required)" mark after it is
 * allowed), a button or link by its accessible name, a region (a fieldset, a dialog, a form) by its CSS and
 * its name (legend, aria-label, aria-labelledby). Only what is visible counts, and a name that fits two
 * visible things is an error, as in Playwright's strict locators. Every action waits until its element is
 * there and usable (visible, enabled, editable); every check waits for the state it wants, polling, up to a
 * timeout. Nothing sleeps for a fixed time.
 */

import {
  chooseOption,
  prepareField,
  reveal,
  setValue,
  showsText,
  textOf,
  valueOf,
  type Scope,
  type Target,
} from './driver-scripts';

// The page scripts and what they look for (Scope, Target), for the engines: importable from here as before.
export * from './driver-scripts';

/** How long an action or a check waits for its state, by default. */
export const WAIT_MS = 10_000;

/** Polling interval: a round trip to the browser costs a few milliseconds. */
const POLL_MS = 50;

export interface Driver {
  /** Open a path of the site (relative to the base URL) and wait for the page to load. */
  goto(path: string): Promise<void>;
  /** Type `value` into the field labelled `label` (replacing what it held). Date fields are set, as Playwright does. */
  fill(label: string, value: string, scope?: Scope): Promise<void>;
  /** Choose the option whose text is `option` in the select labelled `label`, once that option can be chosen. */
  select(label: string, option: string, scope?: Scope): Promise<void>;
  /** Tick the radio button or checkbox labelled `label`. */
  check(label: string, scope?: Scope): Promise<void>;
  /** Press the button (or link) whose accessible name is `name`, once it is enabled. */
  click(name: string, scope?: Scope, options?: { timeout?: number }): Promise<void>;
  /** Wait until `text` is shown (visible, in the element's rendered text) in some element of `scope`. */
  waitForText(text: string, scope?: Scope, options?: { timeout?: number }): Promise<void>;
  /** Wait until the button named `name` is shown and enabled. */
  waitForButton(name: string, scope?: Scope, options?: { timeout?: number }): Promise<void>;
  /** Wait until nothing of `scope` is visible (a dialog that closed). */
  waitForHidden(scope: Scope, options?: { timeout?: number }): Promise<void>;
  /** The rendered text of the one visible element of `scope`. */
  text(scope: Scope): Promise<string>;
  /** The value of the field labelled `label` (what the box shows). */
  value(label: string, scope?: Scope): Promise<string>;
  /** Run a function in the page (it may return a promise) and return its JSON result. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Uncaught exceptions and unhandled rejections the page reported, and native dialogs it opened. */
  pageErrors(): Promise<string[]>;
  /** A PNG of what the page shows (for a failed test's report). */
  screenshot(): Promise<Buffer>;
  /** Close this test's page (the browser stays for the worker's next test). */
  close(): Promise<void>;
}

/** Wait until `probe` returns a truthy value (which it returns), else fail with the last answer. */
export async function poll<T>(
  probe: () => Promise<T>,
  describe: (last: T | undefined) => string,
  timeout = WAIT_MS,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`${describe(last)} (waited ${timeout} ms)`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

// ---------------------------------------------------------------------------------------------------------
// The driver, on top of what an engine can do.
// ---------------------------------------------------------------------------------------------------------

/**
 * What one engine does for the driver: a page to run scripts in, element handles, a real pointer and
 * keyboard. `H` is the engine's element handle.
 */
export interface Session<H> {
  navigate(url: string): Promise<void>;
  evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** The element `locate` answers, or its sentence. */
  find(target: Target): Promise<H | string>;
  /** Run `fn` on an element. */
  on<T, A>(handle: H, fn: (el: Element, arg: A) => T, arg: A): Promise<T>;
  /** A real click in the middle of the element. */
  click(handle: H): Promise<void>;
  /** Real key presses into the element (focused first). */
  type(handle: H, text: string): Promise<void>;
  pageErrors(): Promise<string[]>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** An element that is there but not ready yet (an option still disabled while the free times load). */
class NotYet extends Error {}

/** Errors that mean "try again": the element was drawn anew, or something still covered it. */
const TRANSIENT =
  /stale|detached|no such (node|element)|not attached|intercepted|not interactable|different document|could not be scrolled|obscured|Cannot find context|execution context/i;

export class PageDriver<H> implements Driver {
  readonly #session: Session<H>;
  readonly #baseURL: string;

  constructor(session: Session<H>, baseURL: string) {
    this.#session = session;
    this.#baseURL = baseURL;
  }

  /** Find the target, once it can be used, and act on it; a target drawn anew in between is found again. */
  async #act<T>(target: Target, action: (handle: H) => Promise<T>, timeout = WAIT_MS): Promise<T> {
    const deadline = Date.now() + timeout;
    // The engine's own refusals on the way, for the failure's message: what was tried, and what it said.
    const refusals = new Set<string>();
    for (;;) {
      const found = await this.#session.find(target);
      let last: string;
      if (typeof found === 'string') last = found;
      else {
        try {
          return await action(found);
        } catch (error) {
          if (!(error instanceof NotYet) && !TRANSIENT.test(String(error))) throw error;
          last = error instanceof Error ? error.message : String(error);
          if (!(error instanceof NotYet)) refusals.add(last.split('\n')[0]!);
        }
      }
      if (Date.now() > deadline) {
        const tried = refusals.size > 0 ? `; on the way the browser said: ${[...refusals].join(' | ')}` : '';
        throw new Error(`${last} (waited ${timeout} ms${tried})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  goto(path: string) {
    return this.#session.navigate(new URL(path, this.#baseURL).href);
  }

  async fill(label: string, value: string, scope?: Scope) {
    await this.#act({ kind: 'field', label, scope, editable: true }, async (field) => {
      if (await this.#session.on(field, prepareField, undefined)) {
        const now = await this.#session.on(field, setValue, value);
        if (now !== value)
          throw new Error(`the field labelled "${label}" does not take "${value}" (it holds "${now}")`);
      } else if (value !== '') {
        await this.#session.type(field, value);
      }
    });
  }

  async select(label: string, option: string, scope?: Scope) {
    await this.#act({ kind: 'field', label, scope }, async (field) => {
      const problem = await this.#session.on(field, chooseOption, option);
      // An option not there yet (or still disabled) is waited for like an element.
      if (problem) throw new NotYet(problem);
    });
  }

  async check(label: string, scope?: Scope) {
    await this.#act({ kind: 'choice', label, scope }, async (choice) => {
      await this.#session.on(choice, reveal, undefined);
      await this.#session.click(choice);
    });
  }

  async click(name: string, scope?: Scope, options: { timeout?: number } = {}) {
    await this.#act(
      { kind: 'button', name, scope },
      async (button) => {
        await this.#session.on(button, reveal, undefined);
        await this.#session.click(button);
      },
      options.timeout,
    );
  }

  async waitForButton(name: string, scope?: Scope, options: { timeout?: number } = {}) {
    await this.#act({ kind: 'button', name, scope }, () => Promise.resolve(), options.timeout);
  }

  async waitForText(text: string, scope?: Scope, options: { timeout?: number } = {}) {
    await poll(
      () => this.#session.evaluate(showsText, { text, scope }),
      () => `"${text}" is not shown${scope ? ` in ${scope.css}${scope.name ? ` "${scope.name}"` : ''}` : ''}`,
      options.timeout,
    );
  }

  async waitForHidden(scope: Scope, options: { timeout?: number } = {}) {
    await poll(
      async () => !(await this.#session.evaluate(showsText, { text: '', scope })),
      () => `${scope.css}${scope.name ? ` "${scope.name}"` : ''} is still shown`,
      options.timeout,
    );
  }

  text(scope: Scope) {
    return this.#act({ kind: 'scope', scope }, (el) => this.#session.on(el, textOf, undefined));
  }

  value(label: string, scope?: Scope) {
    return this.#act({ kind: 'field', label, scope }, (el) => this.#session.on(el, valueOf, undefined));
  }

  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A) {
    return this.#session.evaluate(fn, arg as A);
  }

  pageErrors() {
    return this.#session.pageErrors();
  }

  screenshot() {
    return this.#session.screenshot();
  }

  close() {
    return this.#session.close();
  }
}
