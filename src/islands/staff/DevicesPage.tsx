// /admin/devices: My sign-in (everyone signed in).
import MySignIn from './MySignIn';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function DevicesPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.devices}>
      <MySignIn />
    </SessionGate>
  );
}
