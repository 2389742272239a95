// Every staff page's island is its section inside this gate. It asks the server once whether a staff session
// is signed in, then shows the sign-in form, the "not configured" notice, or the section with the signed-in
// bar (sign-out) and the live region the section speaks through (useAnnounce). When a call meets a 401 later
// (./session.ts), the sign-in form comes back over the section, which stays as it was (hidden, not
// unmounted): after signing in, the page shows its own section again and the waiting calls go through.

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
// The gate's words come from their parts of the staff dictionary, not from ../../i18n/admin: every staff page
// loads this module's chunk, and the chunk that holds i18n/admin.ts (the `staff` group in astro.config.mjs)
// imports the dictionary's parts from it, so importing i18n/admin here would make the two chunks import each
// other and the dictionary be read before it is made.
import { adminInboxEn } from '../../i18n/admin-inbox';
import { adminSessionEn } from '../../i18n/admin-session';
import { adminApi } from './api';
import LoginForm from './LoginForm';
import { onSessionEnded } from './session';
import './admin.css';

const s = adminSessionEn.session;
const d = adminInboxEn.dashboard;

type View =
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'disabled'; notice: string }
  /** Signed out: the section is not there at all. */
  | { kind: 'login'; message?: string; focus: boolean }
  | { kind: 'in'; focus: boolean }
  /** The session ended under the section: the sign-in form over it, the section kept. */
  | { kind: 'expired' };

const Announce = createContext<(text: string) => void>(() => {});

/** Say something through the page's live region. */
export const useAnnounce = () => useContext(Announce);

/**
 * What every staff page's island is given by its page (src/pages/admin/*.astro). Shared constants come as
 * props, not imports: a src/lib module that the staff pages' islands share would join the public forms'
 * chunk (islandChunks in astro.config.mjs), and every staff page would load that chunk for one number.
 */
export interface StaffPageProps {
  /** The longest password the server takes (PASSWORD_MAX_LENGTH, src/lib/staff.ts). */
  passwordMaxLength: number;
}

export default function SessionGate({ passwordMaxLength, children }: StaffPageProps & { children: ReactNode }) {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [devPasswordFile, setDevPasswordFile] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState('');
  const barRef = useRef<HTMLParagraphElement>(null);
  const sectionRef = useRef<HTMLDivElement>(null);

  const check = useCallback(async () => {
    const res = await adminApi.session();
    if (!res.ok) return setView({ kind: 'failed' });
    const info = res.data;
    setDevPasswordFile(info.devPasswordFile);
    if (!info.loginEnabled) setView({ kind: 'disabled', notice: info.notice ?? adminSessionEn.login.notConfigured });
    else setView(info.signedIn ? { kind: 'in', focus: false } : { kind: 'login', focus: false });
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  // A call met a 401: an open confirmation closes (a modal dialog would leave the sign-in form inert). A call
  // that was under way when the person signed out changes nothing: they are signed out already.
  useEffect(
    () =>
      onSessionEnded(() => {
        sectionRef.current?.querySelectorAll('dialog').forEach((dialog) => dialog.close());
        setView((now) => (now.kind === 'in' ? { kind: 'expired' } : now));
      }),
    [],
  );

  const focusBar = view.kind === 'in' && view.focus;
  useEffect(() => {
    if (focusBar) barRef.current?.focus();
  }, [focusBar]);

  const signOut = async () => {
    setSigningOut(true);
    setSignOutError('');
    const out = await adminApi.logout();
    setSigningOut(false);
    if (out) setView({ kind: 'login', message: s.signedOut, focus: true });
    else setSignOutError(d.signOutFailed);
  };

  const login = (message: string | undefined, focus: boolean) => (
    <LoginForm
      message={message}
      devPasswordFile={devPasswordFile}
      maxLength={passwordMaxLength}
      focusOnMount={focus}
      onSignedIn={() => setView({ kind: 'in', focus: true })}
      onDisabled={(notice) => setView({ kind: 'disabled', notice })}
    />
  );

  switch (view.kind) {
    case 'checking':
      return (
        <p className="admin-note" role="status">
          {s.checking}
        </p>
      );
    case 'failed':
      return (
        <div className="admin-error" role="alert">
          <p>{s.failed}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setView({ kind: 'checking' });
              void check();
            }}
          >
            {s.retry}
          </button>
        </div>
      );
    case 'disabled':
      return (
        <p className="admin-error admin-disabled" role="alert">
          {view.notice}
        </p>
      );
    case 'login':
      return login(view.message, view.focus);
  }

  return (
    <>
      {view.kind === 'expired' && login(s.expired, true)}
      <div ref={sectionRef} className="admin-dashboard" hidden={view.kind === 'expired'}>
        <div className="admin-bar">
          <p ref={barRef} tabIndex={-1}>
            {d.signedIn}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void signOut()} disabled={signingOut}>
            {signingOut ? d.signingOut : d.signOut}
          </button>
        </div>
        {signOutError && (
          <p className="admin-error-text" role="alert">
            {signOutError}
          </p>
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <Announce.Provider value={setAnnouncement}>{children}</Announce.Provider>
      </div>
    </>
  );
}
