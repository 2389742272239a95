/**
 * The page scripts of the driver (./driver.ts): what a patient's path looks for in the page (a field by its
 * label, a button by its name, a region by its CSS and name) and what it does there (set a value, choose an
 * option, read a text). Each runs in the page as it is (serialized with Function.prototype.toString), so each
 * is self-contained: its helpers are declared inside it. Both engines (./firefox.ts, ./webkit.ts) run the
 * same ones.
 */

/** Where to look: elements matching `css` (whose accessible name is `name`, when given). */
export interface Scope {
  css: string;
  name?: string;
}

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
