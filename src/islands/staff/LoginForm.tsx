import { useEffect, useRef, useState, type SubmitEvent } from 'react';
// Its words from their part of the staff dictionary, like SessionGate's (see there).
import { adminSessionEn } from '../../i18n/admin-session';
import { adminStaffEn } from '../../i18n/admin-staff';
import { fill } from '../../i18n/fill';
import { adminApi } from './api';
import SignInChoices from './SignInChoices';
import { ErrorText, Field } from './kit';

const l = adminSessionEn.login;
const w = adminStaffEn.signInWith;

interface Props {
  /** A message to show above the form (signed out, session ended). */
  message?: string | undefined;
  /** Dev mode: where the generated password is kept. */
  devPasswordFile?: string | undefined;
  /** The longest password the server takes (src/lib/staff.ts, given by the page). */
  maxLength: number;
  /** Focus the password field when the form appears (after sign-out / expiry). */
  focusOnMount: boolean;
  /** Does the shared password still sign in (the first admin)? Its form is shown only then. */
  passwordSignIn: boolean;
  /** Signed in; `notice`: something to tell the person (recovery codes running out). */
  onSignedIn: (notice?: string) => void;
  /** The server says sign-in is not configured. */
  onDisabled: (notice: string) => void;
}

function waitText(seconds: number | undefined): string {
  const minutes = Math.max(1, Math.ceil((seconds ?? 60) / 60));
  return fill(l.rateLimited, { minutes: minutes === 1 ? l.minute : fill(l.minutes, { n: minutes }) });
}

export default function LoginForm({
  message,
  devPasswordFile,
  maxLength,
  focusOnMount,
  passwordSignIn,
  onSignedIn,
  onDisabled,
}: Props) {
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = inputRef.current?.value ?? '';
    setError('');
    setFieldError('');
    if (password === '') {
      setFieldError(l.required);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const res = await adminApi.login(password);
    setBusy(false);
    if (res.ok) {
      onSignedIn();
      return;
    }
    if (res.status === 401) {
      setFieldError(l.wrong);
      if (inputRef.current) inputRef.current.value = '';
      inputRef.current?.focus();
    } else if (res.status === 400) setFieldError(l.required);
    else if (res.status === 429) setError(waitText(res.retryAfterSeconds));
    else if (res.status === 503 && res.error === adminSessionEn.api.loginDisabled) onDisabled(res.error);
    else setError(res.status === 0 ? l.network : l.unavailable);
  };

  return (
    <section className="admin-login" aria-labelledby="admin-login-h">
      <h2 id="admin-login-h">{l.heading}</h2>
      {message && (
        <p className="admin-note" role="status">
          {message}
        </p>
      )}
      <SignInChoices onSignedIn={onSignedIn} />
      {passwordSignIn && <h3>{w.passwordHeading}</h3>}
      {passwordSignIn && <p className="admin-note">{w.passwordHint}</p>}
      {passwordSignIn && devPasswordFile && <p className="admin-dev">{fill(l.devHint, { file: devPasswordFile })}</p>}
      {passwordSignIn && (
        <form className="admin-login-form" noValidate onSubmit={(e) => void submit(e)}>
          <input type="text" name="username" autoComplete="username" value="staff" readOnly hidden />
          <Field
            ref={inputRef}
            id="admin-password"
            label={l.password}
            error={fieldError}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={maxLength}
          />
          <ErrorText error={error} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? l.submitting : l.submit}
          </button>
        </form>
      )}
    </section>
  );
}
