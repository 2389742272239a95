// Every staff page's island is its section inside this gate. It asks the server once whether a staff session
// is signed in, then shows the sign-in form, the "not configured" notice, or the section with the signed-in
// bar (sign-out) and the live region the section speaks through (useAnnounce). When a call meets a 401 later
// (./session.ts), the sign-in form comes back over the section, which stays as it was (hidden, not
// unmounted): after signing in, the page shows its own section again and the waiting calls go through.
// Accounts: someone who has just accepted an invite sets up a passkey or an app first; a page the
// person's role may not use says so instead of showing itself; the staff navigation hides the links the role
// cannot use (each link's data-needs, any of which will do); a call that needs a step-up opens the step-up.

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
// The gate's words come from their parts of the staff dictionary, not from ../../i18n/admin: every staff page
// loads this module's chunk, and the chunk that holds i18n/admin.ts (the `staff` group in astro.config.mjs)
// imports the dictionary's parts from it, so importing i18n/admin here would make the two chunks import each
// other and the dictionary be read before it is made.
import { adminInboxEn } from '../../i18n/admin-inbox';
import { adminSessionEn } from '../../i18n/admin-session';
import { adminStaffEn } from '../../i18n/admin-staff';
import type { Permission } from '../../lib/staff-roles';
import { adminApi, type SessionInfo } from './api';
import Enrol from './Enrol';
import LoginForm from './LoginForm';
import { onSessionEnded, onStepUpNeeded } from './session';
import StepUpDialog from './StepUpDialog';
import './admin.css';
import './sign-in.css';
import { ErrorText } from './kit';

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
const Info = createContext<SessionInfo | null>(null);

/** Say something through the page's live region. */
export const useAnnounce = () => useContext(Announce);

/** Who is signed in (account, permissions, factors), as the server said. */
export const useStaffInfo = () => useContext(Info);

/** May the signed-in person do `permission` (src/lib/staff-roles.ts, told by the server)? */
export const usePermission = (permission: Permission) => useStaffInfo()?.permissions?.includes(permission) ?? false;

/**
 * Signed in: show the staff navigation with the links the person may use (each link's data-needs, any of;
 * none: everyone signed in). Signed out (null): the navigation is hidden, as the page draws it.
 */
function markNavigation(permissions: readonly string[] | null) {
  const nav = document.querySelector<HTMLElement>('.staff-nav');
  if (nav) nav.hidden = permissions === null;
  for (const link of document.querySelectorAll<HTMLElement>('.staff-nav a')) {
    const needs = (link.dataset['needs'] ?? '').split(' ').filter(Boolean);
    const item = link.closest('li') ?? link;
    item.hidden = permissions === null || (needs.length > 0 && !needs.some((n) => permissions.includes(n)));
  }
}

/**
 * What every staff page's island is given by its page (src/pages/admin/*.astro). Shared constants come as
 * props, not imports: a src/lib module that the staff pages' islands share would join the public forms'
 * chunk (islandChunks in astro.config.mjs), and every staff page would load that chunk for one number.
 */
export interface StaffPageProps {
  /** The longest password the server takes (PASSWORD_MAX_LENGTH, src/lib/staff.ts). */
  passwordMaxLength: number;
}

interface GateProps extends StaffPageProps {
  /** The permissions any one of which lets the person use this page (none: everyone signed in). */
  needs?: readonly Permission[];
  children: ReactNode;
}

export default function SessionGate({ passwordMaxLength, needs = [], children }: GateProps) {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [info, setInfo] = useState<SessionInfo | null>(null);
  const [notice, setNotice] = useState('');
  const [stepUp, setStepUp] = useState<((confirmed: boolean) => void) | null>(null);
  const [devPasswordFile, setDevPasswordFile] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState('');
  const barRef = useRef<HTMLParagraphElement>(null);
  const sectionRef = useRef<HTMLDivElement>(null);

  const check = useCallback(async () => {
    const res = await adminApi.session();
    if (!res.ok) return setView({ kind: 'failed' });
    const answer = res.data;
    setInfo(answer);
    setDevPasswordFile(answer.devPasswordFile);
    markNavigation(answer.signedIn ? (answer.permissions ?? []) : null);
    if (!answer.loginEnabled) {
      setView({ kind: 'disabled', notice: answer.notice ?? adminSessionEn.login.notConfigured });
    } else setView(answer.signedIn ? { kind: 'in', focus: false } : { kind: 'login', focus: false });
    return answer;
  }, []);

  // A call needs a step-up: the dialog asks, and the call goes on (or answers its 403) when it closes.
  useEffect(() => onStepUpNeeded(() => new Promise<boolean>((resolve) => setStepUp(() => resolve))), []);

  useEffect(() => {
    void check();
  }, [check]);

  // A call met a 401: an open confirmation closes (a modal dialog would leave the sign-in form inert). A call
  // that was under way when the person signed out changes nothing: they are signed out already.
  useEffect(
    () =>
      onSessionEnded(() => {
        sectionRef.current?.querySelectorAll('dialog').forEach((dialog) => dialog.close());
        markNavigation(null);
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
    if (out) {
      markNavigation(null);
      setView({ kind: 'login', message: s.signedOut, focus: true });
    } else setSignOutError(d.signOutFailed);
  };

  const login = (message: string | undefined, focus: boolean) => (
    <LoginForm
      message={message}
      devPasswordFile={devPasswordFile}
      maxLength={passwordMaxLength}
      focusOnMount={focus}
      passwordSignIn={info?.passwordSignIn ?? false}
      onSignedIn={(said) => {
        setNotice(said ?? '');
        // Who signed in decides what the page shows: ask again, then show the section.
        void check().then(() => setView({ kind: 'in', focus: true }));
      }}
      onDisabled={(text) => setView({ kind: 'disabled', notice: text })}
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

  const enrolling = info?.method === 'invite';
  const mayUse = needs.length === 0 || needs.some((n) => info?.permissions?.includes(n));
  const section = enrolling ? (
    <section className="admin-login" aria-labelledby="admin-enrol-h">
      <h2 id="admin-enrol-h">{adminStaffEn.enrol.heading}</h2>
      <p>{adminStaffEn.enrol.lede}</p>
      <Enrol onAdded={() => void check()} />
    </section>
  ) : mayUse ? (
    children
  ) : (
    <p className="admin-note" role="status">
      {adminStaffEn.roleNotice}
    </p>
  );

  return (
    <>
      {stepUp && (
        <StepUpDialog
          open
          passkeys={(info?.factors?.passkeys ?? 0) > 0}
          totp={info?.factors?.totp ?? false}
          password={info?.method === 'password'}
          onDone={(confirmed) => {
            stepUp(confirmed);
            setStepUp(null);
          }}
        />
      )}
      {view.kind === 'expired' && login(s.expired, true)}
      <div ref={sectionRef} className="admin-dashboard" hidden={view.kind === 'expired'}>
        <div className="admin-bar">
          <p ref={barRef} tabIndex={-1}>
            {d.signedIn}
          </p>
          {info?.account && (
            <p className="admin-who">
              {info.account.name}, {adminStaffEn.accounts.roles[info.account.role]}
            </p>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => void signOut()} disabled={signingOut}>
            {signingOut ? d.signingOut : d.signOut}
          </button>
        </div>
        <ErrorText error={signOutError} />
        {notice && (
          <p className="admin-note" role="status">
            {notice}
          </p>
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <Info.Provider value={info}>
          <Announce.Provider value={setAnnouncement}>{section}</Announce.Provider>
        </Info.Provider>
      </div>
    </>
  );
}
