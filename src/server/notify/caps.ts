// Mail caps: nobody can use the site to mail someone else, or to drown the staff's inbox.
//
// - Per recipient: mail to a visitor's address (a confirmation, a reminder, a move's mail, a donor's
//   acknowledgement) is counted per mailbox (./mailbox: `a.b+1@gmail.com` is `ab@gmail.com`; hashed: the
//   store never holds it in clear) and India day; past
//   RECIPIENT_PER_DAY the mail is not sent. The address is nobody's verified one, so a stranger can type a
//   victim's: before, ~28,800 pledges a day per network each mailed the victim. Five is what one real
//   person needs on a busy day: a booking's confirmation and its reminder, two moves, a pledge's
//   acknowledgement (a family booking together shares one confirmation per address).
// - Once per address per message: a group booking's message is several mails; each address that got its
//   mail is marked, so when another address of the group fails and the message is tried again, only the
//   addresses not yet delivered get it (before: everyone again, on every retry).
// - Staff instant mails: past STAFF_INSTANT_PER_DAY in an India day (a flood, not a clinic's day: it
//   gets tens of submissions) the instant mail is not sent; the next morning list says how many were folded,
//   and every record is in /admin as always.
//
// The counts live in the store's rate-limit windows (store.limits.hit), shared by every function instance.
// Both caps are settings (MAIL_CAP_PER_RECIPIENT, MAIL_CAP_STAFF_INSTANT; 0 turns one off): the defaults below.

import { addDays, indiaInstant, indiaToday } from '../../lib/time';
import { hiddenKey } from '../store/shared';
import { mailboxKey } from './mailbox';
import type { ClaimedMessage } from '../store/port/outbox';
import type { Store } from '../store/port';

/** Defaults of the settings (src/server/config/env.ts). */
export const RECIPIENT_PER_DAY = 5;
export const STAFF_INSTANT_PER_DAY = 40;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a message's delivered marks are kept: longer than its tries (~2 days) and a staff retry. */
const DELIVERED_MS = 31 * DAY_MS;

const dayWindow = (date: string) => ({ start: indiaInstant(date), ms: DAY_MS });
const foldedKey = (date: string) => `mail:staff-folded:${date}`;

/** What to do with one mail of a message to a visitor's address. */
export type RecipientGate =
  | { send: true; /** The mail failed: give back its marks. */ undo: () => Promise<void> }
  | { send: false; why: 'delivered' | 'capped' };

/**
 * Before sending `message`'s mail to `address`: already delivered, past its day's cap (`perDay`, 0: none),
 * or to send now.
 */
export async function recipientGate(
  store: Store,
  message: ClaimedMessage,
  address: string,
  now: Date,
  perDay: number,
): Promise<RecipientGate> {
  const who = hiddenKey(address.trim().toLowerCase());
  // Counted per mailbox, not per spelling of its address (./mailbox).
  const capKey = `mail:to:${hiddenKey(mailboxKey(address))}`;
  return onceUnderCap(store, `mail:sent:${message.id}:${who}`, message.createdMs, capKey, now, perDay);
}

/**
 * One message's text to one recipient goes once (`markKey`, kept DELIVERED_MS from `createdMs`), and at most
 * `perDay` a day to that recipient (`capKey`; 0: no cap). A send that fails gives both marks back.
 */
async function onceUnderCap(
  store: Store,
  markKey: string,
  createdMs: number,
  capKey: string,
  now: Date,
  perDay: number,
): Promise<RecipientGate> {
  const mark = { key: markKey, start: createdMs, ms: DELIVERED_MS };
  if ((await store.limits.hit(mark.key, mark.start, mark.ms)) > 1) return { send: false, why: 'delivered' };
  const unmark = () => store.limits.hit(mark.key, mark.start, mark.ms, -1);
  if (perDay === 0) return { send: true, undo: async () => void (await unmark()) };
  const day = dayWindow(indiaToday(now));
  if ((await store.limits.hit(capKey, day.start, day.ms)) > perDay) {
    await unmark();
    return { send: false, why: 'capped' };
  }
  return {
    send: true,
    undo: async () => {
      await unmark();
      await store.limits.hit(capKey, day.start, day.ms, -1);
    },
  };
}

/**
 * A staff instant mail: true when today's ceiling (`perDay`, 0: none) is passed (the mail is folded into
 * the morning list).
 */
export async function staffFolded(store: Store, now: Date, perDay: number): Promise<boolean> {
  if (perDay === 0) return false;
  const date = indiaToday(now);
  const day = dayWindow(date);
  if ((await store.limits.hit(`mail:staff:${date}`, day.start, day.ms)) <= perDay) return false;
  await store.limits.hit(foldedKey(date), day.start, day.ms);
  return true;
}

/** The staff instant mails folded on the day before `date` and on `date` so far (the morning list says so). */
export async function foldedBefore(store: Store, date: string): Promise<number> {
  let folded = 0;
  for (const day of [addDays(date, -1), date]) {
    const window = dayWindow(day);
    folded += await store.limits.hit(foldedKey(day), window.start, window.ms, 0);
  }
  return folded;
}

/**
 * Phone messages (WhatsApp, SMS) are capped per phone as mails are per address: each text of a message
 * once (`part`: a visit's or a record's id), and at most `perDay` texts a day to one phone, whatever the
 * channel (0: no cap). `who` is the phone's hash (src/server/notify/phone/keys).
 */
export async function phoneGate(
  store: Store,
  message: ClaimedMessage,
  part: string,
  who: string,
  now: Date,
  perDay: number,
): Promise<RecipientGate> {
  return onceUnderCap(store, `phone:sent:${message.id}:${part}`, message.createdMs, `phone:to:${who}`, now, perDay);
}
