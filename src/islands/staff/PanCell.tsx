// A donation's PAN in the table: masked as the list gives it; "Show PAN" asks the server for the full one
// (which writes it in the audit log), pressing again hides it.

import { useState } from 'react';
import { adminText, fill } from '../../i18n/admin';
import { adminApi } from './api';
import { useAnnounce, usePermission } from './SessionGate';

const d = adminText.dashboard;

interface Props {
  id: string;
  /** The masked PAN from the list ('' when the donation has none). */
  pan: string;
  name: string;
}

export default function PanCell({ id, pan, name }: Props) {
  const announce = useAnnounce();
  const [full, setFull] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // Only a role that may see a full PAN (accounts, admin) is offered the button.
  const mayReveal = usePermission('donations.pan');

  const toggle = async () => {
    if (full !== null) {
      setFull(null);
      return;
    }
    setAsking(true);
    const res = await adminApi.showPan(id);
    setAsking(false);
    if (res.ok) setFull(res.data.pan);
    else announce(d.panFailed);
  };

  return (
    <td className="pan-cell">
      {pan && (
        <>
          <span className="pan">{full ?? pan}</span>
          {mayReveal && (
            <button
              type="button"
              className="pan-toggle"
              aria-pressed={full !== null}
              aria-label={fill(d.revealPanLabel, { name })}
              disabled={asking}
              onClick={() => void toggle()}
            >
              {d.revealPan}
            </button>
          )}
        </>
      )}
    </td>
  );
}
