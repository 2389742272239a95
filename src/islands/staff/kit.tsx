// The staff screens' kit, like ../forms/kit.tsx for the public forms: the error line, a labelled field, the
// button that says it is busy, the hook that runs a staff call (busy while it runs, its refusal in words), and the markup of a
// one-line tool. A 401 or a step-up never reaches them: ./api.ts waits for the person and sends the call
// again. The panels' loading hooks are in ./load.ts, apart: the sign-in forms on every page use this module.
// No dictionary here: SessionGate loads this chunk on every staff page (see the note there).

import { useId, useState, type ButtonHTMLAttributes, type ComponentProps, type ReactNode } from 'react';
import type { AdminResult } from './api';

type Refused = Extract<AdminResult<unknown>, { ok: false }>;

/** An action's error, read out when it appears; nothing while there is none. */
export function ErrorText({ error, id, alert = true }: { error: string | undefined; id?: string; alert?: boolean }) {
  if (!error) return null;
  return (
    <p className="admin-error-text" id={id} role={alert ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/**
 * A labelled input of a staff form, its hint (`<id>-hint`) and its error (`<id>-error`, an alert if `alert`)
 * under it; the input is described by the error while there is one, else by the hint.
 */
export function Field({
  id,
  label,
  hint,
  error,
  alert = false,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; hint?: string; error?: string; alert?: boolean }) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`admin-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p className="admin-note" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <ErrorText id={`${id}-error`} error={error} alert={alert} />
    </div>
  );
}

/**
 * A button disabled while its action runs, saying so when `busyLabel` is given. Primary unless `className`
 * says otherwise; `type` is 'button' unless it submits.
 */
export function BusyButton({
  busy,
  busyLabel,
  children,
  className = 'btn btn-primary',
  type = 'button',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyLabel?: string; children: ReactNode }) {
  return (
    <button type={type} className={className} disabled={busy || disabled} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/**
 * One action at a time: `run(send)` clears the error, is busy while the call goes, and resolves to its data,
 * or to null after putting the refusal in `error` (the server's words, else `failed`, or what `failed` makes
 * of the refusal).
 */
export function useAction(failed: string | ((res: Refused) => string) = '') {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async <T,>(send: () => Promise<AdminResult<T>>): Promise<T | null> => {
    setBusy(true);
    setError('');
    const res = await send();
    setBusy(false);
    if (res.ok) return res.data;
    setError(typeof failed === 'function' ? failed(res) : res.error || failed);
    return null;
  };
  return { busy, error, setError, run };
}

/** A tool of its own on a staff page (find a person, a year's statement): its heading and what it does. */
export function ToolSection({ heading, lede, children }: { heading: string; lede: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="admin-person" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{heading}</h2>
      <p className="admin-note">{lede}</p>
      {children}
    </section>
  );
}

/**
 * A one-line form (search, upload, a reason): its label for the control `htmlFor` names, the control, and a
 * submit button busy while its action runs. The page does not reload; `onSubmit` gets the form.
 */
export function LineForm({
  label,
  htmlFor,
  onSubmit,
  children,
  ...button
}: {
  label: string;
  htmlFor: string;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
  busy: boolean;
  busyLabel?: string;
  className?: string;
  disabled?: boolean;
  submit: ReactNode;
}) {
  const { submit, className = 'btn btn-secondary', ...state } = button;
  return (
    <form
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      <BusyButton type="submit" className={className} {...state}>
        {submit}
      </BusyButton>
    </form>
  );
}
