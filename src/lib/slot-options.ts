// The time choices the booking form offers one person: every clinic slot, with the ones that cannot be
// taken disabled and saying why. Pure (the clock and the booked times come in), so it is tested alone.

import { SLOTS, slotLabel, type Slot } from './slots';
import { isSlotPast } from './time';
import type { Translate } from './validate/core';
import { fill } from '../i18n/fill';

/** What the form knows of a person's choice so far ('' while not chosen). */
export interface SlotChoice {
  date: string;
  time: string;
}

/** The notes after a slot's label, in the page's language. */
export interface SlotNotes {
  /** Someone else holds the slot. */
  booked: string;
  /** The clinic closed the slot; `{reason}` is why. */
  closed: string;
  /** Today, and the slot has started. */
  past: string;
  /** Chosen for another person of this booking; `{n}` is that person's number. */
  chosenFor: string;
}

export interface SlotOption {
  value: Slot;
  label: string;
  disabled: boolean;
}

/** What the server said of a date's slots (undefined while unknown). */
export interface DateSlots {
  booked: ReadonlySet<string>;
  /** Closed slots and why. */
  closed: ReadonlyMap<string, string>;
}

/**
 * The options for person `index` of `people`: a slot is closed when the clinic closed it (with the reason),
 * else taken when that date's booked times have it, else past when it has started by `now` in India time,
 * else chosen for another person with the same date. The first reason that applies is the one shown. A null
 * `now` (the clock not read yet) marks nothing past.
 */
export function slotOptions(
  people: readonly SlotChoice[],
  index: number,
  slots: DateSlots | undefined,
  now: Date | null,
  notes: SlotNotes,
  translate?: Translate,
): SlotOption[] {
  const date = people[index]?.date ?? '';
  return SLOTS.map((slot) => {
    let note = '';
    const reason = slots?.closed.get(slot);
    if (reason !== undefined) note = fill(notes.closed, { reason });
    else if (slots?.booked.has(slot)) note = notes.booked;
    else if (date && now && isSlotPast(date, slot, now)) note = notes.past;
    else if (date) {
      const other = people.findIndex((p, j) => j !== index && p.date === date && p.time === slot);
      if (other >= 0) note = fill(notes.chosenFor, { n: other + 1 });
    }
    const label = slotLabel(slot, translate);
    return { value: slot, label: note ? `${label} ${note}` : label, disabled: note !== '' };
  });
}
