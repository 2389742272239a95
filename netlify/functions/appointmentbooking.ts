// The original site's appointment endpoint, kept for its old clients:
// POST /api/appointmentbooking.php { appointment_date }  -> ['09:30', '01:00', ...]  (booked times, in the old
//                                                          client's notation: afternoon slots '01:00'..'06:00')
// POST /api/appointmentbooking.php { people: [...] }     -> { success, message, registerNumbers }
//                                                          (the old field names, pname ...; times
//                                                          '01:00'..'06:00' mean 13:00..18:00)
// The old shapes are src/server/legacy's: this function speaks the domain to the services.
// Each POST that writes carries `altcha`, a solved proof of work (GET /api/challenge; src/server/http/proof.ts).
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint';
import { bookingsPart } from '../../src/server/store/parts/bookings';
import { calendarPart } from '../../src/server/store/parts/calendar';
import { messagingPart } from '../../src/server/store/parts/messaging';
import { limitsPart } from '../../src/server/store/parts/limits';
import { publicPost } from '../../src/server/http/public-post';
import { clientKey } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/response';
import { asksForBookedTimes, bookedTimesDate, oldNotation, withOldNames } from '../../src/server/legacy/booking';
import { bookAppointments, getBookedTimes } from '../../src/server/services/booking';
import { bookingMessages } from '../../src/i18n/messages/booking';

export default endpoint(
  'appointmentbooking',
  {
    '/api/appointmentbooking.php': {
      POST: publicPost(
        (raw) =>
          asksForBookedTimes(raw) ? { bucket: 'booked', kind: 'read' } : { bucket: 'appointments', kind: 'write' },
        async (scope, { body, trapped, lang, limits }) => {
          if (asksForBookedTimes(body)) {
            if (trapped) return json([]);
            return json(oldNotation(await getBookedTimes(scope.deps, bookedTimesDate(scope, body))));
          }
          if (trapped) return json({ success: true, message: scope.t('ui.booking.saved'), registerNumbers: [] });
          const outcome = await withOldNames(scope, body, (input) =>
            bookAppointments(scope.deps, input, { lang, locale: scope.locale, network: clientKey(scope), limits }),
          );
          return json({ success: true, message: outcome.message, registerNumbers: outcome.registerNumbers });
        },
      ),
    },
  },
  [bookingsPart, calendarPart, messagingPart, limitsPart, bookingMessages],
);

export const config: Config = { path: '/api/appointmentbooking.php' };
