// /admin/schedule: the day's schedule, printable on A4.
import Schedule from './Schedule';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function SchedulePage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={['schedule']}>
      <Schedule />
    </SessionGate>
  );
}
