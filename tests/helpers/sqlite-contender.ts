// A separate process that tries to reserve the same slot many times in one embedded store file
// (run by tests/api/concurrency.test.ts to race real OS processes on one SQLite database).
// argv: <db path> <attempts> <date> <time>; prints { ok, conflicts, registerNumbers } as JSON.

import { createEmbeddedStore } from '../../src/server/store/embedded';
import { searchText } from '../../src/lib/record-tables';

const [path, attempts, date, time] = process.argv.slice(2);
const store = createEmbeddedStore({ path: path! });
let ok = 0;
let conflicts = 0;
const registerNumbers: string[] = [];
// Wait for the start signal so every process races at the same moment.
const startAt = Number(process.env.START_AT ?? 0);
while (Date.now() < startAt) await new Promise((r) => setTimeout(r, 2));
for (let i = 0; i < Number(attempts); i++) {
  const result = await store.bookings.reserve({
    year: 2026,
    items: [
      {
        register: { kind: 'assign', prefix: 'FP26' },
        data: {
          groupId: `g-${process.pid}-${i}`,
          patientType: 'new',
          name: 'P',
          gender: 'Female',
          height: '1',
          weight: '1',
          occupation: 'w',
          phone: '9876543210',
          visitDate: date!,
          visitTime: time as '10:00',
          visitDay: 'Tuesday',
        },
      },
    ],
    search: (r) => searchText('bookings', r),
  });
  if (result.ok) {
    ok++;
    registerNumbers.push(result.appointments[0]!.registerNumber);
  } else conflicts++;
}
await store.close();
process.stdout.write(JSON.stringify({ ok, conflicts, registerNumbers }));
