import type { FormEvent, ReactNode } from 'react';
import type { ApiFailure } from '../../lib/api';
import { HONEYPOT_FIELD } from '../../lib/schemas/common';
import type { CommonFormText } from '../../i18n/forms';
import { FormText } from './kit';
import type { useForm } from './useForm';

type FormState = ReturnType<typeof useForm<never, never>>;

interface Props {
  id: string;
  form: Pick<FormState, 'formRef' | 'statusRef' | 'status' | 'submitting' | 'proving' | 'onSubmit' | 'onChange'>;
  /** The shared words of the kit (required/optional, sending…), in the page's language. */
  common: CommonFormText;
  submitLabel: string;
  /** What the data is used for, shown in the privacy note. */
  purpose: string;
  /** Extra content of the status box (e.g. what to do next after a success). */
  statusExtra?: ReactNode;
  /** Runs before the shared submit handling (e.g. to clear a previous result). */
  beforeSubmit?: () => void;
  children: ReactNode;
}

/**
 * Every form's frame: its words, the <form> wired to useForm, then the honeypot, the status box, the
 * submit button and the privacy note, in that order. Each island supplies only its own fields.
 */
export function FormFrame({ id, form, common, submitLabel, purpose, statusExtra, beforeSubmit, children }: Props) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    beforeSubmit?.();
    void form.onSubmit(event);
  };
  const { status, submitting, proving } = form;
  const failed = status.kind === 'error';
  return (
    <FormText.Provider value={common}>
      <form ref={form.formRef} id={id} className="form" noValidate onSubmit={onSubmit} onInput={form.onChange}>
        {children}
        {/* A field people never see and screen readers never announce; bots that fill every field fill it. */}
        <div hidden>
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{common.honeypot}</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {/* The status box: an alert for failures, a polite status for success. Focusable. */}
        <div
          ref={form.statusRef}
          tabIndex={-1}
          className={`status status-${status.kind}`}
          role={failed ? 'alert' : 'status'}
          aria-live={failed ? 'assertive' : 'polite'}
        >
          {status.kind !== 'idle' && <p className="status-text">{status.text}</p>}
          {/* A send waiting for its proof of work (src/islands/forms/proof.ts): announced politely. */}
          {proving && status.kind === 'idle' && <p className="status-text">{common.proving}</p>}
          {statusExtra}
        </div>
        <div className="submit-bar">
          <button
            type="submit"
            className="btn btn-primary submit"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {/* Live before the island is: a press before then wakes it and is sent once it is (client:interaction). */}
            {submitting ? common.sending : submitLabel}
          </button>
        </div>
        <p className="privacy-note">
          {purpose} {common.privacyLead} <a href={common.privacyHref}>{common.privacyLink}</a>. {common.privacyContact}
        </p>
      </form>
    </FormText.Provider>
  );
}

/** Answers whose message the server words for the visitor (validation, rate limit, store outage). */
export const SERVER_WORDED = [400, 429, 503] as const;

/**
 * A failed submit's text: the form's own words when no answer came back, the server's message where it
 * speaks to the visitor, and the form's generic failure otherwise (a crash is never shown as-is).
 */
export function failureMessage(
  failure: ApiFailure,
  words: { network: string; failed: string },
  serverWorded: readonly number[] = SERVER_WORDED,
): string {
  if (failure.kind === 'network') return words.network;
  return serverWorded.includes(failure.status) ? failure.error : words.failed;
}
