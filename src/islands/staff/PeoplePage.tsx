// /admin/people: find a person's records, give them their copy, erase them.
import FindPerson from './FindPerson';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function PeoplePage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={['people']}>
      <FindPerson />
    </SessionGate>
  );
}
