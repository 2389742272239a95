// The Redis adapter's key layout (./index), and what each of its sub-ports is given. All keys are under
// `vt:<namespace>:`, the namespace being the deploy context, so previews never touch production data:
//   rec:<kind>        HASH   id -> record JSON
//   idx:<kind>        ZSET   id scored by createdAt (ms)
//   find:<kind>       HASH   id -> search text (what staff can find it by: the write's SearchText, ../port)
//   slots:<date>      HASH   'HH:MM' -> appointment id  (a field exists = the slot is taken)
//   phone:<hash>      ZSET   appointment id scored by its date's day number (a phone's bookings, for limits)
//   group:<groupId>   ZSET   a booking group's appointment ids, scored by createdAt (ms)
//   who:<kind>:phone:<hash>  ZSET  the ids of the kind's records with that phone number (Find a person), and
//   who:<kind>:email:<hash>  ZSET  with that email (lower-cased before hashing), scored by createdAt (ms)
//   migrations        HASH   migration id -> 'done', or where its run stopped ('<ms> <id>'; ./migrations)
//   migrations:lease  STRING the migration runner holding the lease (expires with it)
//   regseq:<year>     STRING the year's register counter
//   rl:<key>:<window> STRING hits in one rate-limit window (expires)
//   audit             ZSET   audit log lines (JSON with a unique id) scored by time (ms)
//   closures          HASH   id -> closure JSON (lib/closures); see ./calendar
//   received:<fy>     ZSET   the donations whose money came in a financial year, scored by the date's day number
//   rcpt              HASH   receipt id -> the receipt as issued (JSON, never changed); see ./donations
//   rcpt:seq          HASH   receipt id -> its number in its year
//   rcpt:cancel       HASH   receipt id -> its cancellation (JSON)
//   rcpt:active       HASH   pledge id -> the id of its receipt in force
//   rcpt:fy:<fy>      ZSET   a year's receipt ids by number;  rcpt:pledge:<id>  ZSET  a pledge's, by when issued
//   80g:<fy>          STRING the year's receipt counter (INCR only in the script that writes the receipt)
//   fy10bd:<fy>       HASH   'filed' | '10be:<donor key>' -> JSON (Form 10BD marks)
//   outbox            HASH   id -> message JSON (what it is about; never changes)
//   outbox:due        ZSET   pending ids by their next try (a taken message: when its lease ends)
//   outbox:tries      HASH   id -> tries so far
//   outbox:error      HASH   id -> the last try's error (only while it is not delivered)
//   outbox:failed     ZSET   ids given up, by when
//   outbox:sent       ZSET   ids delivered, by when (forgotten after a while: purgeSent)
//   req               HASH   rights request id -> JSON (lib/privacy; with its code's hash while unverified)
//   req:made          ZSET   unverified request ids by when made;  req:open ZSET open ids by due (ms)
//   req:done          ZSET   answered ids by when;  req:tries HASH id -> code tries so far (./requests)
//   plog              ZSET   processing log entries (JSON with a unique id) by time (ms)
//   plog:s:<hash>     ZSET   the same entries of one person (their hashed phone or email), by time
//   breach            HASH   breach id -> JSON (lib/breaches);  breach:idx ZSET ids by when recorded
//   msg:*             phone messages' deliveries and STOPs (./messaging)
//   camp:regs         HASH  camp registration id -> JSON (../port/camps; ./camps)
//   camp:day:<camp>:<date>  HASH  capacity, taken (places), tokens (the date's counter), arrivals, cancelled
//   camp:on:<camp>:<date>   ZSET  the date's registration ids by arrival
//   camp:phones:<camp>:<date> HASH  hashed phone -> its registrations on the date that are not cancelled
//   camp:dates:<camp>       ZSET  the camp's dates that have a day hash, scored by day number
//   staff:* (./accounts, ./credentials, ./invites, ./staff-sessions):
//   staff:accounts    HASH   id -> account JSON;  staff:emails HASH lower-cased email -> account id
//   staff:passkeys    HASH   credential id -> passkey JSON with its accountId
//   staff:passkeys-of:<account> SET  the account's credential ids
//   staff:totp        HASH   account id -> { secret, step: the last step used, password: its hash }
//   staff:recovery:<account>  SET  hashes of the account's unused recovery codes
//   staff:invites     HASH   token hash -> invite JSON (with emailKey, expiresMs)
//   staff:invites:due ZSET   token hashes by expiry (ms);  staff:invite-emails HASH email key -> token hash
//   staff:sessions    HASH   session id -> session JSON (with createdMs, lastMs)
//   staff:sessions:idle ZSET session ids by last use (ms), to forget idle ones
//   staff:sessions-of:<account> ZSET  the account's session ids by createdAt (ms)
//   staff:ceremony:<id> STRING a ceremony's value ({ value } JSON), expiring with it (./ceremonies)
//   staff:password-off  STRING set once the shared password no longer signs in (./accounts)

import type { Redis } from '@upstash/redis';
import type { SubmissionKind } from '../../../lib/records';
import { daysBetween } from '../../../lib/time';
import type { PersonQuery } from '../port';
import { hiddenKey, personField } from '../shared';
import type { OutboxKeys } from './lua/outbox/keys';

export function redisKeys(namespace: string) {
  const ns = `vt:${namespace}:`;
  return {
    rec: (kind: SubmissionKind) => `${ns}rec:${kind}`,
    idx: (kind: SubmissionKind) => `${ns}idx:${kind}`,
    find: (kind: SubmissionKind) => `${ns}find:${kind}`,
    slots: (date: string) => `${ns}slots:${date}`,
    regseq: (year: number) => `${ns}regseq:${year}`,
    phone: (phone: string) => `${ns}phone:${hiddenKey(phone)}`,
    group: (groupId: string) => `${ns}group:${groupId}`,
    /** The Find-a-person index a query reads (null: the kind has no such field). */
    person: (kind: SubmissionKind, query: PersonQuery) => {
      const where = personField(kind, query);
      return where && `${ns}who:${kind}:${'phone' in query ? 'phone' : 'email'}:${hiddenKey(where.value)}`;
    },
    migrations: { states: `${ns}migrations`, lease: `${ns}migrations:lease` },
    rate: (key: string, windowStart: number) => `${ns}rl:${key}:${windowStart}`,
    audit: `${ns}audit`,
    closures: `${ns}closures`,
    donations: {
      received: (fy: string) => `${ns}received:${fy}`,
      receipts: `${ns}rcpt`,
      seq: `${ns}rcpt:seq`,
      cancel: `${ns}rcpt:cancel`,
      active: `${ns}rcpt:active`,
      ofYear: (fy: string) => `${ns}rcpt:fy:${fy}`,
      ofPledge: (id: string) => `${ns}rcpt:pledge:${id}`,
      counter: (fy: string) => `${ns}80g:${fy}`,
      year: (fy: string) => `${ns}fy10bd:${fy}`,
    },
    camps: {
      regs: `${ns}camp:regs`,
      day: (camp: string, date: string) => `${ns}camp:day:${camp}:${date}`,
      on: (camp: string, date: string) => `${ns}camp:on:${camp}:${date}`,
      phones: (camp: string, date: string) => `${ns}camp:phones:${camp}:${date}`,
      dates: (camp: string) => `${ns}camp:dates:${camp}`,
    },
    staff: {
      accounts: `${ns}staff:accounts`,
      emails: `${ns}staff:emails`,
      passkeys: `${ns}staff:passkeys`,
      accountPasskeys: (accountId: string) => `${ns}staff:passkeys-of:${accountId}`,
      totp: `${ns}staff:totp`,
      recovery: (accountId: string) => `${ns}staff:recovery:${accountId}`,
      invites: `${ns}staff:invites`,
      invitesDue: `${ns}staff:invites:due`,
      inviteEmails: `${ns}staff:invite-emails`,
      sessions: `${ns}staff:sessions`,
      sessionsIdle: `${ns}staff:sessions:idle`,
      accountSessions: (accountId: string) => `${ns}staff:sessions-of:${accountId}`,
      ceremony: (id: string) => `${ns}staff:ceremony:${id}`,
      passwordOff: `${ns}staff:password-off`,
    },
    privacy: {
      requests: `${ns}req`,
      made: `${ns}req:made`,
      open: `${ns}req:open`,
      done: `${ns}req:done`,
      tries: `${ns}req:tries`,
      log: `${ns}plog`,
      /** Prefix of one subject's processing entries (the purge script adds the subject). */
      logOf: `${ns}plog:s:`,
      breaches: `${ns}breach`,
      breachesByTime: `${ns}breach:idx`,
    },
    outbox: {
      box: `${ns}outbox`,
      due: `${ns}outbox:due`,
      tries: `${ns}outbox:tries`,
      error: `${ns}outbox:error`,
      failed: `${ns}outbox:failed`,
      sent: `${ns}outbox:sent`,
    } satisfies OutboxKeys,
    messaging: {
      deliveries: `${ns}msg:dlv`,
      byTime: `${ns}msg:dlv:time`,
      byPhone: (phoneKey: string) => `${ns}msg:dlv:phone:${phoneKey}`,
      stops: (channel: string) => `${ns}msg:stop:${channel}`,
      choices: `${ns}msg:choice`,
    },
  };
}

export type RedisKeys = ReturnType<typeof redisKeys>;

/** A date's day number (days since 1970-01-01): the phone index's score. */
export const dayNumber = (date: string) => daysBetween('1970-01-01', date);

/** Run one operation of the store: a closed store or a failure is a StoreUnavailableError (./index). */
export type Guard = <T>(operation: string, run: () => Promise<T>) => Promise<T>;

/** What every sub-port of the Redis adapter works with. */
export interface RedisContext {
  redis: Redis;
  k: RedisKeys;
  guard: Guard;
  /** The store's clock. */
  now: () => Date;
}
