// /admin/camps: the free camps' dates and each day's printable list (reception and admin).
import Camps from './Camps';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function CampsPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.camps}>
      <Camps />
    </SessionGate>
  );
}
