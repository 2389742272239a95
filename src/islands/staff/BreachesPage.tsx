// /admin/breaches (admin): record a data breach, preview and send the notice, keep the Board's steps, with
// the 72-hour countdown of each breach whose detailed report is not recorded yet.
import { PAGE_NEEDS } from '../../lib/staff-roles';
import BreachTool from './BreachTool';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function BreachesPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.breaches}>
      <BreachTool />
    </SessionGate>
  );
}
