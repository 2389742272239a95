// What the interaction directive (./interaction.ts) and the islands agree on. Kept apart from both: the
// directive is inlined in pages and must not pull an island's code in.

/**
 * The event an island dispatches (bubbling, from its root element's effect) once React has taken it over:
 * the directive holds a submit or a button press made before then and repeats it at this signal.
 */
export const ISLAND_READY = 'island-ready';

/**
 * The sessionStorage key of a form's draft (src/islands/forms/useForm.ts). A form with a draft in this tab
 * wakes at once: the visitor has already typed into it, and the draft comes back only once it is awake.
 */
export const draftKey = (formId: string) => `draft:${formId}`;
