// /admin/audit: the audit log, newest first.
import AuditLog from './AuditLog';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function AuditPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={['audit']}>
      <AuditLog />
    </SessionGate>
  );
}
