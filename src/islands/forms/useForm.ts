import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { createApiClient, type ApiClient, type ApiResult } from '../../lib/api';
import { inDraft } from './drafts';
import { ISLAND_READY, draftKey } from '../directives/contract';
import { fieldAttributesAt, type FieldAttributes } from '../../lib/form-fields';
import type { FieldErrors, Validation } from '../../lib/validate';
import { HONEYPOT_FIELD } from '../../lib/schemas/common';
import { createProofSource } from './proof';

/** What the status box under a form says. */
export type Status = { kind: 'idle' } | { kind: 'error'; text: string } | { kind: 'success'; text: string };

export type FormValues = Record<string, string>;

/** What `field(name)` gives a kit field: which form and field, its error, its schema's attributes. */
export type FieldProps = FieldAttributes & { form: string; name: string; error: string | undefined };

export interface UseFormOptions<T, R> {
  /** Unique per page: prefixes element ids and names the saved draft. */
  id: string;
  /** The shared schema the server parses with: each field's attributes (required, maxLength, …) come from it. */
  schema: z.core.$ZodType;
  /** The shared schema's validation (the same one the server runs). */
  validate: (values: FormValues) => Validation<T>;
  /** Send the validated data with this form's API client (it carries the honeypot's value). */
  submit: (data: T, client: ApiClient, values: FormValues) => Promise<ApiResult<R>>;
  /** Text for a failure; the server's own message is used when it has one worth showing. */
  failureText: (failure: Extract<ApiResult<R>, { ok: false }>) => string;
  /** After a success: return the text for the status box. The form has already been reset. */
  onSuccess: (data: R, values: FormValues) => string;
  /**
   * Keep what was typed in this tab's sessionStorage until it is sent: never the honeypot, never the PAN or
   * a health detail (see ./drafts).
   */
  keepDraft?: boolean;
}

/**
 * Read every named control of a form as strings (unchecked radios are absent, like a browser submit).
 * The honeypot is not a field of any schema: it travels separately, through the API client.
 */
export function readForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && name !== HONEYPOT_FIELD) values[name] = value;
  }
  return values;
}

function honeypotValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : '';
}

function firstInvalid(form: HTMLFormElement, fields: FieldErrors): HTMLElement | null {
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    if (name && fields[name] && typeof (el as HTMLElement).focus === 'function') return el as HTMLElement;
  }
  return null;
}

/**
 * Form state for our islands. Inputs are uncontrolled (the DOM holds what was typed), so nothing typed
 * before the island hydrates is lost, and nothing is ever cleared except after a success.
 */
export function useForm<T, R>(options: UseFormOptions<T, R>) {
  const { id, keepDraft = true } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attempted, setAttempted] = useState(false);
  /** A send waits for its proof of work (the status box says so). */
  const [proving, setProving] = useState(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // The proof of work every send carries: made in the background from the visitor's first change to the
  // form (onChange: what was typed before it woke passes through it too), never on a mere touch.
  const proof = useMemo(() => createProofSource(), []);
  const client = useMemo(
    () =>
      createApiClient({
        honeypot: () => honeypotValue(formRef.current),
        // The page's language (<html lang>): the server answers in it and records it with the submission.
        lang: () => document.documentElement.lang || 'en',
        proof,
      }),
    [proof],
  );

  /**
   * The draft as it was when the island woke, read once: what the form saves from then on (the wake-up's own
   * input events save at once) must not shrink it before a form that grows after waking (more people) has
   * had its later fields filled from it.
   */
  const draftAtWake = useRef<FormValues | null | undefined>(undefined);

  /** Put the draft saved earlier in this tab back into fields that are still empty. */
  const restoreDraft = useCallback((): boolean => {
    const form = formRef.current;
    if (!form || !keepDraft) return false;
    if (draftAtWake.current === undefined) {
      try {
        draftAtWake.current = JSON.parse(sessionStorage.getItem(draftKey(id)) ?? 'null') as FormValues | null;
      } catch {
        draftAtWake.current = null; // storage blocked or a damaged draft: start empty
      }
    }
    const saved = draftAtWake.current;
    if (!saved) return false;
    for (const [name, value] of Object.entries(saved)) {
      // A draft saved before a field was kept out of drafts does not bring it back either.
      const el = inDraft(name) && form.elements.namedItem(name);
      // Our radios come in groups (a RadioNodeList), which take a value by checking the radio that has it.
      if (
        el instanceof RadioNodeList ||
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      ) {
        if (!el.value || (el instanceof HTMLSelectElement && el.selectedIndex === 0)) el.value = value;
      }
    }
    return true;
  }, [id, keepDraft]);

  // Hydrated: bring back a draft saved earlier in this tab (into fields still empty: what was typed before
  // the island woke up wins), then tell the interaction directive the form is live, so that a submit it
  // held meanwhile goes through onSubmit now.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    restoreDraft();
    // What was typed before went past the fields' own input handlers (digits only, capitals) and the
    // draft: let them see it now (after the restore, so the draft saved now has both).
    for (const el of Array.from(form.elements)) {
      const text =
        el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !/^(radio|checkbox)$/.test(el.type));
      if (text && el.value && !el.readOnly) el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    form.dispatchEvent(new Event(ISLAND_READY, { bubbles: true }));
  }, [restoreDraft]);

  const saveDraft = useCallback(() => {
    const form = formRef.current;
    if (!form || !keepDraft) return;
    try {
      // Written without the fields never kept in a draft (the root's key is '': kept).
      sessionStorage.setItem(
        draftKey(id),
        JSON.stringify(readForm(form), (name: string, value: unknown) => (inDraft(name) ? value : undefined)),
      );
    } catch {
      /* ignore */
    }
  }, [id, keepDraft]);

  /** Re-check the form after each change once the visitor has tried to send it (errors clear as fixed). */
  const onChange = useCallback(() => {
    saveDraft();
    proof.warm();
    const form = formRef.current;
    if (!form || !attempted) return;
    const result = optionsRef.current.validate(readForm(form));
    setErrors(result.success ? {} : result.fields);
  }, [attempted, saveDraft, proof]);

  /** Where focus goes once the status box shows its new message: a field to fix, or the box itself. */
  const focusAfterRender = useRef<HTMLElement | 'status' | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'status') statusRef.current?.focus();
    else target?.focus();
  }, [status]);

  const showFailure = useCallback((text: string, fields: FieldErrors = {}) => {
    setErrors(fields);
    const form = formRef.current;
    // Focus the field to fix, else the alert; the alert region announces the message either way.
    focusAfterRender.current = (form ? firstInvalid(form, fields) : null) ?? 'status';
    setStatus({ kind: 'error', text });
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = formRef.current;
      if (!form || sending.current) return;
      setAttempted(true);
      const values = readForm(form);
      const opts = optionsRef.current;
      const checked = opts.validate(values);
      if (!checked.success) {
        showFailure(checked.error, checked.fields);
        return;
      }
      sending.current = true;
      setSubmitting(true);
      setStatus({ kind: 'idle' });
      try {
        // Not solved yet (a send right after waking, a slow phone): the status box says so until the answer.
        setProving(!proof.ready());
        const result = await opts.submit(checked.data, client, values);
        if (result.ok) {
          form.reset();
          setErrors({});
          setAttempted(false);
          try {
            sessionStorage.removeItem(draftKey(opts.id));
          } catch {
            /* ignore */
          }
          focusAfterRender.current = 'status';
          setStatus({ kind: 'success', text: opts.onSuccess(result.data, values) });
        } else {
          showFailure(opts.failureText(result), result.fields ?? {});
        }
      } finally {
        sending.current = false;
        setProving(false);
        setSubmitting(false);
      }
    },
    [client, proof, showFailure],
  );

  /** Spread into a kit field: its form, name, error and the attributes its schema gives it. */
  const field = (name: string): FieldProps => ({
    form: id,
    name,
    error: errors[name],
    ...fieldAttributesAt(options.schema, name),
  });

  return {
    field,
    formRef,
    statusRef,
    submitting,
    proving,
    errors,
    setErrors,
    status,
    setStatus,
    onSubmit,
    onChange,
    showFailure,
    restoreDraft,
  };
}
