// The clinic's appointment slots: 19 half-hour slots from 09:00 to 18:00.
// Stored and sent as 24-hour 'HH:MM'; shown to people in 12-hour style ('1:30 PM').
// The original client wrote the afternoon slots 12-hour style without AM/PM ('01:00' .. '06:00');
// the legacy endpoint translates those with fromLegacySlot / toLegacySlot.

export const SLOTS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
] as const;

export type Slot = (typeof SLOTS)[number];

export const MAX_PEOPLE_PER_BOOKING = 4;
export const BOOKING_WINDOW_DAYS = 90;

const slotSet: ReadonlySet<string> = new Set(SLOTS);

export function isSlot(value: unknown): value is Slot {
  return typeof value === 'string' && slotSet.has(value);
}

/** Minutes after midnight of a slot (or any 'HH:MM'). */
export function slotMinutes(slot: string): number {
  const [h, m] = slot.split(':');
  return Number(h) * 60 + Number(m);
}

/** Text of a message key in some language (see src/lib/validate/core.ts); undefined when unknown. */
type Words = (key: string, params?: Record<string, string | number>) => string | undefined;

/**
 * '13:30' -> '1:30 PM', '09:00' -> '9:00 AM', '12:00' -> '12:00 PM'. With a language's words, the
 * 12-hour time goes into its 'time.morning' (before noon), 'time.afternoon' (to 4 PM) or 'time.evening'
 * message: Tamil writes 'காலை 9:00', 'மதியம் 1:30', 'மாலை 4:30'.
 */
export function slotLabel(slot: Slot, words?: Words): string {
  const minutes = slotMinutes(slot);
  const h24 = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const part = h24 < 12 ? 'morning' : h24 < 16 ? 'afternoon' : 'evening';
  return words?.(`time.${part}`, { time: `${h12}:${mm}` }) ?? `${h12}:${mm} ${h24 >= 12 ? 'PM' : 'AM'}`;
}

/** The slot as the original client wrote it: afternoon slots '01:00' .. '06:00'. */
export function toLegacySlot(slot: Slot): string {
  const minutes = slotMinutes(slot);
  if (minutes < 13 * 60) return slot;
  const h = Math.floor(minutes / 60) - 12;
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A slot from the original client's notation: 24-hour slots as they are, '01:00' .. '06:00' meaning
 * 13:00 .. 18:00, and an optional ':SS' tail (the old answer was cut to its first 5 characters).
 */
export function fromLegacySlot(value: string): Slot | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  let h = Number(match[1]);
  if (h >= 1 && h <= 6) h += 12;
  const candidate = `${String(h).padStart(2, '0')}:${match[2]}`;
  return isSlot(candidate) ? candidate : null;
}
