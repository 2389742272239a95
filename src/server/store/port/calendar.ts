// The calendar sub-port: when the clinic can be booked.

import type { Closure, ClosureRule } from '../../../lib/closures';

/**
 * When the clinic can be booked: its closures (lib/closures), which bookings.reserve() and move() check in
 * their own atomic step, and what the booking form reads of a date.
 */
export interface Calendar {
  addClosure(rule: ClosureRule): Promise<Closure>;
  /** Every closure, by first date (then by when it was added). */
  closures(): Promise<Closure[]>;
  /** True when something was deleted. */
  deleteClosure(id: string): Promise<boolean>;
  /** A date's booked slots (sorted) and every closure, in one read (one request on Upstash). */
  availability(date: string): Promise<{ booked: string[]; closures: Closure[] }>;
}
