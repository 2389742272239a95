// The staff queue of rights requests (lib/privacy): open requests, earliest due first (overdue ones lead);
// staff act with Find a person, its copy and erasure (./people), then answer here: the answer goes to the
// person through the outbox in the same store step, naming the privacy contact (notify/mail/privacy). Each
// step is in the audit log (who) and the processing log (whose data, hashed).

import { adminText } from '../../../i18n/admin';
import { adminRequestsEn } from '../../../i18n/admin-requests';
import type { RightsRequest } from '../../../lib/privacy';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import { logProcessing } from '../privacy/log';
import { answerMessage } from '../privacy/requests';
import { audit, type StaffAct } from './act';

/** At most this many open requests are shown at once. */
export const QUEUE_LIMIT = 200;

const view = ({ code: _code, ...request }: RightsRequest & { code?: unknown }): RightsRequest => request;

export async function requestQueue(act: StaffAct): Promise<RightsRequest[]> {
  const open = await act.store.requests.queue(QUEUE_LIMIT);
  await audit(act, { action: 'requests.list', count: open.length });
  return open.map(view);
}

/** Answer one open request with `text`; 404 when there is none, 409 when it was answered already. */
export async function answerRequest(deps: Deps, act: StaffAct, id: string, text: string): Promise<RightsRequest> {
  const words = adminRequestsEn.requests;
  const trimmed = text.trim();
  if (trimmed.length < 2 || trimmed.length > 4000)
    throw DomainError.invalid(words.answerLength, { text: words.answerLength });
  const nowMs = act.now.getTime();
  // Read first: the answer's message goes where the request's contact is (mail, or a phone channel).
  const existing = await act.store.requests.get(id);
  if (!existing) throw DomainError.notFound(adminText.api.notFound);
  const answered = await act.store.requests.answer(id, { text: trimmed, by: act.actorName, atMs: nowMs }, [
    answerMessage(deps, existing, nowMs),
  ]);
  if (!answered) throw DomainError.conflict(words.notOpen);
  await audit(act, { action: 'requests.answer', recordId: id, detail: answered.type });
  await logProcessing(deps, answered.contact, { action: 'request.answer', count: 1, by: act.actorName });
  return view(answered);
}
