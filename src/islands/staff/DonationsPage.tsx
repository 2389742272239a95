// /admin/donations: pledges and their 80G receipts, a bank statement's proposed matches, Form 10BD.
import Form10bd from './donations/Form10bd';
import Pledges from './donations/Pledges';
import Statement from './donations/Statement';
import SessionGate, { type StaffPageProps } from './SessionGate';

export default function DonationsPage(props: StaffPageProps) {
  return (
    <SessionGate {...props}>
      <Pledges />
      <Statement />
      <Form10bd />
    </SessionGate>
  );
}
