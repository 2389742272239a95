// Staff correct a donor's name and address in English letters (the spelling the statement of donations
// reports: src/lib/latin.ts), e.g. to match the PAN, whether or not the money is in. Checked like the
// donor's own; audited (the log names the pledge, never the words).

import { adminText } from '../../../i18n/admin';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import { latinProblem } from '../../../lib/latin';
import { searchText } from '../../../lib/record-tables';
import type { StoredRecord } from '../../../lib/records';
import { cleanText, hiddenCharacter, LIMITS } from '../../../lib/schemas/common';
import { DomainError } from '../../errors';
import { audit, type StaffAct } from '../staff/act';

export interface LatinInput {
  name: string;
  address: string;
}

const clean = (value: unknown) => (typeof value === 'string' ? cleanText(value).trim() : '');

/** The spellings staff sent, checked (each may be empty: no English-letters spelling kept); else 400. */
export function latinInput(body: Record<string, unknown>): LatinInput {
  const name = clean(body.name);
  const address = clean(body.address);
  const bad =
    (name && (latinProblem(name, 'name', LIMITS.name) || hiddenCharacter(name, false))) ||
    (address && (latinProblem(address, 'address', LIMITS.address) || hiddenCharacter(address, true)));
  if (bad) throw DomainError.invalid(adminDonationsText.donationsApi.latin);
  return { name, address };
}

export async function correctLatin(
  act: StaffAct,
  pledgeId: string,
  input: LatinInput,
): Promise<StoredRecord<'donations'>> {
  const done = await act.store.donations.amendPledge(
    pledgeId,
    (p) => ({ ...p, nameLatin: input.name || undefined, addressLatin: input.address || undefined }),
    (r) => searchText('donations', r),
  );
  if (!done.ok) throw DomainError.notFound(adminText.api.notFound);
  await audit(act, { action: 'donation.latin', kind: 'donations', recordId: pledgeId });
  return done.pledge;
}
