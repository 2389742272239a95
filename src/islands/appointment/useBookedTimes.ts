import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { isIsoDate } from '../../lib/time';

import type { DateSlots } from '../../lib/slot-options';

/** A date's slots as the server told them: booked, closed (with why) and, when every slot is, the reason. */
export type BookedState =
  { status: 'loading' } | ({ status: 'ok'; closedDay: string | null } & DateSlots) | { status: 'failed' };

/**
 * The booked times of every date in `dates`, asked of the server once per date (again after a failure, when
 * `dates` changes). `reload(date)` asks again whatever is cached: after a 409 someone else's booking is
 * news. `forget()` drops them all: after a booking, the slots just taken are no longer free.
 */
export function useBookedTimes(dates: readonly string[]) {
  const [booked, setBooked] = useState<Record<string, BookedState>>({});
  const bookedRef = useRef(booked);
  bookedRef.current = booked;

  const load = useCallback(async (date: string, force = false) => {
    if (!isIsoDate(date)) return;
    if (!force && bookedRef.current[date] && bookedRef.current[date].status !== 'failed') return;
    setBooked((b) => ({ ...b, [date]: { status: 'loading' } }));
    const result = await api.getBookedTimes(date);
    setBooked((b) => ({
      ...b,
      [date]: result.ok
        ? {
            status: 'ok',
            booked: new Set(result.data.booked),
            closed: new Map(result.data.closed.map((c) => [c.time, c.reason])),
            closedDay: result.data.closedDay,
          }
        : { status: 'failed' },
    }));
  }, []);

  useEffect(() => {
    for (const date of dates) if (date) void load(date);
  }, [dates, load]);

  return { booked, reload: (date: string) => void load(date, true), forget: () => setBooked({}) };
}
