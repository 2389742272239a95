// A pledge's donor as the statement of donations reports them: the declaration of where the money comes
// from (FCRA), and the name and address in English letters, which staff can correct (e.g. to match the
// PAN; audited). The statement always takes the spelling as it is now.

import { useId, useState, type SubmitEvent } from 'react';
import { adminText } from '../../../i18n/admin';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import type { StoredRecord } from '../../../lib/records';
import { donationsApi } from './api';
import { useAnnounce } from '../SessionGate';
import { BusyButton, ErrorText, useAction } from '../kit';

const w = adminDonationsText.donationsPage.pledges;
type Pledge = StoredRecord<'donations'>;

export default function DonorSpelling({ pledge, onDone }: { pledge: Pledge; onDone: (p: Pledge) => void }) {
  const id = useId();
  const announce = useAnnounce();
  const [name, setName] = useState(pledge.nameLatin ?? '');
  const [address, setAddress] = useState(pledge.addressLatin ?? '');
  const { busy, error, run } = useAction(w.failed);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await run(() => donationsApi.latin(pledge.id, { name, address }));
    if (!saved) return;
    announce(w.latinSaved);
    onDone(saved.pledge);
  };

  return (
    <>
      <p>{adminText.donorIds.sources[pledge.source ?? 'none']}</p>
      <details>
        <summary>{w.latinHeading}</summary>
        <form className="admin-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={`${id}-name`}>{w.latinName}</label>
          <input id={`${id}-name`} lang="en" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          <label htmlFor={`${id}-address`}>{w.latinAddress}</label>
          <textarea
            id={`${id}-address`}
            lang="en"
            rows={2}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
          <ErrorText error={error} />
          <BusyButton type="submit" className="btn btn-secondary" busy={busy}>
            {w.latinSave}
          </BusyButton>
        </form>
      </details>
    </>
  );
}
