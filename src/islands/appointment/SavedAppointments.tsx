import type { BookedAppointment } from '../../lib/api';
import { appointmentCalendarFile } from '../../lib/ics';
import { appointmentWhen, bookingChatLink } from './booking-details';
import type { FormWords } from '../../i18n/forms';
import { useWords } from '../forms/words';
import { downloadFile } from '../download';

interface Props {
  id: string;
  appointments: readonly BookedAppointment[];
  /** The clinic's address, for calendar entries. */
  address: string;
  /** The clinic's WhatsApp chat with an empty text (`clinicChatLink('')`): the details are added to it. */
  whatsapp: string;
  /** The manage page in the page's language ('/appointment/manage', '/ta/appointment/manage'). */
  manageHref: string;
  words: FormWords<'appointment'>;
}

/**
 * After a booking: each person's register number, day and time, a calendar file to download, and a
 * WhatsApp chat with the clinic with all of it typed in.
 */
export function SavedAppointments({ id, appointments, address, whatsapp, manageHref, words }: Props) {
  const text = words.text;
  const { translate, fill } = useWords(words);
  return (
    <section className="saved" aria-labelledby={`${id}-saved`}>
      <h2 id={`${id}-saved`}>{text.savedTitle}</h2>
      <ul>
        {appointments.map((a) => {
          const manage = a.manage ? new URL(`${manageHref}#${a.manage}`, window.location.href).href : undefined;
          return (
            <li key={a.id}>
              <strong>{a.name}</strong>: <span className="regno">{a.registerNumber}</span>,{' '}
              {appointmentWhen(a, translate)}{' '}
              <button
                type="button"
                className="btn btn-secondary calendar"
                aria-label={fill(text.calendarFor, { name: a.name, date: a.date })}
                onClick={() => {
                  const file = appointmentCalendarFile(a, address, text, undefined, manage);
                  downloadFile(file.filename, file.text, 'text/calendar;charset=utf-8');
                }}
              >
                {text.calendar}
              </button>{' '}
              {manage && (
                <a href={manage} aria-label={fill(text.manageLinkFor, { name: a.name })}>
                  {text.manageLink}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <a
        className="btn btn-primary"
        href={bookingChatLink(whatsapp, appointments, translate)}
        target="_blank"
        rel="noopener"
      >
        {text.whatsapp}
        <span className="visually-hidden"> {text.whatsappNewTab}</span>
      </a>
    </section>
  );
}
