// The donor adds the UPI reference (UTR) of their payment to their pledge: from the success
// screen right after pledging, or from the private link in the acknowledgement mail (../../donations/
// pledge-token.ts). It is what staff match the bank's credit with; it marks nothing received.

import { normalizeUtr, UTR_PATTERN } from '../../../lib/donations';
import type { Locale } from '../../../lib/locale';
import { wordsIn } from '../../../lib/messages';
import { searchText } from '../../../lib/record-tables';
import type { Deps } from '../../deps';
import { pledgeKeyOf, readPledgeToken } from '../../links/pledge-token';
import { DomainError } from '../../errors';

/** Store the UTR typed for the pledge the token names; the UTR as stored. */
export async function submitUtr(deps: Deps, token: unknown, typed: unknown, locale: Locale): Promise<string> {
  const say = wordsIn(locale);
  const key = pledgeKeyOf(deps.config);
  const claim = key && readPledgeToken(key, token, deps.now().getTime());
  if (!claim) throw DomainError.notFound(say('donation.utr.link'));
  const utr = typeof typed === 'string' ? normalizeUtr(typed.trim()) : '';
  if (!UTR_PATTERN.test(utr))
    throw DomainError.invalid(say('donation.utr.invalid'), { utr: say('donation.utr.invalid') });
  const store = await deps.store();
  const done = await store.donations.setUtr(claim.id, utr, (r) => searchText('donations', r));
  if (!done.ok && done.refused === 'missing') throw DomainError.notFound(say('donation.utr.link'));
  if (!done.ok) throw DomainError.conflict(say('donation.utr.received'));
  return utr;
}
