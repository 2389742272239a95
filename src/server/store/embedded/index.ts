// Embedded adapter: node:sqlite in a file under .data/ so `npm run dev` works on a fresh clone with no
// account and no server. Never used in production (see ../index). WAL journal, one transaction per write
// (./db), the schema in ./schema; one file per sub-port of ../port, composed here on one database handle.

import type { Store, StoreOptions } from '../port';
import { embeddedBreaches } from './breaches';
import { accountStatements, embeddedAccounts } from './accounts';
import { embeddedAudit } from './audit';
import { embeddedBookings } from './bookings';
import { embeddedCamps } from './camps';
import { embeddedDonations } from './donations';
import { closureReads, embeddedCalendar } from './calendar';
import { embeddedCeremonies } from './ceremonies';
import { embeddedCredentials } from './credentials';
import { openDatabase, settled } from './db';
import { embeddedInvites } from './invites';
import { embeddedLimits, windowCounter } from './limits';
import { embeddedOutbox, outboxStatements } from './outbox';
import { embeddedRecords } from './records';
import { embeddedRequests } from './requests';
import { embeddedProcessing } from './processing';
import { embeddedStaffSessions } from './staff-sessions';
import { embeddedMessaging } from './messaging';
import { embeddedMigrations } from './migrations';

export interface EmbeddedStoreOptions extends StoreOptions {
  /** File path (its folder is created), or ':memory:'. */
  path: string;
}

export function createEmbeddedStore(options: EmbeddedStoreOptions): Store {
  const db = openDatabase(options.path, options.now ?? (() => new Date()));
  const counter = windowCounter(db);
  const outboxSql = outboxStatements(db.db);
  const closures = closureReads(db);
  const accountSql = accountStatements(db.db);
  return {
    name: 'embedded',
    records: embeddedRecords(db, counter, outboxSql),
    bookings: embeddedBookings(db, counter, closures, outboxSql),
    calendar: embeddedCalendar(db, closures),
    outbox: embeddedOutbox(db, outboxSql),
    limits: embeddedLimits(db, counter),
    audit: embeddedAudit(db),
    donations: embeddedDonations(db, outboxSql),
    camps: embeddedCamps(db, counter, outboxSql),
    accounts: embeddedAccounts(db, accountSql),
    credentials: embeddedCredentials(db),
    invites: embeddedInvites(db, accountSql),
    staffSessions: embeddedStaffSessions(db),
    ceremonies: embeddedCeremonies(db),
    requests: embeddedRequests(db, outboxSql),
    breaches: embeddedBreaches(db, outboxSql),
    processing: embeddedProcessing(db),
    messaging: embeddedMessaging(db),
    migrations: embeddedMigrations(db),

    ping: () =>
      db.read('ping', () => {
        db.db.prepare('SELECT 1').get();
      }),

    close: () => settled(() => db.close()),
  };
}
