// /admin, the Inbox: the four record tables and the messages not delivered.
import { useState } from 'react';
import { TABLES, type TableSpec } from '../../lib/record-tables';
import type { SubmissionKind } from '../../lib/records';
import Messages from './Messages';
import RecordTable from './RecordTable';
import SessionGate, { type StaffPageProps } from './SessionGate';

const [callbacks, bookings, contacts, donations] = TABLES;

function Inbox() {
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
      {table(callbacks)}
      {table(bookings)}
      {table(contacts)}
      {table(donations)}
      <Messages />
    </>
  );
}

export default function InboxPage(props: StaffPageProps) {
  return (
    <SessionGate {...props}>
      <Inbox />
    </SessionGate>
  );
}
