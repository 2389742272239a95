// Adding a way to sign in: a passkey (named, made by the browser) or an authenticator app (its key
// shown to type or open, confirmed by its first code). A first factor comes with ten recovery codes, shown
// here once. Used after accepting an invite, and on My sign-in to add another.
import { useRef, useState, type SubmitEvent } from 'react';
import { adminStaffEn } from '../../i18n/admin-staff';
import { fill } from '../../i18n/fill';
import { accountApi, PASSKEY_CANCELLED } from './account-api';
import type { AdminResult } from './api';
import { BusyButton, ErrorText, Field, useAction } from './kit';

const w = adminStaffEn.enrol;

interface Props {
  /** Something was added (`codes`: the first factor's recovery codes, already shown). */
  onAdded: () => void;
}

const problem = (res: AdminResult<unknown>) =>
  res.ok
    ? ''
    : res.status === PASSKEY_CANCELLED
      ? adminStaffEn.signInWith.passkeyCancelled
      : res.error || adminStaffEn.accounts.failed;

/** Ten recovery codes, shown once, and the button that says they were kept. */
export function RecoveryCodes({ codes, onKept }: { codes: readonly string[]; onKept: () => void }) {
  return (
    <section className="admin-codes" aria-labelledby="admin-codes-h">
      <h3 id="admin-codes-h">{w.codesHeading}</h3>
      <p>{w.codesLede}</p>
      <ol className="admin-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary" onClick={onKept}>
        {w.codesDone}
      </button>
    </section>
  );
}

export default function Enrol({ onAdded }: Props) {
  const [message, setMessage] = useState('');
  const { busy, error, setError, run } = useAction(problem);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [totp, setTotp] = useState<{ ceremony: string; secret: string; uri: string } | null>(null);
  const name = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const totpPassword = useRef<HTMLInputElement>(null);

  const added = (text: string, recoveryCodes: string[] | undefined) => {
    setMessage(text);
    if (recoveryCodes) setCodes(recoveryCodes);
    else onAdded();
  };

  const addPasskey = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = name.current?.value.trim() ?? '';
    if (!label) return setError(w.passkeyNameHint);
    const made = await run(() => accountApi.addPasskey(label));
    if (made) added(fill(w.passkeyAdded, { name: label }), made.recoveryCodes);
  };

  const startTotp = async () => {
    const started = await run(accountApi.startTotp);
    if (started) setTotp(started);
  };

  const confirmTotp = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!totp) return;
    const ceremony = totp.ceremony;
    const typed = code.current?.value.trim() ?? '';
    const password = totpPassword.current?.value ?? '';
    const confirmed = await run(() => accountApi.confirmTotp(ceremony, typed, password));
    if (!confirmed) return;
    setTotp(null);
    added(w.totpAdded, confirmed.recoveryCodes);
  };

  if (codes) {
    return (
      <>
        <p role="status">{message}</p>
        <RecoveryCodes codes={codes} onKept={onAdded} />
      </>
    );
  }

  return (
    <div className="admin-enrol">
      {message && <p role="status">{message}</p>}
      <form className="admin-login-form" noValidate onSubmit={(e) => void addPasskey(e)}>
        <Field ref={name} id="admin-passkey-name" label={w.passkeyName} hint={w.passkeyNameHint} maxLength={60} />
        <BusyButton type="submit" busy={busy} busyLabel={w.adding}>
          {w.addPasskey}
        </BusyButton>
      </form>
      <h3>{w.totpHeading}</h3>
      {!totp && (
        <BusyButton className="btn btn-secondary" busy={busy} onClick={() => void startTotp()}>
          {w.totpStart}
        </BusyButton>
      )}
      {totp && (
        <form className="admin-login-form" noValidate onSubmit={(e) => void confirmTotp(e)}>
          <p>{w.totpSecret}</p>
          <p>
            <code className="admin-secret" data-testid="totp-secret">
              {totp.secret}
            </code>
          </p>
          <p>
            <a href={totp.uri}>{w.totpLink}</a>
          </p>
          <Field
            ref={totpPassword}
            id="admin-totp-password"
            label={w.totpPassword}
            hint={w.totpPasswordHint}
            type="password"
            autoComplete="new-password"
            maxLength={256}
          />
          <Field
            ref={code}
            id="admin-totp-confirm"
            label={w.totpCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
          />
          <BusyButton type="submit" busy={busy}>
            {w.totpConfirm}
          </BusyButton>
        </form>
      )}
      <ErrorText error={error} />
    </div>
  );
}
