// The dashboard's confirmation: a modal <dialog> with a title, what will happen, an error line, Cancel (first
// focus) and the one danger button. The parent opens it with `open` and closes it with `dialogRef`.

import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { adminText } from '../../i18n/admin';
import { ErrorText } from './kit';

interface Props {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Show it (as a modal) while true. */
  open: boolean;
  title: string;
  /** What will happen: the dialog's description. */
  body: ReactNode;
  /** More below the description (a list of what goes). */
  children?: ReactNode;
  error?: string;
  /** The danger button's words; none when there is nothing to do. */
  confirmLabel?: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  /** Closed, whichever way (Cancel, Escape, or after confirming). */
  onClose: () => void;
}

export default function ConfirmDialog(props: Props) {
  const { dialogRef, open, busy } = props;
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open, dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      className="admin-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onClose={props.onClose}
    >
      <h3 id={`${id}-t`}>{props.title}</h3>
      <p id={`${id}-d`}>{props.body}</p>
      {props.children}
      <ErrorText error={props.error} />
      <div className="admin-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => dialogRef.current?.close()} autoFocus>
          {adminText.dashboard.confirmNo}
        </button>
        {props.confirmLabel && (
          <button type="button" className="btn admin-danger" onClick={props.onConfirm} disabled={busy}>
            {busy ? props.busyLabel : props.confirmLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
