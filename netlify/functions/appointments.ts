// Clean appointment API for our islands.
// POST /api/appointments          { patientType?: 'new' | 'old', people: [1..4 persons, 24-hour times] }
//                                 -> { success, message, registerNumbers, appointments }
// GET  /api/appointments/booked?date=YYYY-MM-DD -> { success, date, booked: ['13:00', ...] }
// Each POST that writes carries `altcha`, a solved proof of work (GET /api/challenge; src/server/http/proof.ts).
import type { Config } from '@netlify/functions';
import { bookedDateSchema, bookingSchema } from '../../src/lib/schemas/appointment';
import { endpoint } from '../../src/server/http/endpoint';
import { bookingsPart } from '../../src/server/store/parts/bookings';
import { calendarPart } from '../../src/server/store/parts/calendar';
import { messagingPart } from '../../src/server/store/parts/messaging';
import { limitsPart } from '../../src/server/store/parts/limits';
import { recordsPart } from '../../src/server/store/parts/records';
import { outboxPart } from '../../src/server/store/parts/outbox';
import { publicPost } from '../../src/server/http/public-post';
import { clientKey, enforceRateLimit } from '../../src/server/http/rate-limit';
import { parseWith } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { bookAppointments, getAvailability } from '../../src/server/services/booking';
import { manageToken } from '../../src/server/services/manage';
import { bookingMessages } from '../../src/i18n/messages/booking';

export default endpoint(
  'appointments',
  {
    '/api/appointments': {
      POST: publicPost({ bucket: 'appointments', kind: 'write' }, async (scope, { body, trapped, lang, limits }) => {
        if (trapped) {
          return json({ success: true, message: scope.t('ui.booking.saved'), registerNumbers: [], appointments: [] });
        }
        const input = parseWith(scope, bookingSchema, body);
        const outcome = await bookAppointments(scope.deps, input, {
          lang,
          locale: scope.locale,
          network: clientKey(scope),
          limits,
        });
        return json({
          success: true,
          message: outcome.message,
          registerNumbers: outcome.registerNumbers,
          appointments: outcome.appointments.map((a) => ({
            id: a.id,
            name: a.name,
            registerNumber: a.registerNumber,
            date: a.visitDate,
            day: a.visitDay,
            time: a.visitTime,
            // The private link's token (/appointment/manage#<token>); null when the site has no secret.
            manage: manageToken(scope.deps, a),
          })),
        });
      }),
    },
    '/api/appointments/booked': {
      GET: async (scope) => {
        await enforceRateLimit(scope, 'booked', 'read');
        const date = parseWith(scope, bookedDateSchema, scope.url.searchParams.get('date') ?? undefined);
        return json({ success: true, date, ...(await getAvailability(scope.deps, date)) });
      },
    },
  },
  [bookingsPart, calendarPart, messagingPart, limitsPart, recordsPart, outboxPart, bookingMessages],
);

export const config: Config = { path: ['/api/appointments', '/api/appointments/booked'] };
