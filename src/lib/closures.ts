// When the clinic is closed: staff close a date, a range of dates, some slots of them, or a weekday
// (every week, or every week within a range), with a reason visitors see ("Closed: Pongal"). Pure rules,
// shared by the booking form (what it shows), the server (what it refuses) and both stores (the embedded
// store runs closedReason in its transaction; the Redis RESERVE script applies the same rule in Lua, and
// one contract suite holds both to it). What staff send to add one is checked by ./closure-input.ts.

import { SLOTS, type Slot } from './slots';
import { weekdayOf, type IsoDate, type Weekday } from './time';

export const CLOSURE_REASON_MAX = 80;
/** A closure may cover at most this many days (a year and a day: an accidental "2026 to 2062" is refused). */
export const CLOSURE_MAX_DAYS = 366;

export interface ClosureRule {
  /** First and last date closed (inclusive). For a weekly closure: the dates it applies between. */
  from: IsoDate;
  to: IsoDate;
  /** Only these slots ('HH:MM'); absent: the whole day. */
  slots?: Slot[];
  /** Only this weekday of each week in from..to (a weekly closure); absent: every date in from..to. */
  weekday?: Weekday;
  /** Shown to visitors, in the words staff typed ("Pongal", "Doctor at a camp"). */
  reason: string;
}

export interface Closure extends ClosureRule {
  id: string;
  createdAt: string;
}

/** True when `rule` closes `time` on `date` (or, without a time, the whole of `date`). */
export function closes(rule: ClosureRule, date: IsoDate, time?: string): boolean {
  if (date < rule.from || date > rule.to) return false;
  if (rule.weekday && weekdayOf(date) !== rule.weekday) return false;
  if (time === undefined) return !rule.slots || rule.slots.length === SLOTS.length;
  return !rule.slots || rule.slots.includes(time as Slot);
}

/** The reason `time` on `date` is closed (the first closure that closes it), or null. */
export function closedReason(rules: readonly ClosureRule[], date: IsoDate, time: string): string | null {
  return rules.find((r) => closes(r, date, time))?.reason ?? null;
}

/** The closed slots of a date with their reasons, in slot order; `whole` when every slot is closed. */
export function closedSlotsOn(
  rules: readonly ClosureRule[],
  date: IsoDate,
): { times: { time: Slot; reason: string }[]; whole: string | null } {
  const times = SLOTS.flatMap((time) => {
    const reason = closedReason(rules, date, time);
    return reason === null ? [] : [{ time, reason }];
  });
  const whole = times.length === SLOTS.length ? (rules.find((r) => closes(r, date))?.reason ?? times[0]!.reason) : null;
  return { times, whole };
}
