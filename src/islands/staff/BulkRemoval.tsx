// Removing several bookings in one action: a whole booking group, or every booking of one phone number from
// today on. The server lists what would go, the dialog says how many slots that frees (and which), and only
// those bookings are removed (src/server/admin/bulk.ts).

import { useRef, useState, type ReactNode } from 'react';
import { adminText, fill } from '../../i18n/admin';
import type { StoredRecord } from '../../lib/records';
import { adminApi } from './api';
import ConfirmDialog from './ConfirmDialog';
import { calendarDate, slot12 } from '../../lib/record-format';
import { useAnnounce } from './SessionGate';

const d = adminText.dashboard;

type Booking = StoredRecord<'bookings'>;
type Scope = 'group' | 'phone';

interface Plan {
  scope: Scope;
  row: Booking;
  bookings: Booking[];
}

interface Options {
  /** The removed bookings' ids (to drop them from the table). */
  onRemoved: (ids: string[]) => void;
}

/** The two row buttons and the one confirmation dialog of the bookings table. */
export function useBulkRemoval({ onRemoved }: Options): {
  buttons: (row: Booking) => ReactNode;
  dialog: ReactNode;
} {
  const announce = useAnnounce();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [rowError, setRowError] = useState<{ id: string; text: string } | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const start = async (scope: Scope, row: Booking, button: HTMLElement) => {
    returnTo.current = button;
    setRowError(null);
    setError('');
    setBusy(`${scope}:${row.id}`);
    const res = await adminApi.related(scope === 'group' ? { group: row.groupId } : { phone: row.phone });
    setBusy(null);
    if (res.ok) setPlan({ scope, row, bookings: res.data.data });
    else setRowError({ id: row.id, text: d.findFailed });
  };

  const confirm = async () => {
    if (!plan) return;
    setBusy('remove');
    setError('');
    const ids = plan.bookings.map((b) => b.id);
    const res = await adminApi.removeBookings(ids);
    setBusy(null);
    if (res.ok) {
      dialogRef.current?.close();
      onRemoved(ids);
      announce(fill(d.bulkRemoved, { count: res.data.removed }));
    } else setError(d.bulkFailed);
  };

  // While its related bookings are looked up, a button says so (and its name is that text).
  const removeButton = (scope: Scope, row: Booking, text: string, label: string) => {
    const finding = busy === `${scope}:${row.id}`;
    return (
      <button
        type="button"
        className="btn admin-danger"
        aria-label={finding ? undefined : fill(label, { what: row.name })}
        disabled={busy !== null}
        onClick={(e) => void start(scope, row, e.currentTarget)}
      >
        {finding ? d.finding : text}
      </button>
    );
  };

  const buttons = (row: Booking) => (
    <>
      {row.groupId && removeButton('group', row, d.removeGroup, d.removeGroupLabel)}
      {removeButton('phone', row, d.removePhone, d.removePhoneLabel)}
      {rowError?.id === row.id && (
        <span className="admin-error-text" role="alert">
          {rowError.text}
        </span>
      )}
    </>
  );

  const count = plan?.bookings.length ?? 0;
  const dialog = (
    <ConfirmDialog
      dialogRef={dialogRef}
      open={plan !== null}
      title={plan?.scope === 'phone' ? fill(d.bulkTitlePhone, { phone: plan.row.phone }) : d.bulkTitleGroup}
      body={count === 0 ? d.bulkNone : count === 1 ? d.bulkBodyOne : fill(d.bulkBody, { count })}
      error={error}
      {...(count > 0 ? { confirmLabel: fill(d.bulkYes, { count }) } : {})}
      busy={busy !== null}
      busyLabel={d.removing}
      onConfirm={() => void confirm()}
      onClose={() => {
        setPlan(null);
        returnTo.current?.focus();
      }}
    >
      {count > 0 && (
        <ul className="admin-bulk-list">
          {plan!.bookings.map((b) => (
            <li key={b.id}>
              {calendarDate(b.visitDate)}, {slot12(b.visitTime)}: {b.name} ({b.registerNumber})
            </li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );

  return { buttons, dialog };
}
