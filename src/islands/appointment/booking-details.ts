/**
 * The booking success screen's "Send these details to the clinic on WhatsApp": the text a patient sends, in
 * the page's language, from the words the page handed its island (`words`, see src/i18n/forms.ts). Part of
 * the WhatsApp links of ./whatsapp.ts (which re-exports it), kept apart because the booking island imports
 * it: this module reads no dictionary and builds no link, so the booking page's JavaScript carries neither
 * the message dictionaries nor the site settings. The page makes the clinic's link on the server
 * (`clinicChatLink('')`) and hands it to the island.
 */
import type { BookedAppointment } from '../../lib/api';
import { slotLabel } from '../../lib/slots';
import type { Translate } from '../../lib/validate/core';

/**
 * When an appointment is, as the success screen shows it: 'Monday 2026-05-04, 9:00 AM',
 * 'திங்கள்கிழமை 2026-05-04, காலை 9:00'.
 */
export const appointmentWhen = (a: BookedAppointment, words: Translate): string =>
  `${words(`day.${a.day}`) ?? a.day} ${a.date}, ${slotLabel(a.time, words)}`;

/** A greeting, then one line per person: name, register number, day, date and time. */
export const bookingDetailsText = (appointments: readonly BookedAppointment[], words: Translate): string =>
  [
    words('booking.whatsapp.intro'),
    ...appointments.map((a) =>
      words('booking.whatsapp.person', { name: a.name, regno: a.registerNumber, when: appointmentWhen(a, words) }),
    ),
  ].join('\n');

/**
 * The clinic's chat with the booking's details typed in. `clinicLink` is `clinicChatLink('')`, made on the
 * server: the clinic's chat with an empty text, ending in 'text='.
 */
export const bookingChatLink = (
  clinicLink: string,
  appointments: readonly BookedAppointment[],
  words: Translate,
): string => clinicLink + encodeURIComponent(bookingDetailsText(appointments, words));
