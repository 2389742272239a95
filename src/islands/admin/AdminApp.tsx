import { useCallback, useEffect, useState } from 'react';
import { adminText } from '../../i18n/admin';
import { adminApi } from './api';
import Dashboard from './Dashboard';
import LoginForm from './LoginForm';
import './admin.css';

const s = adminText.session;

type View =
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'disabled'; notice: string }
  | { kind: 'login'; message?: string; devPasswordFile?: string; focus: boolean }
  | { kind: 'dashboard'; focus: boolean };

/** /admin: asks the server whether a staff session is signed in, then shows the sign-in form or the dashboard. */
export default function AdminApp() {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [devPasswordFile, setDevPasswordFile] = useState<string | undefined>();

  const apply = useCallback((res: Awaited<ReturnType<typeof adminApi.session>>) => {
    if (!res.ok) return setView({ kind: 'failed' });
    const info = res.data;
    setDevPasswordFile(info.devPasswordFile);
    if (!info.loginEnabled) setView({ kind: 'disabled', notice: info.notice ?? adminText.login.notConfigured });
    else if (info.signedIn) setView({ kind: 'dashboard', focus: false });
    else
      setView({
        kind: 'login',
        ...(info.devPasswordFile ? { devPasswordFile: info.devPasswordFile } : {}),
        focus: false,
      });
  }, []);

  useEffect(() => {
    void adminApi.session().then(apply);
  }, [apply]);

  const signedOut = useCallback(
    (reason: 'signedOut' | 'expired') =>
      setView({ kind: 'login', message: reason === 'expired' ? s.expired : s.signedOut, focus: true }),
    [],
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
              void adminApi.session().then(apply);
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
      return (
        <LoginForm
          message={view.message}
          devPasswordFile={view.devPasswordFile ?? devPasswordFile}
          focusOnMount={view.focus}
          onSignedIn={() => setView({ kind: 'dashboard', focus: true })}
          onDisabled={(notice) => setView({ kind: 'disabled', notice })}
        />
      );
    case 'dashboard':
      return <Dashboard focusOnMount={view.focus} onSignedOut={signedOut} />;
  }
}
