/**
 * What a patient's path asks of a browser, in the words of what a person does: open a page, type into the
 * field with this label, choose this option, press the button with this name, see this text. Written once
 * here; each engine (./firefox.ts over WebDriver BiDi, ./webkit.ts over classic WebDriver) only moves the
 * mouse and the keyboard and runs the page scripts below.
 *
 * Elements are found the way a person finds them: a field by its label (the "(required)" mark after it is
 * allowed), a button or link by its accessible name, a region (a fieldset, a dialog, a form) by its CSS and
 * its name (legend, aria-label, aria-labelledby). Only what is visible counts, and a name that fits two
 * visible things is an error, as in Playwright's strict locators. Every action waits until its element is
 * there and usable (visible, enabled, editable); every check waits for the state it wants, polling, up to a
 * timeout. Nothing sleeps for a fixed time.
 */

/** Where to look: elements matching `css` (whose accessible name is `name`, when given). */
export interface Scope {
  css: string;
  name?: string;
}

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
// Page scripts. Each runs in the page as it is (serialized with Function.prototype.toString), so each is
// self-contained: its helpers are declared inside it. Both engines run the same ones.
// ---------------------------------------------------------------------------------------------------------

export type Target =
  | { kind: 'field'; label: string; scope?: Scope | undefined; editable?: boolean }
  | { kind: 'choice'; label: string; scope?: Scope | undefined }
  | { kind: 'button'; name: string; scope?: Scope | undefined }
  | { kind: 'scope'; scope: Scope };

/**
 * The one visible element a target names, when it can be used now; else a sentence saying why not (nothing
 * there, two of them, disabled, read-only, hidden).
 */
export function locate(target: Target): Element | string {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  };
  const byIds = (ids: string) =>
    squash(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  /** The name a person (or a screen reader) gives a region or a button. */
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    if (el instanceof HTMLFieldSetElement) return squash(el.querySelector(':scope > legend')?.textContent);
    if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) return squash(el.value);
    return squash((el as HTMLElement).innerText ?? el.textContent);
  };
  /** A control's label text: its <label>s (without the controls and hints inside a wrapping label). */
  const labelOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    const labels = (el as HTMLInputElement).labels;
    if (!labels || labels.length === 0) return '';
    return squash(
      [...labels]
        .map((label) => {
          const copy = label.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('input, select, textarea, button, .hint').forEach((inner) => inner.remove());
          return copy.textContent ?? '';
        })
        .join(' '),
    );
  };
  /** "Name", and "Name (required)" or "Name (filled in …)": the label, then perhaps its mark. */
  const labelled = (text: string, wanted: string) => text === wanted || text.startsWith(`${wanted} (`);
  const inScopes = (scope: Scope | undefined): Element[] | string => {
    if (!scope) return [document.body];
    const found = [...document.querySelectorAll(scope.css)].filter(
      (el) => visible(el) && (scope.name === undefined || nameOf(el) === scope.name),
    );
    if (found.length === 0) return `nothing visible matches ${scope.css}${scope.name ? ` named "${scope.name}"` : ''}`;
    return found;
  };
  const within = (scope: Scope | undefined, css: string): Element[] | string => {
    const roots = inScopes(scope);
    if (typeof roots === 'string') return roots;
    return [...new Set(roots.flatMap((root) => [...root.querySelectorAll(css)]))].filter(visible);
  };
  const where = (scope: Scope | undefined) => (scope ? ` in ${scope.css}${scope.name ? ` "${scope.name}"` : ''}` : '');
  /** The one element found, or a sentence: "no visible button named …", "2 visible buttons named …". */
  const one = (found: Element[], noun: string, rest: string): Element | string =>
    found.length === 1
      ? found[0]!
      : found.length === 0
        ? `no visible ${noun} ${rest}`
        : `${found.length} visible ${noun}s ${rest}`;
  const disabled = (el: Element) => (el as HTMLButtonElement).disabled || el.closest('fieldset:disabled') !== null;

  if (target.kind === 'scope') {
    const found = inScopes(target.scope);
    return typeof found === 'string' ? found : one(found, 'element', where(target.scope).trim());
  }
  if (target.kind === 'field' || target.kind === 'choice') {
    const css =
      target.kind === 'field'
        ? 'input:not([type=radio]):not([type=checkbox]):not([type=hidden]), select, textarea'
        : 'input[type=radio], input[type=checkbox]';
    const controls = within(target.scope, css);
    if (typeof controls === 'string') return controls;
    const found = controls.filter((el) => labelled(labelOf(el), target.label));
    const el = one(found, target.kind, `labelled "${target.label}"${where(target.scope)}`);
    if (typeof el === 'string') return el;
    if (disabled(el)) return `the ${target.kind} labelled "${target.label}" is disabled`;
    if (target.kind === 'field' && target.editable && (el as HTMLInputElement).readOnly)
      return `the field labelled "${target.label}" is read-only`;
    return el;
  }
  const buttons = within(
    target.scope,
    'button, a[href], [role=button], input[type=submit], input[type=button], input[type=reset]',
  );
  if (typeof buttons === 'string') return buttons;
  const el = one(
    buttons.filter((b) => nameOf(b) === target.name),
    'button',
    `named "${target.name}"${where(target.scope)}`,
  );
  if (typeof el === 'string') return el;
  if (disabled(el) || el.getAttribute('aria-disabled') === 'true') return `the button "${target.name}" is disabled`;
  return el;
}

/** Whether some visible element of `scope` (the body when none) shows `text`. */
export function showsText({ text, scope }: { text: string; scope?: Scope | undefined }): boolean {
  const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
  const wanted = squash(text);
  const roots = scope ? [...document.querySelectorAll(scope.css)] : [document.body];
  return roots.some((root) => {
    if (root.getClientRects().length === 0 || getComputedStyle(root).visibility === 'hidden') return false;
    if (scope?.name !== undefined) {
      const labelledBy = root.getAttribute('aria-labelledby');
      const name = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (root.getAttribute('aria-label') ??
          (root instanceof HTMLFieldSetElement ? (root.querySelector(':scope > legend')?.textContent ?? '') : ''));
      if (squash(name) !== scope.name) return false;
    }
    return squash((root as HTMLElement).innerText ?? '').includes(wanted);
  });
}

/**
 * Give a field a value the way Playwright's fill does for the fields a person cannot type into the same way
 * in every engine (date, time, color, range): set it through the element's own value setter (so React sees
 * a change) and send the input and change events. Answers the value the field then holds.
 */
export function setValue(el: Element, value: string): string {
  const input = el as HTMLInputElement;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return input.value;
}

/**
 * Before typing: bring the field to the middle of the window and empty it as select-all-and-delete would
 * (React sees an input event). Answers whether the field takes its value set instead (see setValue).
 */
export function prepareField(el: Element): boolean {
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const input = el as HTMLInputElement;
  if (
    input instanceof HTMLInputElement &&
    ['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range'].includes(input.type)
  )
    return true;
  if (input.value !== '') {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  return false;
}

/**
 * Choose the option shown as `option` in a select, as Playwright's selectOption does: select it and send
 * input and change. A sentence when it cannot be chosen (yet): not there, or disabled (times still loading).
 */
export function chooseOption(el: Element, option: string): string {
  const select = el as HTMLSelectElement;
  const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
  const found = [...select.options].filter((o) => squash(o.text) === option);
  if (found.length !== 1) {
    const shown = [...select.options].map((o) => `"${squash(o.text)}"`).join(', ');
    return `${found.length} options "${option}" (the select shows ${shown})`;
  }
  if (found[0]!.disabled) return `the option "${option}" is disabled`;
  // A person's choice starts with a tap on the select, which focuses it (and wakes a client:interaction island).
  select.focus();
  select.value = found[0]!.value;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return '';
}

/** What the field shows. */
export function valueOf(el: Element): string {
  return (el as HTMLInputElement).value;
}

/** The rendered text of an element. */
export function textOf(el: Element): string {
  return ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Bring an element to the middle of the window at once (no smooth scrolling) before a pointer goes to it. */
export function reveal(el: Element): void {
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
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
