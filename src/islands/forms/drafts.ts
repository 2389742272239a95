// What a form may keep in the browser while someone fills it in (see src/islands/forms/useForm.ts: a draft in
// this tab's sessionStorage, so a failure or a reload never loses what was typed). Never the PAN, never a
// health detail: those are typed again after a reload rather than left on the device.

/**
 * Fields never written to a draft, matched on the last part of their name ('people.1.purpose'): the donor's
 * PAN or other ID number, and a patient's health details (reason for the visit, medicines taken now, height and weight).
 */
export const NEVER_IN_DRAFTS = /(^|\.)(pan|idNumber|purpose|medicines|height|weight)$/;

/** May a field of this name be kept in a draft? */
export const inDraft = (name: string) => !NEVER_IN_DRAFTS.test(name);
