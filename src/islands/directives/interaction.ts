/**
 * `client:interaction`: an island's code is fetched and run on the visitor's first interaction inside it
 * (focus, pointer, touch or key), never on load, idle or scroll. Until then the server's HTML is the island:
 * what is typed, checked or chosen stays in its fields, and React 19's hydration keeps those values and the
 * focus. Inlined in every page that has such an island, so it stays a few hundred bytes.
 */
import type { ClientDirective } from 'astro';
import { ISLAND_READY, draftKey } from './contract';

/**
 * Scrolling fires none of these (a scroll by wheel or keyboard outside the island is not inside it). A value
 * changed without a key or a press first (a choice made by voice control or another assistive technology,
 * autofill) still wakes it: input and change.
 */
const EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input', 'change'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let pressed: HTMLButtonElement | null = null;
  // Once React has the island (hydrate() called), it answers presses itself, hydrating what is pressed first.
  let live = false;
  // A submit before the island is live would be the browser's own (a GET of this page with the fields in
  // its URL): hold it, and send it through the form's own handler when the island says it is ready. A
  // press of an ordinary button (the carousel's arrows) is pressed again then too.
  const hold = (event: Event) => {
    if (event.type === 'submit') {
      event.preventDefault();
      submit = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
    } else {
      const button = (event.target as Element).closest('button');
      if (!live && button?.type === 'button') pressed = button;
    }
  };
  const ready = () => {
    el.removeEventListener('submit', hold);
    el.removeEventListener('click', hold);
    if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter);
    else if (pressed?.isConnected) pressed.click();
  };
  const start = () => {
    for (const type of EVENTS) el.removeEventListener(type, start, true);
    void load()
      .then((hydrate) => hydrate())
      .then(() => (live = true));
  };
  el.addEventListener('submit', hold);
  el.addEventListener('click', hold);
  el.addEventListener(ISLAND_READY, ready, { once: true });
  for (const type of EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  // Typed into earlier in this tab (a reload, a return): awake now, so that the draft comes back.
  try {
    const form = el.querySelector('form[id]');
    if (form && sessionStorage.getItem(draftKey(form.id)) !== null) start();
  } catch {
    /* storage blocked: no draft either */
  }
};

export default interaction;
