import { useCallback, useEffect, useRef, useState } from 'react';
import { adminText } from '../../i18n/admin';
import { adminApi } from './api';
import AuditLog from './AuditLog';
import FindPerson from './FindPerson';
import RecordTable from './RecordTable';
import { TABLES } from '../../lib/record-tables';

const d = adminText.dashboard;
const [callbacks, bookings, contacts, donations] = TABLES;

interface Props {
  /** Move focus here when the dashboard appears after signing in. */
  focusOnMount: boolean;
  onSignedOut: (reason: 'signedOut' | 'expired') => void;
}

/** The four tables, each loading on its own, plus sign-out. */
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
      <FindPerson onExpired={expired} announce={announce} onErased={() => setVersion((v) => v + 1)} />
      {/* The tables load again after an erasure (key): what they showed may be gone. */}
      <RecordTable key={`c${version}`} spec={callbacks} onExpired={expired} announce={announce} />
      <RecordTable key={`b${version}`} spec={bookings} onExpired={expired} announce={announce} />
      <RecordTable key={`m${version}`} spec={contacts} onExpired={expired} announce={announce} />
      <RecordTable key={`d${version}`} spec={donations} onExpired={expired} announce={announce} />
      <AuditLog onExpired={expired} />
    </div>
  );
}
