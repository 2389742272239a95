import type { BookedAppointment } from '../../lib/api';
import { appointmentCalendarFile } from '../../lib/ics';
import { slotLabel } from '../../lib/slots';
import type { FormWords } from '../../i18n/forms';
import { useWords } from '../forms/words';
import { downloadFile } from '../download';

interface Props {
  id: string;
  appointments: readonly BookedAppointment[];
  /** The clinic's address, for calendar entries. */
  address: string;
  words: FormWords<'appointment'>;
}

/** After a booking: each person's register number, day and time, and a calendar file to download. */
export function SavedAppointments({ id, appointments, address, words }: Props) {
  const text = words.text;
  const { translate, fill } = useWords(words);
  return (
    <section className="saved" aria-labelledby={`${id}-saved`}>
      <h3 id={`${id}-saved`}>{text.savedTitle}</h3>
      <ul>
        {appointments.map((a) => (
          <li key={a.id}>
            <strong>{a.name}</strong>: <span className="regno">{a.registerNumber}</span>,{' '}
            {translate(`day.${a.day}`) ?? a.day} {a.date}, {slotLabel(a.time, translate)}{' '}
            <button
              type="button"
              className="btn btn-secondary calendar"
              aria-label={fill(text.calendarFor, { name: a.name, date: a.date })}
              onClick={() => {
                const file = appointmentCalendarFile(a, address, text);
                downloadFile(file.filename, file.text, 'text/calendar;charset=utf-8');
              }}
            >
              {text.calendar}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
