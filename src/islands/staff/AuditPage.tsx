// /admin/audit: the audit log, newest first.
import AuditLog from './AuditLog';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function AuditPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.audit}>
      <AuditLog />
    </SessionGate>
  );
}
