// /admin/invite: a new person opens the link from their invite (its token after '#', so it never
// reaches a server log), sees what it is for, gives their name and accepts it once; they are then signed in
// to set up a passkey or an authenticator app (Enrol), shown their recovery codes, and sent on.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { adminStaffEn } from '../../i18n/admin-staff';
import { fill } from '../../i18n/fill';
import type { InviteOpened } from '../../lib/staff-api';
import { accountApi } from './account-api';
import Enrol from './Enrol';
import { BusyButton, ErrorText, Field, useAction } from './kit';
import './admin.css';
import './sign-in.css';

const w = adminStaffEn.invite;

type View =
  | { kind: 'checking' }
  | { kind: 'refused'; message: string }
  | { kind: 'open'; invite: InviteOpened }
  | { kind: 'enrol' }
  | { kind: 'done' };

export default function InviteAccept() {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const { busy, error, run } = useAction(adminStaffEn.accounts.failed);
  const name = useRef<HTMLInputElement>(null);
  const token = useRef('');

  useEffect(() => {
    token.current = window.location.hash.slice(1);
    // The token leaves the address bar (and the history) once read.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token.current) return setView({ kind: 'refused', message: w.noToken });
    void accountApi.openInvite(token.current).then((res) => {
      if (res.ok) setView({ kind: 'open', invite: res.data });
      else setView({ kind: 'refused', message: res.error || w.noToken });
    });
  }, []);

  const accept = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = name.current?.value ?? '';
    if (await run(() => accountApi.acceptInvite(token.current, typed))) setView({ kind: 'enrol' });
  };

  return (
    <section className="admin-login" aria-labelledby="admin-invite-h">
      <h2 id="admin-invite-h">{view.kind === 'enrol' ? adminStaffEn.enrol.heading : w.heading}</h2>
      {view.kind === 'checking' && <p role="status">{w.checking}</p>}
      {view.kind === 'refused' && <ErrorText error={view.message} />}
      {view.kind === 'open' && (
        <form className="admin-login-form" noValidate onSubmit={(e) => void accept(e)}>
          <p>
            {fill(w.forRole, {
              email: view.invite.email,
              role: adminStaffEn.accounts.roles[view.invite.role],
            })}
          </p>
          <Field
            ref={name}
            id="admin-invite-name"
            label={w.name}
            error={error}
            alert
            autoComplete="name"
            maxLength={100}
          />
          <BusyButton type="submit" busy={busy} busyLabel={w.accepting}>
            {w.accept}
          </BusyButton>
        </form>
      )}
      {view.kind === 'enrol' && (
        <>
          <p>{adminStaffEn.enrol.lede}</p>
          <Enrol onAdded={() => setView({ kind: 'done' })} />
        </>
      )}
      {view.kind === 'done' && (
        <p>
          <a className="btn btn-primary" href="/admin">
            {adminStaffEn.enrol.continue}
          </a>
        </p>
      )}
    </section>
  );
}
