// The store port: what every adapter (../redis, ../embedded) provides, one file per sub-port, composed here.
// Each adapter has one file per sub-port of the same name, and both pass one contract suite per sub-port
// (tests/contract/<sub-port>.test.ts).
//
//   records        submissions of every kind: add, read, page, search, find a person, delete, retention's pages
//   bookings       appointments: reserve (all slots or none), move, mark, confirm, their reads, the register counter
//   calendar       when the clinic can be booked: closures, and a date's availability (taken slots + closures)
//   outbox         messages waiting to be sent
//   limits         rate-limit windows
//   audit          the audit log
//   camps          free camps' registrations: places, tokens, the waiting list
//   donations      a pledge's UTR and confirmed payment, 80G receipts, Form 10BD marks
//   accounts, credentials, invites, staff-sessions, ceremonies: staff sign-in
//   requests       rights requests (code, queue, answer)
//   processing     the processing log, kept a year
//   breaches       personal data breaches, the Board's steps and each affected person's notice
//   messaging      phone messages (WhatsApp, SMS): what became of each, and who said STOP
//   migrations     stored records brought to today's shape once: scan, rewrite, which migrations are done, a lease
//
// A write that belongs with others happens in one atomic step whatever sub-port it is on: records.add and
// bookings.reserve count their rate-limit hits and write their outbox messages in the same step; reserve
// and move check the calendar's closures in the step that takes the slot.
//
// No read reads a whole kind: what is looked up by value (a group, a phone or email, a date) is indexed in the
// step of every write that adds, moves or deletes a record (../redis/lookups, ../embedded/schema), so
// bookings.find and records.findPerson read their result only. Records stored before an index existed are
// indexed once by a migration (src/server/migrations), before any request reads them.

import type { Accounts } from './accounts';
import type { AuditLog } from './audit';
import type { Bookings } from './bookings';
import type { Breaches } from './breaches';
import type { Calendar } from './calendar';
import type { Camps } from './camps';
import type { Ceremonies } from './ceremonies';
import type { Credentials } from './credentials';
import type { Donations } from './donations';
import type { Invites } from './invites';
import type { Limits } from './limits';
import type { Messaging } from './messaging';
import type { Migrations } from './migrations';
import type { Outbox } from './outbox';
import type { ProcessingLog } from './processing';
import type { Records } from './records';
import type { Requests } from './requests';
import type { StaffSessions } from './staff-sessions';

export * from './accounts';
export * from './audit';
export * from './bookings';
export * from './breaches';
export * from './calendar';
export * from './camps';
export * from './ceremonies';
export * from './credentials';
export * from './donations';
export * from './invites';
export * from './limits';
export * from './messaging';
export * from './migrations';
export * from './outbox';
export * from './processing';
export * from './records';
export * from './requests';
export * from './staff-sessions';

export type StoreName = 'redis' | 'embedded';

export interface Store {
  readonly name: StoreName;
  readonly records: Records;
  readonly bookings: Bookings;
  readonly calendar: Calendar;
  readonly outbox: Outbox;
  readonly limits: Limits;
  readonly audit: AuditLog;
  readonly donations: Donations;
  readonly camps: Camps;
  readonly accounts: Accounts;
  readonly credentials: Credentials;
  readonly invites: Invites;
  readonly staffSessions: StaffSessions;
  readonly ceremonies: Ceremonies;
  readonly requests: Requests;
  readonly processing: ProcessingLog;
  readonly breaches: Breaches;
  readonly messaging: Messaging;
  readonly migrations: Migrations;
  /** Cheap liveness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Clock for createdAt (tests fix it). */
  now?: () => Date;
}
