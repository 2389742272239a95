// The ways to sign in with an account, above the shared password's form: a passkey (one press,
// the device asks for a fingerprint, face or PIN), or, behind a disclosure, a code from an authenticator app
// or a recovery code with the account's email. Words from their part of the staff dictionary (see SessionGate).
import { useRef, useState, type SubmitEvent } from 'react';
import { adminSessionEn } from '../../i18n/admin-session';
import { adminStaffEn } from '../../i18n/admin-staff';
import { fill } from '../../i18n/fill';
import { accountApi, PASSKEY_CANCELLED } from './account-api';
import type { AdminResult } from './api';
import { BusyButton, ErrorText, useAction } from './kit';

const w = adminStaffEn.signInWith;
const l = adminSessionEn.login;

interface Props {
  /** Signed in; `notice` says something to keep in mind (recovery codes running out). */
  onSignedIn: (notice?: string) => void;
}

/** The words for a refused sign-in step. */
function refusal(res: AdminResult<unknown>): string {
  if (res.ok) return '';
  if (res.status === PASSKEY_CANCELLED) return w.passkeyCancelled;
  if (res.status === 429) return res.error || l.unavailable;
  if (res.status === 0) return l.network;
  return res.error || l.unavailable;
}

function CodeForm({ kind, onSignedIn }: Props & { kind: 'totp' | 'recovery' }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const id = `admin-${kind}`;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.current?.value.trim() ?? '';
    const typed = code.current?.value.trim() ?? '';
    const secret = password.current?.value ?? '';
    if (!address) return setError(w.emailRequired);
    if (kind === 'totp' && !secret) return setError(w.passwordRequired);
    if (!typed) return setError(w.codeRequired);
    setBusy(true);
    setError('');
    if (kind === 'totp') {
      const res = await accountApi.signInWithCode(address, secret, typed);
      setBusy(false);
      if (res.ok) return onSignedIn();
      setError(refusal(res));
    } else {
      const res = await accountApi.signInWithRecoveryCode(address, typed);
      setBusy(false);
      if (res.ok) return onSignedIn(fill(w.recoveryLeft, { n: res.data.recoveryCodesLeft }));
      setError(refusal(res));
    }
    if (code.current) code.current.value = '';
    code.current?.focus();
  };

  return (
    <form className="admin-login-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="admin-field">
        <label htmlFor={`${id}-email`}>{w.email}</label>
        <input ref={email} id={`${id}-email`} type="email" autoComplete="username" maxLength={200} />
      </div>
      {kind === 'totp' && (
        <div className="admin-field">
          <label htmlFor={`${id}-password`}>{w.totpPassword}</label>
          <input ref={password} id={`${id}-password`} type="password" autoComplete="current-password" maxLength={256} />
        </div>
      )}
      <div className={`admin-field${error ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-code`}>{kind === 'totp' ? w.totpCode : w.recoveryCode}</label>
        <input
          ref={code}
          id={`${id}-code`}
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          maxLength={kind === 'totp' ? 10 : 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <ErrorText id={`${id}-error`} error={error} />
      </div>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {kind === 'totp' ? w.totpSubmit : w.recoverySubmit}
      </button>
    </form>
  );
}

export default function SignInChoices({ onSignedIn }: Props) {
  const { busy, error, run } = useAction(refusal);
  const supported = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

  const passkey = async () => {
    if (await run(accountApi.signInWithPasskey)) onSignedIn();
  };

  return (
    <div className="admin-sign-in-choices">
      <h3>{w.passkeyHeading}</h3>
      <p className="admin-note">{supported ? w.passkeyHint : w.passkeyUnsupported}</p>
      {supported && (
        <BusyButton busy={busy} busyLabel={w.passkeyBusy} onClick={() => void passkey()}>
          {w.passkey}
        </BusyButton>
      )}
      <ErrorText error={error} />
      <details className="admin-other-ways">
        <summary>{w.otherWays}</summary>
        <h3>{adminStaffEn.enrol.totpHeading}</h3>
        <CodeForm kind="totp" onSignedIn={onSignedIn} />
        <h3>{w.recoveryCode}</h3>
        <CodeForm kind="recovery" onSignedIn={onSignedIn} />
      </details>
    </div>
  );
}
