// A person's private link to their camp registration: /camps/registration#<token>. Made like a booking's
// manage link (./manage-token: the registration's id, the end of the camp's day, the link's version, which
// a cancel bumps) with a key of its own (./signed-link), so one kind of link never opens the other.
// Used by the registration service and by the messages that carry the link.

import type { CampRegistration } from '../../lib/camp-registrations';
import { linkKeyOf } from './signed-link';
import { signManageToken, visitExpiry } from './manage-token';

/** The key camp links are signed with (null: a deployed site without a usable secret gives no links). */
export const campKeyOf = linkKeyOf('varma-trust camp registration link v1');

/** The private cancel link's token for a registration, valid until the end of its camp's day. */
export function campTokenWith(key: Buffer | null, r: Pick<CampRegistration, 'id' | 'date' | 'link'>): string | null {
  return key ? signManageToken(key, { id: r.id, expiresMs: visitExpiry(r.date), version: r.link ?? 0 }) : null;
}
