import { useCallback, useEffect, useRef, useState } from 'react';
import { adminText } from '../../i18n/admin';
import { adminApi } from './api';
import { lazySection } from './LazySection';
import Messages from './Messages';
import RecordTable from './RecordTable';
import { TABLES, type TableSpec } from '../../lib/record-tables';
import type { SubmissionKind } from '../../lib/records';

const d = adminText.dashboard;
const [callbacks, bookings, contacts, donations] = TABLES;

interface Props {
  /** Move focus here when the dashboard appears after signing in. */
  focusOnMount: boolean;
  onSignedOut: (reason: 'signedOut' | 'expired') => void;
}

const SECTIONS = ['inbox', 'schedule', 'closures', 'tools'] as const;

// The Inbox comes with the page; the other sections load when first opened.
const Schedule = lazySection(() => import('./Schedule'), d.sections.schedule);
const Closures = lazySection(() => import('./Closures'), d.sections.closures);
const Tools = lazySection(() => import('./Tools'), d.sections.tools);
type Section = (typeof SECTIONS)[number];

/** The section a URL names (`/admin?view=schedule`); the inbox by default. */
const sectionOf = (search: string): Section => {
  const view = new URLSearchParams(search).get('view');
  return SECTIONS.includes(view as Section) ? (view as Section) : 'inbox';
};

/**
 * The staff area: Inbox (the four tables and messages not delivered), Schedule, Closures and Tools (Find a
 * person, the audit log), each part loading on its own, plus sign-out.
 */
export default function Dashboard({ focusOnMount, onSignedOut }: Props) {
  const [announcement, setAnnouncement] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState('');
  /** Bumped when records change outside the tables (an erasure): the tables load again. */
  const [version, setVersion] = useState(0);
  const announce = setAnnouncement;
  const barRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusOnMount) barRef.current?.focus();
  }, [focusOnMount]);

  const expired = useCallback(() => onSignedOut('expired'), [onSignedOut]);
  const [section, setSection] = useState<Section>(() =>
    typeof window === 'undefined' ? 'inbox' : sectionOf(window.location.search),
  );
  useEffect(() => {
    const onPop = () => setSection(sectionOf(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const open = (next: Section) => {
    setSection(next);
    window.history.pushState(null, '', next === 'inbox' ? '/admin' : `/admin?view=${next}`);
  };
  // A staff mail links to its record as /admin?table=<kind>&q=<what to find it by>: that table starts searched.
  const [linked] = useState(() => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    return { table: params.get('table'), q: params.get('q')?.slice(0, 100) ?? '' };
  });
  // The tables load again after an erasure (key): what they showed may be gone.
  const table = <K extends SubmissionKind>(spec: TableSpec<K>) => (
    <RecordTable
      key={`${spec.kind}${version}`}
      spec={spec}
      onExpired={expired}
      announce={announce}
      initialQuery={linked.table === spec.kind ? linked.q : undefined}
    />
  );

  const signOut = async () => {
    setSigningOut(true);
    setSignOutError('');
    const res = await adminApi.logout();
    setSigningOut(false);
    // 503 still cleared the cookie on this device; the server just could not record the revocation.
    if (res.ok || res.status === 401 || res.status === 503) onSignedOut('signedOut');
    else setSignOutError(d.signOutFailed);
  };

  return (
    <div className="admin-dashboard">
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
      <nav className="admin-nav no-print" aria-label={d.navLabel}>
        <ul>
          {SECTIONS.map((name) => (
            <li key={name}>
              <a
                href={name === 'inbox' ? '/admin' : `/admin?view=${name}`}
                aria-current={section === name ? 'page' : undefined}
                onClick={(ev) => {
                  ev.preventDefault();
                  open(name);
                }}
              >
                {d.sections[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {section === 'inbox' && (
        <>
          {table(callbacks)}
          {table(bookings)}
          {table(contacts)}
          {table(donations)}
          <Messages onExpired={expired} announce={announce} />
        </>
      )}
      {section === 'schedule' && <Schedule onExpired={expired} announce={announce} />}
      {section === 'closures' && <Closures onExpired={expired} announce={announce} />}
      {section === 'tools' && (
        <Tools onExpired={expired} announce={announce} onErased={() => setVersion((v) => v + 1)} />
      )}
    </div>
  );
}
