// /admin, the Inbox: the four record tables and the messages not delivered.
import { useState } from 'react';
import { TABLES, type TableSpec } from '../../lib/record-tables';
import type { SubmissionKind } from '../../lib/records';
import Messages from './Messages';
import RecordTable from './RecordTable';
import { PAGE_NEEDS } from '../../lib/staff-roles';
import SessionGate, { usePermission, type StaffPageProps } from './SessionGate';

const [callbacks, bookings, contacts, donations] = TABLES;

function Inbox() {
  // Each table for the roles that may read it (the server refuses the others all the same).
  const inbox = usePermission('inbox');
  const schedule = usePermission('schedule');
  const gifts = usePermission('donations');
  const outbox = usePermission('outbox');
  // A staff mail links to its record as /admin?table=<kind>&q=<what to find it by>: that table starts searched.
  const [linked] = useState(() => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    return { table: params.get('table'), q: params.get('q')?.slice(0, 100) ?? '' };
  });
  const table = <K extends SubmissionKind>(spec: TableSpec<K>) => (
    <RecordTable key={spec.kind} spec={spec} initialQuery={linked.table === spec.kind ? linked.q : undefined} />
  );
  return (
    <>
      {inbox && table(callbacks)}
      {schedule && table(bookings)}
      {inbox && table(contacts)}
      {gifts && table(donations)}
      {outbox && <Messages />}
    </>
  );
}

export default function InboxPage(props: StaffPageProps) {
  return (
    <SessionGate {...props} needs={PAGE_NEEDS.inbox}>
      <Inbox />
    </SessionGate>
  );
}
