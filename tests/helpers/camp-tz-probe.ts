// Prints the camp dates the recurrence rules give, as JSON: run by tests/unit/lib-camps.test.ts in child
// processes with different TZ values; the dates must not change.

import { CAMPS } from '../../src/lib/camp-data';
import { campDates, nextCamp, type CampSeries } from '../../src/lib/camps';

const series: CampSeries[] = [
  ...CAMPS,
  { ...CAMPS[0]!, id: 'last-day', rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', from: '2026-01-01' },
  { ...CAMPS[0]!, id: 'sunday', rrule: 'FREQ=WEEKLY;BYDAY=SU', from: '2026-12-27' },
];
console.log(
  JSON.stringify({
    offset: new Date('2026-06-01T00:00:00Z').getTimezoneOffset(),
    dates: series.map((s) => campDates(s, '2026-12-20', '2027-03-05')),
    next: nextCamp(CAMPS, '2026-12-31'),
  }),
);
