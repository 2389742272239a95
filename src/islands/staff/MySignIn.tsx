// /admin/devices, My sign-in (everyone): one's passkeys and authenticator app (and adding
// another), how many recovery codes are left (and new ones), and every device one is signed in on, each with
// "Sign out"; a passkey can be removed (a lost phone), never the last way to sign in. Adding to an account
// that can sign in already, removing a passkey, and new codes ask for a step-up (./api.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminStaffEn } from '../../i18n/admin-staff';
import { fill } from '../../i18n/fill';
import type { DeviceSession, MeAnswer, PasskeyInfo } from '../../lib/staff-api';
import { accountApi } from './account-api';
import ConfirmDialog from './ConfirmDialog';
import Enrol, { RecoveryCodes } from './Enrol';
import { useAnnounce } from './SessionGate';
import { ErrorText, useAction } from './kit';

const w = adminStaffEn.devices;
const e = adminStaffEn.enrol;
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

export default function MySignIn() {
  const [me, setMe] = useState<MeAnswer | null>(null);
  const [devices, setDevices] = useState<DeviceSession[]>([]);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const announce = useAnnounce();
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const removal = useAction(adminStaffEn.accounts.failed);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const load = useCallback(async () => {
    const [mine, list] = await Promise.all([accountApi.me(), accountApi.devices()]);
    if (mine.ok) setMe(mine.data);
    if (list.ok) setDevices(list.data.sessions);
    if (!mine.ok || !list.ok) setError(adminStaffEn.accounts.failed);
  }, []);
  useEffect(() => void load(), [load]);

  const signOut = async (device: DeviceSession) => {
    const res = await accountApi.signOutDevice(device.id);
    if (res.ok) announce(fill(w.signedOut, { device: device.device }));
    else setError(res.error || adminStaffEn.accounts.failed);
    void load();
  };

  const removePasskey = async (passkey: PasskeyInfo) => {
    if (!(await removal.run(() => accountApi.removePasskey(passkey.id)))) return;
    dialogRef.current?.close();
    announce(fill(w.removed, { name: passkey.name }));
    void load();
  };

  const renewCodes = async () => {
    const res = await accountApi.newRecoveryCodes();
    if (res.ok && res.data.recoveryCodes) setCodes(res.data.recoveryCodes);
    else if (!res.ok) setError(res.error || adminStaffEn.accounts.failed);
  };

  return (
    <div className="admin-my-sign-in">
      <ErrorText error={error} />
      <section aria-labelledby="admin-devices-h">
        <h2 id="admin-devices-h">{w.heading}</h2>
        <ul className="admin-device-list">
          {devices.map((device) => (
            <li key={device.id}>
              <strong>{device.current ? `${device.device} (${w.current})` : device.device}</strong>{' '}
              {fill(w.since, { when: when(device.createdAt), last: when(device.lastSeenAt) })}{' '}
              {!device.current && (
                <button type="button" className="btn btn-secondary" onClick={() => void signOut(device)}>
                  {w.signOut}
                  <span className="visually-hidden"> {device.device}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {me && (
        <section aria-labelledby="admin-factors-h">
          <h2 id="admin-factors-h">{w.passkeysHeading}</h2>
          {me.passkeys.length === 0 && <p>{w.noPasskeys}</p>}
          <ul>
            {me.passkeys.map((p) => (
              <li key={p.id}>
                {p.name}, {p.lastUsedAt ? fill(w.lastUsed, { when: when(p.lastUsedAt) }) : w.neverUsed}{' '}
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={fill(w.removeLabel, { name: p.name })}
                  onClick={() => {
                    removal.setError('');
                    setRemoving(p);
                  }}
                >
                  {w.remove}
                </button>
              </li>
            ))}
          </ul>
          <p>{me.totp ? w.totpOn : w.totpOff}</p>
          <p>{fill(e.codesLeft, { n: me.recoveryCodesLeft })}</p>
          {codes ? (
            <RecoveryCodes codes={codes} onKept={() => setCodes(null)} />
          ) : (
            <button type="button" className="btn btn-secondary" onClick={() => void renewCodes()}>
              {e.newCodes}
            </button>
          )}
          <Enrol onAdded={() => void load()} />
        </section>
      )}
      <ConfirmDialog
        dialogRef={dialogRef}
        open={removing !== null}
        title={removing ? fill(w.removeTitle, { name: removing.name }) : ''}
        body={w.removeBody}
        error={removal.error}
        confirmLabel={w.removeYes}
        busy={removal.busy}
        busyLabel={w.removing}
        onConfirm={() => removing && void removePasskey(removing)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
