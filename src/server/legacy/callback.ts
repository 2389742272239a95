// The original site's callback calls: POST /callback (the home modal) and POST /api/callbacks from that
// site's header form, both { name, mobile, email, comment }. The phone is renamed to the domain's `phone`
// on the way in, and a refusal names `mobile` on the way out. The site's own forms send `phone`.

import { callbackSchemaFor, type CallbackInput, type CallbackVariant } from '../../lib/schemas/callback';
import type { Scope } from '../http/endpoint';
import { parseWith } from '../http/request';
import { LEGACY_CALLBACK, inOldNames, renameKeys, swapper } from './names';

const CALLBACK = swapper(LEGACY_CALLBACK);

/** Is this the original site's request: its path, or its name for the phone? */
export const isLegacyCallback = (scope: Scope, body: Record<string, unknown>) =>
  scope.url.pathname.startsWith('/callback') || 'mobile' in body;

/** The old request as the domain's CallbackInput (400 naming the old fields when it is not one). */
export function legacyCallbackInput(scope: Scope, body: unknown, variant: CallbackVariant): CallbackInput {
  try {
    return parseWith(scope, callbackSchemaFor(variant), renameKeys(body, CALLBACK));
  } catch (error) {
    throw inOldNames(error, CALLBACK);
  }
}
