// A person confirms that a pledge's money came: the date, how, how much and the bank's or UPI
// reference, by hand or with one click on a bank statement's proposed match (./statement). Nothing else
// marks a pledge received. Audited; refused once it already is.

import { adminText } from '../../../i18n/admin';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import { RECEIVED_MODES, type Received, type ReceivedMode } from '../../../lib/donations';
import { searchText } from '../../../lib/record-tables';
import type { StoredRecord } from '../../../lib/records';
import { cleanText, hiddenCharacter } from '../../../lib/schemas/common';
import { MAX_DONATION_AMOUNT, parseAmount } from '../../../lib/schemas/donation';
import { indiaToday, isIsoDate } from '../../../lib/time';
import { DomainError } from '../../errors';
import { audit, staffStamp, type StaffAct } from '../staff/act';

const words = adminDonationsText.donationsApi;

/** The longest reference staff can record. */
export const REFERENCE_MAX = 60;

export type ReceivedInput = Pick<Received, 'date' | 'mode' | 'amount' | 'reference'>;

/** What staff sent, checked: a date not after today (India), a mode, an amount, a reference; else 400. */
export function receivedInput(body: Record<string, unknown>, now: Date): ReceivedInput {
  const { date, mode } = body;
  const amount = parseAmount(body.amount);
  const reference = typeof body.reference === 'string' ? cleanText(body.reference).trim() : '';
  const ok =
    isIsoDate(date) &&
    date <= indiaToday(now) &&
    typeof mode === 'string' &&
    (RECEIVED_MODES as readonly string[]).includes(mode) &&
    Number.isFinite(amount) &&
    amount > 0 &&
    amount <= MAX_DONATION_AMOUNT &&
    reference.length > 0 &&
    reference.length <= REFERENCE_MAX &&
    !hiddenCharacter(reference, false);
  if (!ok) throw DomainError.invalid(words.receivedBody);
  return { date, mode: mode as ReceivedMode, amount, reference };
}

/** Mark one pledge received; the pledge as it now is. */
export async function markReceived(
  act: StaffAct,
  pledgeId: string,
  input: ReceivedInput,
): Promise<StoredRecord<'donations'>> {
  const received: Received = { ...input, ...staffStamp(act) };
  const done = await act.store.donations.markReceived(pledgeId, received, (r) => searchText('donations', r));
  if (!done.ok && done.refused === 'missing') throw DomainError.notFound(adminText.api.notFound);
  if (!done.ok) throw DomainError.conflict(words.alreadyReceived);
  await audit(act, { action: 'donation.received', kind: 'donations', recordId: pledgeId });
  return done.pledge;
}
