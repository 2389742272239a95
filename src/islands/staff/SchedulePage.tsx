// /admin/schedule: the day's schedule, printable on A4.
import Schedule from './Schedule';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function SchedulePage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.schedule}>
      <Schedule />
    </SessionGate>
  );
}
