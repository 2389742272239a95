// What staff send to add a closure (POST /api/admin/closures), checked, and the rule it describes (./closures).
// Apart from the rules: every function's store reads closures, only the staff function takes new ones.

import * as z from 'zod/mini';
import { CLOSURE_MAX_DAYS, CLOSURE_REASON_MAX, type ClosureRule } from './closures';
import { requiredText } from './schemas/common';
import { SLOTS } from './slots';
import { daysBetween, isIsoDate, WEEKDAYS } from './time';

const reason = requiredText('closure.reason.required', CLOSURE_REASON_MAX, 'closure.reason.tooLong');
const date = z.string({ error: 'closure.date.invalid' }).check(z.refine(isIsoDate, { error: 'closure.date.invalid' }));

/** What staff send to add a closure (POST /api/admin/closures). */
export const closureSchema = z
  .object({
    from: date,
    to: z.optional(date),
    slots: z.optional(
      z
        .array(z.enum(SLOTS, { error: 'closure.slots.invalid' }))
        .check(z.minLength(1, { error: 'closure.slots.invalid' })),
    ),
    weekday: z.optional(z.enum(WEEKDAYS, { error: 'closure.weekday.invalid' })),
    reason,
  })
  .check(
    z.refine((c) => !c.to || c.to >= c.from, { error: 'closure.range.backwards', path: ['to'] }),
    z.refine((c) => !c.to || daysBetween(c.from, c.to) < CLOSURE_MAX_DAYS, {
      error: 'closure.range.tooLong',
      path: ['to'],
    }),
  );

export type ClosureInput = z.output<typeof closureSchema>;

/** The rule a valid input describes: one date when `to` is absent; slots in slot order, each once. */
export function toRule(input: ClosureInput): ClosureRule {
  const slots = input.slots ? SLOTS.filter((s) => input.slots!.includes(s)) : undefined;
  return {
    from: input.from,
    to: input.to ?? input.from,
    reason: input.reason,
    ...(slots && slots.length < SLOTS.length ? { slots } : {}),
    ...(input.weekday ? { weekday: input.weekday } : {}),
  };
}
