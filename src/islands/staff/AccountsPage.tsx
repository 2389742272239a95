// /admin/accounts: staff accounts and invites (admins).
import Accounts from './Accounts';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function AccountsPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.accounts}>
      <Accounts />
    </SessionGate>
  );
}
