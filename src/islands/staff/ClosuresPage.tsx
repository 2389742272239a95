// /admin/closures: closing dates and times, and the patients booked into them.
import Closures from './Closures';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function ClosuresPage({ reasonMaxLength, ...props }: StaffPageProps & { reasonMaxLength: number }) {
  return (
    <SessionGate {...props} needs={['schedule']}>
      <Closures reasonMaxLength={reasonMaxLength} />
    </SessionGate>
  );
}
