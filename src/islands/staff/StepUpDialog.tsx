// The step-up: a modal <dialog> that asks for a passkey or an authenticator code again before an
// export, an erasure, a PAN or an account change (or, in the first admin's password session, the password).
// The call that needed it waits (./session.ts) and goes again once this says done; Cancel lets it answer 403.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { adminStaffEn } from '../../i18n/admin-staff';
import { accountApi } from './account-api';
import type { AdminResult } from './api';
import { ErrorText } from './kit';

const w = adminStaffEn.stepUp;

interface Props {
  open: boolean;
  passkeys: boolean;
  totp: boolean;
  /** The first admin's password session: the password confirms it too. */
  password: boolean;
  onDone: (confirmed: boolean) => void;
}

export default function StepUpDialog({ open, passkeys, totp, password, onDone }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      done.current = false;
      setError('');
      dialog.showModal();
    }
  }, [open]);

  const finish = (res: AdminResult<unknown>) => {
    setBusy(false);
    if (!res.ok) return setError(res.error || w.failed);
    done.current = true;
    ref.current?.close();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = field.current?.value.trim() ?? '';
    if (!value) return setError(w.failed);
    setBusy(true);
    finish(totp ? await accountApi.stepUpWithCode(value) : await accountApi.stepUpWithPassword(value));
  };

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onClose={() => onDone(done.current)}
    >
      <h3 id={`${id}-t`}>{w.heading}</h3>
      <p id={`${id}-d`}>{w.lede}</p>
      {passkeys && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void accountApi.stepUpWithPasskey().then(finish);
          }}
        >
          {w.passkey}
        </button>
      )}
      {(totp || password) && (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <div className="admin-field">
            <label htmlFor={`${id}-code`}>{totp ? w.code : w.password}</label>
            <input
              ref={field}
              id={`${id}-code`}
              type={totp ? 'text' : 'password'}
              inputMode={totp ? 'numeric' : undefined}
              autoComplete={totp ? 'one-time-code' : 'current-password'}
              maxLength={totp ? 10 : 1024}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {totp ? w.confirmCode : w.confirmPassword}
          </button>
        </form>
      )}
      <ErrorText error={error} />
      <div className="admin-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => ref.current?.close()}>
          {w.cancel}
        </button>
      </div>
    </dialog>
  );
}
