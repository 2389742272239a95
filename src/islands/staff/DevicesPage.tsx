// /admin/devices: My sign-in (everyone signed in).
import MySignIn from './MySignIn';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function DevicesPage(props: StaffPageProps) {
  return (
    <SessionGate {...props}>
      <MySignIn />
    </SessionGate>
  );
}
