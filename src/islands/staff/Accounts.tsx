// /admin/accounts (admins): every account with its role and status, a role changed, an account
// disabled (which signs the person out at once) or enabled, a person signed out everywhere; an invite made
// (its link shown once, to send) or withdrawn; the shared password ended. Changes need a step-up, which the
// API client asks for (./api.ts).
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { adminStaffEn } from '../../i18n/admin-staff';
import { fill } from '../../i18n/fill';
import type { Account, AccountsAnswer } from '../../lib/staff-api';
import type { Role } from '../../lib/staff-roles';
import { accountApi } from './account-api';
import { useAnnounce, useStaffInfo } from './SessionGate';
import { BusyButton, ErrorText, useAction } from './kit';

const w = adminStaffEn.accounts;
const ROLE_LIST = Object.keys(w.roles) as Role[];
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }) : w.never;

function AccountRow({ account, onChanged }: { account: Account; onChanged: (text: string) => void }) {
  const [role, setRole] = useState<Role>(account.role);
  const { busy, error, run } = useAction(w.failed);
  const saved = fill(w.changed, { name: account.name });
  const change = async (to: Parameters<typeof accountApi.changeAccount>[1]) => {
    if (await run(() => accountApi.changeAccount(account.id, to))) onChanged(saved);
  };
  const signOutAll = async () => {
    const out = await run(() => accountApi.signOutEverywhere(account.id));
    if (out) onChanged(fill(w.endedSessions, { name: account.name, n: out.ended }));
  };
  const other = account.status === 'active' ? 'disabled' : 'active';
  return (
    <tr>
      <td>{account.name}</td>
      <td>{account.email}</td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${account.id}`}>
          {fill(w.changeRole, { name: account.name })}
        </label>
        <select id={`role-${account.id}`} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLE_LIST.map((r) => (
            <option key={r} value={r}>
              {w.roles[r]}
            </option>
          ))}
        </select>
      </td>
      <td>{w.statuses[account.status]}</td>
      <td>{when(account.lastSeenAt)}</td>
      <td className="admin-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy || role === account.role}
          onClick={() => void change({ role })}
        >
          {w.saveRole}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void change({ status: other })}
        >
          {account.status === 'active' ? w.disable : w.enable}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void signOutAll()}>
          {w.signOutEverywhere}
        </button>
        <ErrorText error={error} />
      </td>
    </tr>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const email = useRef<HTMLInputElement>(null);
  const [role, setRole] = useState<Role>('reception');
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  const { busy, error, run } = useAction(w.failed);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const made = await run(() => accountApi.invite(email.current?.value.trim() ?? '', role));
    if (!made) return;
    setLink({ email: made.invite.email, link: made.link });
    if (email.current) email.current.value = '';
    onInvited();
  };
  return (
    <section aria-labelledby="admin-invite-h">
      <h3 id="admin-invite-h">{w.inviteHeading}</h3>
      <form className="admin-fields" noValidate onSubmit={(e) => void submit(e)}>
        <label htmlFor="admin-invite-email">{w.email}</label>
        <input ref={email} id="admin-invite-email" type="email" autoComplete="off" maxLength={254} />
        <label htmlFor="admin-invite-role">{w.role}</label>
        <select id="admin-invite-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLE_LIST.map((r) => (
            <option key={r} value={r}>
              {w.roles[r]}
            </option>
          ))}
        </select>
        <BusyButton type="submit" busy={busy} busyLabel={w.inviting}>
          {w.invite}
        </BusyButton>
      </form>
      <ErrorText error={error} />
      {link && (
        <div role="status">
          <p>{fill(w.inviteLink, { email: link.email })}</p>
          <p>
            <code className="admin-secret" data-testid="invite-link">
              {link.link}
            </code>
          </p>
        </div>
      )}
    </section>
  );
}

export default function Accounts() {
  const [data, setData] = useState<AccountsAnswer | null>(null);
  const [error, setError] = useState('');
  const announce = useAnnounce();
  const info = useStaffInfo();
  const [passwordOn, setPasswordOn] = useState(info?.passwordSignIn ?? false);

  const load = useCallback(async () => {
    const res = await accountApi.accounts();
    if (res.ok) setData(res.data);
    else setError(res.error || w.failed);
  }, []);
  useEffect(() => void load(), [load]);

  const changed = (text: string) => {
    announce(text);
    void load();
  };

  const endPassword = async () => {
    const res = await accountApi.endPasswordSignIn();
    if (res.ok) {
      setPasswordOn(false);
      announce(w.passwordOff);
    } else setError(res.error || w.failed);
  };

  return (
    <section className="admin-table" aria-labelledby="admin-accounts-h">
      <h2 id="admin-accounts-h">{w.heading}</h2>
      <ErrorText error={error} />
      {data && (
        <table>
          <thead>
            <tr>
              <th scope="col">{w.name}</th>
              <th scope="col">{w.email}</th>
              <th scope="col">{w.role}</th>
              <th scope="col">{w.status}</th>
              <th scope="col">{w.lastSeen}</th>
              <th scope="col">{w.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.accounts.map((account) => (
              <AccountRow
                key={`${account.id}-${account.role}-${account.status}`}
                account={account}
                onChanged={changed}
              />
            ))}
          </tbody>
        </table>
      )}
      <InviteForm onInvited={() => void load()} />
      {data && data.invites.length > 0 && (
        <section aria-labelledby="admin-pending-h">
          <h3 id="admin-pending-h">{w.pending}</h3>
          <ul>
            {data.invites.map((invite) => (
              <li key={invite.tokenHash}>
                {invite.email}, {w.roles[invite.role]}, {fill(w.expires, { when: when(invite.expiresAt) })}{' '}
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => void accountApi.withdrawInvite(invite.tokenHash).then(() => load())}
                >
                  {w.withdraw}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="admin-password-h">
        <h3 id="admin-password-h">{w.passwordHeading}</h3>
        <p>{passwordOn ? w.passwordOn : w.passwordOff}</p>
        {passwordOn && (
          <button type="button" className="btn btn-secondary" onClick={() => void endPassword()}>
            {w.endPassword}
          </button>
        )}
      </section>
    </section>
  );
}
