// Callbacks, contact messages and donation pledges: validated input in, stored record out.

import type { Locale } from '../../lib/locale';
import type { RecordDataByKind, RecordMeta, StoredRecord, SubmissionKind } from '../../lib/records';
import type { CallbackInput, CallbackVariant } from '../../lib/schemas/callback';
import type { ContactInput } from '../../lib/schemas/contact';
import type { DonationInput } from '../../lib/schemas/donation';
import type { Deps } from '../deps';
import { submissionNotices } from '../notify/notices';
import { deliverAfterResponse } from '../notify/handoff';
import { RequestLimits } from './limits';
import { searchText } from '../../lib/record-tables';

/**
 * Store a submission with the messages it asks for and the request's rate limits, in one store step, and
 * send the messages once the answer has gone.
 */
async function save<K extends Exclude<SubmissionKind, 'bookings'>>(
  deps: Deps,
  kind: K,
  data: RecordDataByKind[K] & RecordMeta,
  limits = new RequestLimits(deps, []),
): Promise<StoredRecord<K>> {
  const store = await deps.store();
  const monthly = kind === 'donations' && (data as RecordDataByKind['donations']).frequency === 'Monthly';
  const phone = 'notify' in data ? data.notify?.channel : undefined;
  const notices = submissionNotices(deps.config.notify, kind, deps.now().getTime(), monthly, phone);
  const record = await limits.write((hits) =>
    store.records.add(kind, data, { search: (r) => searchText(kind, r), notices, hits }),
  );
  await deliverAfterResponse(deps);
  return record;
}

/** The optional fields the input has (a non-empty value), in `keys`' order: a stored record keeps no empty key. */
function given<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key]) out[key] = input[key];
  return out;
}

export async function submitCallback(
  deps: Deps,
  input: CallbackInput,
  variant: CallbackVariant,
  lang: Locale = 'en',
  limits?: RequestLimits,
): Promise<StoredRecord<'callbacks'>> {
  const { name, phone } = input;
  return save(deps, 'callbacks', { lang, variant, name, phone, ...given(input, ['email', 'comment']) }, limits);
}

export const submitContact = (deps: Deps, input: ContactInput, lang: Locale = 'en', limits?: RequestLimits) =>
  save(deps, 'contacts', { lang, name: input.name, email: input.email, message: input.message }, limits);

// Crockford base32 without I, L, O, U: easy to read out over the phone.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short donation reference staff can match with the payment, e.g. 'VT-7K3M9QXD' (40 random bits). */
export function newDonationReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let out = '';
  for (const b of bytes) out += REFERENCE_ALPHABET[b & 31];
  return `VT-${out}`;
}

export async function submitDonation(
  deps: Deps,
  input: DonationInput,
  lang: Locale = 'en',
  limits?: RequestLimits,
): Promise<StoredRecord<'donations'>> {
  return save(
    deps,
    'donations',
    {
      lang,
      reference: newDonationReference(),
      name: input.name,
      gender: input.gender,
      email: input.email,
      phone: input.phone,
      address: input.address,
      ...given(input, ['nameLatin', 'addressLatin']),
      frequency: input.frequency,
      ...given(input, ['category']),
      amount: input.amount,
      ...given(input, ['pan']),
      ...(input.idType && input.idNumber ? { idType: input.idType, idNumber: input.idNumber } : {}),
      ...given(input, ['source']),
      paymentMode: input.paymentMode,
      ...given(input, ['message', 'notify']),
    },
    limits,
  );
}
