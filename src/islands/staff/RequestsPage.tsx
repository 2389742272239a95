// /admin/requests: people's rights requests, the earliest due first (overdue ones lead, marked), each
// answered here once staff have acted with Find a person (its copy and erasure).
import { PAGE_NEEDS } from '../../lib/staff-roles';
import RequestQueue from './RequestQueue';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function RequestsPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.requests}>
      <RequestQueue />
    </SessionGate>
  );
}
