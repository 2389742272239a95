// A patient's own booking, from its private link (the token comes in the body, never in the URL):
// POST /api/appointments/manage         { token }              -> { success, appointment, changeable, cutoffHours }
// POST /api/appointments/manage/cancel  { token }              -> { success, message, appointment }
// POST /api/appointments/manage/move    { token, date, time }  -> { success, message, appointment, token }
// POST /api/appointments/manage/messages { token, notifyChannel, notifyPhone?, smsFallback? } -> { success, message, messages }
// (The link's rights request, /api/appointments/manage/privacy, is the privacy function's, with the others.)
// A wrong or expired link, or one from before the booking's last move or cancel: 404; within the cut-off, a
// taken or closed slot: 409; words in the page's language.
import type { Config } from '@netlify/functions';
import { isSlot } from '../../src/lib/slots';
import { isIsoDate, weekdayOf } from '../../src/lib/time';
import type {
  ManageChangedResponse,
  ManagedAppointment,
  ManageMessagesResponse,
  ManageOpenedResponse,
} from '../../src/lib/api';
import type { StoredRecord } from '../../src/lib/records';
import { HttpError } from '../../src/server/errors';
import { endpoint } from '../../src/server/http/endpoint';
import { recordsPart } from '../../src/server/store/parts/records';
import { outboxPart } from '../../src/server/store/parts/outbox';
import { messagingPart } from '../../src/server/store/parts/messaging';
import { bookingsPart } from '../../src/server/store/parts/bookings';
import { limitsPart } from '../../src/server/store/parts/limits';
import { manageLinkPost } from '../../src/server/http/public-post';
import { json } from '../../src/server/http/response';
import { deliverAfterResponse } from '../../src/server/notify/handoff';
import { cancelManaged, changeMessages, messagesOf, moveManaged, openManaged } from '../../src/server/services/manage';
import { manageMessages } from '../../src/i18n/messages/manage';
import { bookingMessages } from '../../src/i18n/messages/booking';

const view = (b: StoredRecord<'bookings'>): ManagedAppointment => ({
  id: b.id,
  name: b.name,
  registerNumber: b.registerNumber,
  date: b.visitDate,
  day: b.visitDay,
  time: b.visitTime,
  status: b.status ?? 'booked',
});

export default endpoint(
  'manage',
  {
    '/api/appointments/manage': {
      POST: manageLinkPost(async (scope, { body }) => {
        const { booking, changeable } = await openManaged(scope.deps, body.token, scope.locale);
        const answer: ManageOpenedResponse = {
          success: true,
          appointment: view(booking),
          messages: await messagesOf(scope.deps, booking),
          changeable,
          cutoffHours: scope.deps.config.manageCutoffHours,
        };
        return json(answer);
      }),
    },
    '/api/appointments/manage/cancel': {
      POST: manageLinkPost(async (scope, { body }) => {
        const booking = await cancelManaged(scope.deps, body.token, scope.locale);
        // The cancel's phone message (when the group chose one) goes after the answer.
        await deliverAfterResponse(scope.deps);
        const answer: ManageChangedResponse = {
          success: true,
          message: scope.t('manage.cancelledNow'),
          appointment: view(booking),
        };
        return json(answer);
      }),
    },
    '/api/appointments/manage/messages': {
      POST: manageLinkPost(async (scope, { body }) => {
        const { token, ...choice } = body;
        const messages = await changeMessages(scope.deps, token, choice, scope.locale);
        const answer: ManageMessagesResponse = { success: true, message: scope.t('manage.messagesSaved'), messages };
        return json(answer);
      }),
    },
    '/api/appointments/manage/move': {
      POST: manageLinkPost(async (scope, { body }) => {
        const { date, time } = body;
        if (!isIsoDate(date) || !isSlot(time)) {
          const message = scope.t('appointment.time.required');
          throw new HttpError(400, message, { date: message });
        }
        const moved = await moveManaged(scope.deps, body.token, { date, time }, scope.locale);
        // The move's mail (its new link) goes after the answer, like a booking's.
        await deliverAfterResponse(scope.deps);
        const answer: ManageChangedResponse = {
          success: true,
          message: scope.t('manage.movedNow', { day: weekdayOf(date), date, slot: time }),
          appointment: view(moved.booking),
          token: moved.token,
        };
        return json(answer);
      }),
    },
  },
  [recordsPart, outboxPart, messagingPart, bookingsPart, limitsPart, bookingMessages, manageMessages],
);

export const config: Config = {
  path: [
    '/api/appointments/manage',
    '/api/appointments/manage/cancel',
    '/api/appointments/manage/messages',
    '/api/appointments/manage/move',
  ],
};
