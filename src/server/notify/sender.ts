// The sender: takes due messages from the outbox, turns each into mail and delivers it, then marks it
// sent, to be retried with back-off, or given up (staff see those in /admin and can try again). Runs right
// after a request (Netlify's waitUntil: the answer never waits for mail) in the deliver function, which a
// public function calls (./handoff), and in the staff function itself; and from the scheduled function
// (netlify/functions/notify.ts; locally `npm run notify`), which also queues the 7 AM list of the day.

import { indiaMinutesNow, indiaToday } from '../../lib/time';
import type { Deps } from '../deps';
import { errorSummary, log } from '../log';
import type { ClaimedMessage } from '../store/port/outbox';
import type { Store } from '../store/port';
import { recipientGate, staffFolded } from './caps';
import type { Mail } from './mail/layout';
import { mailSettings, render } from './render';
import { transportFor, writesFilesOnly, type Transport } from './transport';
import { countSent } from './phone/costs';
import { deliverPhone, WAIT_MS } from './phone/deliver';

/** Minutes to wait after the 1st, 2nd, ... failed try; after the last, the message is given up (~2 days). */
export const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440] as const;
/** A taken message is nobody else's for this long (a sender that died leaves it to the next). */
export const LEASE_MS = 5 * 60_000;
/** Delivered messages are forgotten after this long (their submissions stay, under their own retention). */
export const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
/** Messages given up are forgotten this long after the last try (they name a person's address). */
export const KEEP_FAILED_MS = 30 * 24 * 60 * 60_000;
/** The morning list goes out from 7 AM India time (until noon: a later list is no use to the day). */
export const DIGEST_FROM_MINUTES = 7 * 60;
const DIGEST_UNTIL_MINUTES = 12 * 60;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
  /** Not tried: their channel is off (they wait; staff see why). */
  waited: number;
  /** No transport and no phone channel (a deployed site without SMTP_URL): nothing was taken. */
  waiting: boolean;
}

export interface DeliveryOptions {
  /** At most this many messages. */
  limit: number;
  /** Start no new message after this long (ms). */
  budgetMs: number;
  /** Queue today's morning list when it is time (the scheduled run). */
  digest?: boolean;
  /** Tests hand in their own transport. */
  transport?: Transport | null;
}

/** The day's list, once per date, from 7 AM India time (NOTIFY_DIGEST=off: never). */
export async function queueDigest(deps: Deps): Promise<boolean> {
  const now = deps.now();
  if (!deps.config.notify.digest) return false;
  const minutes = indiaMinutesNow(now);
  if (minutes < DIGEST_FROM_MINUTES || minutes >= DIGEST_UNTIL_MINUTES) return false;
  const date = indiaToday(now);
  const store = await deps.store();
  return store.outbox.enqueue(
    { id: `digest:${date}`, type: 'digest', kind: null, ref: date, createdMs: now.getTime() },
    now.getTime(),
  );
}

/** Messages to a visitor's address (not staff's): capped per recipient, once per address (./caps). */
const TO_VISITOR = new Set<ClaimedMessage['type']>([
  'patient',
  'reminder',
  'donor',
  'receipt',
  'monthly',
  'privacy',
  'breach',
  'camp',
]);

async function sendCapped(
  store: Store,
  transport: Transport,
  message: ClaimedMessage,
  mail: Mail,
  from: string,
  now: Date,
  perDay: number,
): Promise<void> {
  const [address] = mail.to;
  if (!TO_VISITOR.has(message.type) || mail.to.length !== 1 || !address) return transport.send(mail, from);
  const gate = await recipientGate(store, message, address, now, perDay);
  if (!gate.send) {
    log.info('mail_skipped', { type: message.type, why: gate.why });
    return;
  }
  try {
    await transport.send(mail, from);
  } catch (error) {
    await gate.undo();
    throw error;
  }
}

async function deliverOne(
  deps: Deps,
  transport: Transport | null,
  message: ClaimedMessage,
  report: DeliveryReport,
): Promise<void> {
  const store = await deps.store();
  const settings = mailSettings(deps.config);
  try {
    if (message.channel) {
      const phone = await deliverPhone(deps, message);
      if (phone.outcome === 'wait') {
        await store.outbox.settle(message.id, {
          outcome: 'wait',
          atMs: deps.now().getTime() + WAIT_MS,
          error: phone.why,
        });
        report.waited++;
        return;
      }
      await store.outbox.settle(
        message.id,
        phone.outcome === 'drop' ? { outcome: 'drop' } : { outcome: 'sent', atMs: deps.now().getTime() },
      );
      if (phone.outcome === 'drop') report.dropped++;
      else report.sent++;
      return;
    }
    if (!transport) {
      const why = 'email is off: set SMTP_URL and MAIL_FROM';
      await store.outbox.settle(message.id, { outcome: 'wait', atMs: deps.now().getTime() + WAIT_MS, error: why });
      report.waited++;
      return;
    }
    const mails = await render(message, store, settings, deps.now());
    // A staff instant mail past the day's ceiling is folded into the morning list (./caps).
    const { caps } = deps.config.notify;
    const folded = message.type === 'staff' && (await staffFolded(store, deps.now(), caps.staffInstant));
    if (mails.length === 0 || folded) {
      await store.outbox.settle(message.id, { outcome: 'drop' });
      report.dropped++;
      return;
    }
    for (const mail of mails)
      await sendCapped(store, transport, message, mail, settings.from, deps.now(), caps.perRecipient);
    await countSent(store, 'email', deps.now(), mails.length);
    await store.outbox.settle(message.id, { outcome: 'sent', atMs: deps.now().getTime() });
    report.sent++;
    log.info('mail_sent', { type: message.type, kind: message.kind ?? 'digest', attempt: message.attempt });
  } catch (error) {
    const reason = errorSummary(error).slice(0, 300);
    const wait = BACKOFF_MINUTES[message.attempt - 1];
    const atMs = deps.now().getTime() + (wait ?? 0) * 60_000;
    const settlement =
      wait === undefined
        ? ({ outcome: 'failed', atMs, error: reason } as const)
        : ({ outcome: 'retry', atMs, error: reason } as const);
    if (wait === undefined) report.failed++;
    else report.retried++;
    log.warn('mail_failed', { type: message.type, attempt: message.attempt, reason, givenUp: wait === undefined });
    await store.outbox.settle(message.id, settlement).catch((e: unknown) => {
      // The lease runs out and the next run tries again.
      log.error('outbox_settle_failed', { reason: errorSummary(e) });
    });
  }
}

/** Deliver what is due now: the work of one run. */
export async function deliverDue(deps: Deps, options: DeliveryOptions): Promise<DeliveryReport> {
  const started = Date.now();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, dropped: 0, waited: 0, waiting: false };
  const transport = options.transport === undefined ? transportFor(deps.config) : options.transport;
  if (options.digest) await queueDigest(deps);
  const { whatsapp, sms } = deps.config.notify;
  if (!transport && !whatsapp && !sms) {
    report.waiting = true;
    return report;
  }
  const store = await deps.store();
  const messages = await store.outbox.claim(deps.now().getTime(), LEASE_MS, options.limit);
  for (const message of messages) {
    // Out of time: the rest are taken again when their lease ends.
    if (Date.now() - started > options.budgetMs) break;
    await deliverOne(deps, transport, message, report);
  }
  if (options.digest) {
    await store.outbox.purgeSent(deps.now().getTime() - KEEP_SENT_MS, 500);
    // Given-up messages are forgotten after the same retention (staff saw them in /admin meanwhile).
    await store.outbox.purgeFailed(deps.now().getTime() - KEEP_FAILED_MS, 500);
    await store.messaging.purge(deps.now().getTime() - KEEP_SENT_MS, 500);
  }
  return report;
}

/**
 * After a staff action queued messages: deliver them in this process once the answer has gone (a public
 * function hands them to the deliver function instead, ./handoff). The platform's
 * waitUntil keeps the function alive for it; without it, e.g. a plain Node server, the scheduled run
 * delivers them). In Netlify's local emulator without SMTP_URL the messages are only written to OUTBOX_DIR,
 * which takes milliseconds and cannot fail on a mail server: that is done before the answer, so the .eml
 * files are there when the page says "saved" (the emulator ends a function's worker after its answer when
 * only an idle Redis socket is left, and work after the answer is lost there).
 */
export async function deliverAfterResponse(deps: Deps): Promise<void> {
  const work = () =>
    deliverDue(deps, { limit: 10, budgetMs: 8_000 }).catch((error: unknown) => {
      log.error('mail_delivery_failed', { reason: errorSummary(error) });
    });
  if (writesFilesOnly(deps.config)) await work();
  else deps.waitUntil?.(work());
}
