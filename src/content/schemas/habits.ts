import { z } from 'astro/zod';
import { both, slug, wholeNumber } from './fields';

/** habits.yaml — the 'Harmonizing Habits' day, twelve two-hour blocks. */
export const habitSchema = () =>
  z
    .strictObject({
      id: slug,
      startHour: wholeNumber(0, 23, 'startHour must be a whole hour, 0 to 23').describe(
        'Hour the block starts, 24-hour clock (5 = 05 am, 17 = 05 pm)',
      ),
      label: both(5, 20, 'label').describe('How the time is shown, e.g. "05–07 am"'),
      organ: both(3, 40, 'organ').describe('The organ the traditional body clock links with this time'),
      habit: both(10, 240, 'habit').describe('What to do in these two hours'),
    })
    .refine((h) => h.startHour % 2 === 1, {
      error: 'startHour must be odd: blocks run 05–07, 07–09, …',
      path: ['startHour'],
    });
