// The calls the handler benchmark times (handlers.bench.ts) and round-trips.bench.ts counts: each as a real
// Request into its Netlify function (tests/helpers/http) and as the bare store operation that handler
// performs, with a clock and appointment slots that never run out.

import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import { SLOTS } from '../../src/lib/slots';
import { addDays, type IsoDate } from '../../src/lib/time';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import type { Store } from '../../src/server/store/port';
import { personBody } from '../helpers/bodies';
import { call, type CallOptions, type Handler } from '../helpers/http';
import { appointmentItem } from '../helpers/reservations';
import { searchOf } from '../helpers/stores';

/** Every limit off: the timings measure the handler and the store, not the benchmark's one address. */
export const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: '0',
  BOOKING_LIMIT_PHONE_PER_DAY: '0',
  BOOKING_LIMIT_PHONE_AHEAD: '0',
  BOOKING_LIMIT_NETWORK_PER_DAY: '0',
};

/** Every limit on, as deployed, but high enough that the benchmark's one address is never refused. */
export const LIMITED = {
  RATE_LIMIT_PER_MINUTE: '100000',
  BOOKING_LIMIT_PHONE_PER_DAY: '1000',
  BOOKING_LIMIT_PHONE_AHEAD: '10000',
  BOOKING_LIMIT_NETWORK_PER_DAY: '100000',
};

/**
 * The handlers' dependencies for a benchmark: these limits, the bench's clock, the store `current()` names at each
 * call (a bench may switch stores between runs), and no log lines (they would be timed too). `undo` restores both.
 */
export function benchDeps(limits: Record<string, string>, clock: SlotClock, current: () => Store) {
  setLogSink(() => {});
  setDeps({ config: configFromEnv(limits), now: clock.now, store: () => Promise.resolve(current()) });
  return {
    undo() {
      setDeps(null);
      setLogSink(null);
    },
  };
}

/**
 * Bookable slots that never run out, and the clock to book them by. Slot n is on day n / 19 after the
 * start; "today" trails the newest slot by LAG days, so every slot handed out in the last LAG days (far more
 * than the calls in flight at once hold) is still between tomorrow and 90 days ahead, whenever the handler
 * reads the clock.
 */
export class SlotClock {
  private static readonly LAG = 10;
  private next = 0;
  constructor(private readonly start: IsoDate = '2030-01-01') {}

  private day(n: number): number {
    return Math.floor(n / SLOTS.length);
  }
  today(): IsoDate {
    return addDays(this.start, this.day(this.next));
  }
  tomorrow(): IsoDate {
    return addDays(this.today(), 1);
  }
  /** Noon in India today. */
  readonly now = (): Date => new Date(`${this.today()}T06:30:00Z`);
  take(): { date: IsoDate; time: string } {
    const n = this.next++;
    return { date: addDays(this.start, SlotClock.LAG + this.day(n)), time: SLOTS[n % SLOTS.length]! };
  }
}

export interface Scenario {
  name: string;
  /** One call of the handler; throws unless it answers 200. */
  handler: () => Promise<void>;
  /** The store operation the handler performs (add / bookedTimes / reserve). */
  store: (store: Store) => Promise<unknown>;
}

async function expectOk(handler: Handler, path: string, options?: CallOptions): Promise<void> {
  const res = await call(handler, path, options);
  if (res.status !== 200) throw new Error(`${path}: unexpected ${res.status}: ${JSON.stringify(res.json)}`);
}

const CALLBACK = {
  name: 'Bench Visitor',
  phone: '9876543210',
  email: 'b@example.org',
  comment: 'Please call in the evening',
};
const PEOPLE = ['Anu', 'Bala', 'Chitra', 'Devi'];

function booking(clock: SlotClock, people: number): Scenario {
  const names = PEOPLE.slice(0, people);
  return {
    name: `POST /api/appointments (${people === 1 ? '1 person' : `${people} people`})`,
    handler: () =>
      expectOk(appointments, '/api/appointments', {
        body: {
          people: names.map((name) => {
            const slot = clock.take();
            return personBody({ name, visitDate: slot.date, visitTime: slot.time });
          }),
          website: '',
        },
      }),
    store: async (s) => {
      const items = names.map((name) => {
        const slot = clock.take();
        return appointmentItem(slot.date, slot.time, name, { groupId: 'bench' });
      });
      const year = Number(clock.today().slice(0, 4));
      const result = await s.bookings.reserve({ year, items, search: searchOf('bookings') });
      if (!result.ok) throw new Error(`reserve refused: ${JSON.stringify(result)}`);
    },
  };
}

/** The four calls: a callback, the booked times of a day, a booking of one and of four people. */
export function scenarios(clock: SlotClock): Scenario[] {
  return [
    {
      name: 'POST /api/callbacks',
      handler: () => expectOk(callbacks, '/api/callbacks', { body: { ...CALLBACK, website: '' } }),
      store: (s) => s.records.add('callbacks', { variant: 'nav', ...CALLBACK }, { search: searchOf('callbacks') }),
    },
    {
      name: 'GET /api/appointments/booked',
      handler: () => expectOk(appointments, `/api/appointments/booked?date=${clock.tomorrow()}`),
      store: (s) => s.bookings.bookedTimes(clock.tomorrow()),
    },
    booking(clock, 1),
    booking(clock, 4),
  ];
}
