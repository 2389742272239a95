import { z } from 'astro/zod';
import { ruleProblem } from '../../lib/camps';
import { both, bothList, isoDay, sample, slug, wholeNumber } from './fields';

const time = (what: string) =>
  z
    .string({ error: `${what} must be written HH:MM (24-hour), e.g. 09:30` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${what} must be written HH:MM (24-hour), e.g. 09:30` });

const days = (what: string) =>
  z
    .array(isoDay)
    .max(60, { error: `${what} can list at most 60 dates` })
    .optional();

/** camps.json — the free medical camps: one entry per series (its place, time, places and dates). */
export const campSchema = () =>
  z
    .strictObject({
      id: slug,
      title: both(3, 90, 'title').describe('Name of the camp, e.g. "Free medical camp, Kodambakkam"'),
      place: z
        .strictObject({
          name: both(2, 90, 'place name').describe('The venue, e.g. a hall or a school'),
          address: both(5, 300, 'address').describe('Street, area and town, as people would find it'),
          map: z
            .url({ protocol: /^https$/, error: 'map must be a full https:// link to a map' })
            .max(500)
            .optional()
            .describe('A map link to the venue (optional, https://…)'),
        })
        .describe('Where the camp is held'),
      start: time('start').describe('When the camp opens, India time, 24-hour HH:MM (e.g. 09:30)'),
      end: time('end').describe('When the camp closes, India time, 24-hour HH:MM (e.g. 13:00)'),
      capacity: wholeNumber(1, 500, 'capacity must be a whole number of people, 1 to 500').describe(
        'How many people one date can take (a family of three takes three places)',
      ),
      services: bothList({ min: 3, max: 80 }, { min: 1, max: 10 }, 'service').describe(
        'What the camp offers (e.g. pulse reading, Varma care), one per line, the same count in en and ta',
      ),
      notes: both(5, 400, 'notes').optional().describe('Anything people should bring or know (optional)'),
      rrule: z
        .string({ error: 'rrule must be text such as FREQ=WEEKLY;BYDAY=TH' })
        .max(200)
        .optional()
        .describe(
          'How the dates repeat, as an RFC 5545 rule: FREQ=WEEKLY;BYDAY=TH (every Thursday), FREQ=MONTHLY;BYDAY=1TU (first Tuesday of the month). Leave empty for one-off dates only',
        ),
      from: isoDay.describe('The first date the rule counts from, YYYY-MM-DD'),
      until: isoDay.optional().describe('The last date of the series, YYYY-MM-DD (optional: open-ended)'),
      dates: days('dates').describe('One-off dates besides the rule, YYYY-MM-DD each'),
      skip: days('skip').describe('Dates the rule gives that are not held (not listed on the site)'),
      cancelled: days('cancelled').describe('Dates called off after they were announced: listed as cancelled'),
      sample,
    })
    .superRefine((c, ctx) => {
      const problem = c.rrule ? ruleProblem(c.rrule, c.from) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['rrule'], message: `rrule cannot be read: ${problem}` });
      if (!c.rrule && !c.dates?.length)
        ctx.addIssue({ code: 'custom', path: ['dates'], message: 'give a rule (rrule) or at least one date' });
      if (c.end <= c.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be after start' });
      if (c.until && c.until < c.from)
        ctx.addIssue({ code: 'custom', path: ['until'], message: 'until must not be before from' });
    });
