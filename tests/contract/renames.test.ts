// The migration of the field renames on every adapter: a store holding bookings, callbacks and pledges as
// the site stored them before its fields had the domain's names (pname, pphone, pappointmentDate, mobile,
// uname, mobno, panno, ...) is migrated by the released list (src/server/migrations/index.ts) and then works
// through today's code: the records read back in the new names, Find a person and search find them, and the
// scripts that read a stored booking's visit (a cancel frees its slot) and a pledge (a payment is recorded)
// act on the migrated records.

import { DatabaseSync } from 'node:sqlite';
import { expect, it } from 'vitest';
import type { SubmissionKind } from '../../src/lib/records';
import { setLogSink } from '../../src/server/log';
import { MIGRATIONS } from '../../src/server/migrations';
import { runMigrations } from '../../src/server/migrations/runner';
import type { Store } from '../../src/server/store/port';
import { appointmentItem } from '../helpers/reservations';
import { contractSuite, searchOf, type AdapterHarness } from '../helpers/stores';

const DATE = '2027-02-10';

/** Each kind's fields under the names the site stored them by before (written out, not derived from the steps). */
const OLD_NAMES: Partial<Record<SubmissionKind, Record<string, string>>> = {
  bookings: {
    name: 'pname',
    registerNumber: 'pregno',
    registeredOn: 'pregdate',
    age: 'page',
    gender: 'pgender',
    height: 'pheight',
    weight: 'pweight',
    occupation: 'pwork',
    phone: 'pphone',
    email: 'pemail',
    place: 'plocation',
    purpose: 'ppurpose',
    medicines: 'pmedicine',
    guardian: 'pguardian',
    guardianRelation: 'pguardianRelation',
    visitDate: 'pappointmentDate',
    visitTime: 'pappointmentTime',
    visitDay: 'pappointmentDay',
  },
  callbacks: { phone: 'mobile' },
  donations: {
    name: 'uname',
    phone: 'mobno',
    pan: 'panno',
    idType: 'idtype',
    idNumber: 'idno',
    paymentMode: 'modeofpay',
    frequency: 'donate',
  },
};

const older = (kind: SubmissionKind, record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [OLD_NAMES[kind]?.[k] ?? k, v]));

/** Every stored record of these kinds rewritten in the old names, behind the store's back. */
async function storeAsBefore(harness: AdapterHarness, store: Store, kinds: SubmissionKind[]): Promise<number> {
  let n = 0;
  for (const kind of kinds) {
    const records = (await store.records.list(kind)) as unknown as Record<string, unknown>[];
    for (const record of records) {
      const data = JSON.stringify(older(kind, record));
      if (harness.name === 'embedded') {
        const db = new DatabaseSync(harness.path!());
        db.prepare('UPDATE records SET data = ? WHERE id = ?').run(data, String(record.id));
        db.close();
      } else {
        const redis = harness.redis!;
        await redis.command(['HSET', `vt:${redis.namespace()}:rec:${kind}`, String(record.id), data]);
      }
      n++;
    }
  }
  return n;
}

contractSuite('renames migration', (harness) => {
  it('bookings, callbacks and pledges stored in the old names work through today’s code once migrated', async () => {
    const store = await harness.create(() => new Date('2027-02-01T04:30:00.000Z'));
    const reserved = await store.bookings.reserve({
      year: 2027,
      items: [
        appointmentItem(DATE, '09:00', 'Kavitha', {
          groupId: 'g-renames',
          phone: '9000077001',
          email: 'k@example.org',
        }),
        appointmentItem(DATE, '09:30', 'Murugan', { groupId: 'g-renames', phone: '9000077002' }),
      ],
      search: searchOf('bookings'),
    });
    if (!reserved.ok) throw new Error(JSON.stringify(reserved));
    await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'Kavitha', phone: '9000077001', email: 'k@example.org' },
      { search: searchOf('callbacks') },
    );
    const pledge = await store.records.add(
      'donations',
      {
        reference: 'VT-RENAME01',
        name: 'Kavitha',
        gender: 'Female',
        email: 'k@example.org',
        phone: '9000077001',
        address: 'Palani',
        frequency: 'Monthly',
        amount: 1200,
        pan: 'ABCDE1234F',
        paymentMode: 'UPI',
      },
      { search: searchOf('donations') },
    );
    expect(await storeAsBefore(harness, store, ['bookings', 'callbacks', 'donations'])).toBe(4);
    const [stored] = (await store.records.list('bookings')) as unknown as Record<string, unknown>[];
    expect(stored).toHaveProperty('pappointmentDate', DATE);
    expect(stored).not.toHaveProperty('visitDate');

    const logs: string[] = [];
    setLogSink((_level, line) => logs.push(line));
    const report = await runMigrations(store, MIGRATIONS, { pageSize: 2 }).finally(() => setLogSink(null));
    expect(report.complete).toBe(true);
    expect(report.failed).toEqual([]);
    expect(logs.filter((line) => line.includes('"written":')).length).toBe(MIGRATIONS.length);
    expect((await runMigrations(store, MIGRATIONS)).runs).toEqual([]);

    const group = await store.bookings.find({ groupId: 'g-renames' });
    expect(group.map((b) => [b.name, b.phone, b.visitDate, b.visitTime]).sort()).toEqual([
      ['Kavitha', '9000077001', DATE, '09:00'],
      ['Murugan', '9000077002', DATE, '09:30'],
    ]);
    for (const record of group) expect(Object.keys(record)).not.toContain('pname');
    const [callback] = await store.records.list('callbacks');
    expect(callback).toMatchObject({ name: 'Kavitha', phone: '9000077001' });
    expect(callback).not.toHaveProperty('mobile');
    const [donation] = await store.records.list('donations');
    expect(donation).toMatchObject({ name: 'Kavitha', phone: '9000077001', pan: 'ABCDE1234F', frequency: 'Monthly' });
    expect(donation).not.toHaveProperty('uname');

    // Found by the new fields, in every kind that keeps a phone.
    for (const kind of ['bookings', 'callbacks', 'donations'] as const) {
      const found = await store.records.findPerson(kind, { phone: '9000077001' });
      expect(
        found.map((r) => r.name),
        kind,
      ).toEqual(['Kavitha']);
    }
    // A cancel reads the stored visit and frees its slot; a payment is recorded on the migrated pledge.
    expect(await store.bookings.bookedTimes(DATE)).toEqual(['09:00', '09:30']);
    const murugan = group.find((b) => b.name === 'Murugan')!;
    expect(await store.bookings.markVisit(murugan.id, 'cancelled')).toMatchObject({ status: 'cancelled' });
    expect(await store.bookings.bookedTimes(DATE)).toEqual(['09:00']);
    const paid = await store.donations.setUtr(pledge.id, '123456789012', searchOf('donations'));
    expect(paid).toMatchObject({ ok: true });
    expect((await store.records.list('donations'))[0]).toMatchObject({ utr: '123456789012', name: 'Kavitha' });
  });
});
