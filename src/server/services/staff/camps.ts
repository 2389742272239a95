// Free camps for staff (reception and admin): the camps' next dates with their places taken, a date's
// registrations (the day's list: health-adjacent personal data, so each read is audited), marking who came,
// cancelling one registration (the person is told; places go to the waiting list) or calling a date off
// (everyone registered is told), counts per camp. Every change is audited, with ids and counts only.

import type { CampDayState, CampRegistration, StaffCamp } from '../../../lib/camp-registrations';
import { CAMPS } from '../../../lib/camp-data';
import { campById, campDates, CAMP_WEEKS_AHEAD } from '../../../lib/camps';
import { addDays } from '../../../lib/time';
import { DomainError } from '../../errors';
import { audit, type StaffAct } from './act';

const seriesOf = (camp: string) => {
  const series = campById(CAMPS, camp);
  if (!series) throw DomainError.notFound('No such camp.');
  return series;
};

/** Every camp with its dates from a week ago to the weeks ahead, their places taken, and its counts. */
export async function campOverview(act: StaffAct, today: string): Promise<StaffCamp[]> {
  const from = addDays(today, -7);
  const to = addDays(today, CAMP_WEEKS_AHEAD * 7 - 1);
  return Promise.all(
    CAMPS.map(async (series) => {
      const dates = await Promise.all(
        campDates(series, from, to).map(async (d) => {
          const day: CampDayState | null = await act.store.camps.day(series.id, d.date);
          return {
            date: d.date,
            cancelled: d.cancelled || !!day?.cancelled,
            capacity: day?.capacity ?? series.capacity,
            taken: day?.taken ?? 0,
          };
        }),
      );
      return {
        id: series.id,
        title: series.title.en,
        place: `${series.place.name.en}, ${series.place.address.en}`,
        start: series.start,
        end: series.end,
        capacity: series.capacity,
        dates,
        counts: await act.store.camps.counts(series.id, addDays(today, -365), to),
      };
    }),
  );
}

/** A date's registrations: the day's list (audited: who read how many). */
export async function campDay(
  act: StaffAct,
  camp: string,
  date: string,
): Promise<{ registrations: CampRegistration[]; day: CampDayState | null }> {
  seriesOf(camp);
  const [registrations, day] = await Promise.all([act.store.camps.onDate(camp, date), act.store.camps.day(camp, date)]);
  await audit(act, { action: 'camps.day.read', count: registrations.length, detail: `${camp}/${date}` });
  return { registrations, day };
}

export async function markCame(act: StaffAct, id: string, came: boolean): Promise<CampRegistration> {
  const changed = await act.store.camps.markCame(id, came);
  if (!changed) throw DomainError.notFound('No such registration.');
  await audit(act, { action: came ? 'camps.came' : 'camps.notCame', recordId: id });
  return changed;
}

export async function cancelRegistration(act: StaffAct, id: string): Promise<CampRegistration> {
  const result = await act.store.camps.cancel(id, 'staff', act.now.getTime());
  if (!result.ok) {
    if (result.refused === 'cancelled') throw DomainError.conflict('This registration is already cancelled.');
    throw DomainError.notFound('No such registration.');
  }
  await audit(act, { action: 'camps.cancel', recordId: id, count: result.promoted.length });
  return result.registration;
}

/** Call a date off: everyone registered (and waiting) is cancelled and told. */
export async function cancelCampDate(act: StaffAct, camp: string, date: string): Promise<number> {
  const series = seriesOf(camp);
  const told = await act.store.camps.cancelDate(camp, date, series.capacity, act.now.getTime());
  await audit(act, { action: 'camps.date.cancel', count: told.length, detail: `${camp}/${date}` });
  return told.length;
}
