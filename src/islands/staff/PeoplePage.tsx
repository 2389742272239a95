// /admin/people: find a person's records, give them their copy, erase them.
import FindPerson from './FindPerson';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function PeoplePage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.people}>
      <FindPerson />
    </SessionGate>
  );
}
