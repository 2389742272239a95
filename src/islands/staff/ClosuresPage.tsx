// /admin/closures: closing dates and times, and the patients booked into them.
import Closures from './Closures';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function ClosuresPage({ reasonMaxLength, ...props }: StaffPageProps & { reasonMaxLength: number }) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.closures}>
      <Closures reasonMaxLength={reasonMaxLength} />
    </SessionGate>
  );
}
