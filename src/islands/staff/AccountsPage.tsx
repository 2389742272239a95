// /admin/accounts: staff accounts and invites (admins).
import Accounts from './Accounts';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function AccountsPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={['accounts']}>
      <Accounts />
    </SessionGate>
  );
}
