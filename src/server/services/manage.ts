// A patient manages their own booking from its private link: see it, cancel it (the slot is
// free at once) or move it to another free slot (atomic, see store.bookings.move). Both are refused within
// MANAGE_CUTOFF_HOURS of the visit, with the clinic's number to call instead. Every answer is in the
// page's language. A move or a cancel bumps the booking's link version: the link it was done
// with, and every other link sent before, stop working with a message saying why; the move's mail carries
// the new link. A move is checked against the phone's per-day limit like a booking: past it the booking is
// held for staff, never refused, and the answer is the same (a refusal would tell whoever holds the link
// that the phone has other visits that day: see ./booking.ts).
//
// The caller's own booking is what they move, but refusing "your phone already has N visits that day"
// would still be an oracle: a prober books a free date with a victim's phone, then moves it date by date.

import { timingFailure } from '../../lib/booking-rules';
import type { Locale } from '../../lib/locale';
import { translator, wordsIn } from '../../lib/messages';
import type { StoredRecord } from '../../lib/records';
import { formatPhone, siteIn } from '../../lib/site-settings';
import { slotMinutes, type Slot } from '../../lib/slots';
import { indiaInstant, indiaToday } from '../../lib/time';
import { secretKeyOf } from '../config/keys';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { manageKey, readManageToken, signManageToken, visitExpiry } from '../links/manage-token';
import { log } from '../log';
import { reminderDueMs } from '../notify/notices';
import { outboxMessage } from '../store/port/outbox';
import { searchText } from '../../lib/record-tables';
import { maskPhone } from '../../lib/channels';
import type { ManageMessages } from '../../lib/api';
import { messagesSchema, toOptIn } from '../../lib/schemas/notify';
import { runSchema } from '../../lib/validate/core';
import { phoneKey } from '../notify/phone/keys';

type Booking = StoredRecord<'bookings'>;

/**
 * The key manage links are signed with: from SESSION_SECRET; on a developer's machine without one, from
 * the generated dev secret. Null (no links) when a deployed site has no usable secret.
 */
export const manageKeyOf = secretKeyOf(manageKey);

/** The private link's token for one appointment with `key`, or null without one. */
export function manageTokenWith(key: Buffer | null, booking: LinkedBooking): string | null {
  if (!key) return null;
  return signManageToken(key, {
    id: booking.id,
    expiresMs: visitExpiry(booking.visitDate),
    version: booking.link ?? 0,
  });
}

type LinkedBooking = Pick<Booking, 'id' | 'visitDate' | 'link'>;

/** The private link's token for one appointment, or null when links are off. */
export const manageToken = (deps: Deps, booking: LinkedBooking): string | null =>
  manageTokenWith(manageKeyOf(deps.config), booking);

/** Epoch ms a visit starts (India time). */
const visitStart = (b: Pick<Booking, 'visitDate' | 'visitTime'>) => indiaInstant(b.visitDate, slotMinutes(b.visitTime));

const clinic = (locale: Locale) => formatPhone(siteIn(locale).phones[0]?.number ?? '');

export interface ManagedBooking {
  booking: Booking;
  /** False within the cut-off before the visit, or once it is cancelled. */
  changeable: boolean;
}

/** The booking a token names; 404 in the page's language when the link is wrong, expired or the booking gone. */
export async function openManaged(deps: Deps, token: unknown, locale: Locale): Promise<ManagedBooking> {
  const key = manageKeyOf(deps.config);
  const now = deps.now().getTime();
  const claim = key ? readManageToken(key, token, now) : null;
  const store = await deps.store();
  const booking = claim ? await store.records.get('bookings', claim.id) : null;
  if (!booking) throw DomainError.notFound(wordsIn(locale)('manage.notFound', { clinic: clinic(locale) }));
  // A link from before the booking's last move or cancel.
  if (claim?.version !== (booking.link ?? 0)) {
    throw DomainError.notFound(wordsIn(locale)('manage.replaced', { clinic: clinic(locale) }));
  }
  const cutoffMs = deps.config.manageCutoffHours * 3_600_000;
  return { booking, changeable: booking.status !== 'cancelled' && visitStart(booking) - now > cutoffMs };
}

function refuseLate(deps: Deps, managed: ManagedBooking, locale: Locale): void {
  if (managed.booking.status === 'cancelled') throw DomainError.conflict(wordsIn(locale)('manage.cancelled'));
  if (!managed.changeable) {
    throw DomainError.conflict(
      wordsIn(locale)('manage.tooLate', { hours: deps.config.manageCutoffHours, clinic: clinic(locale) }),
    );
  }
}

/**
 * A moved visit's mails: at once, its confirmation with the new link (ref group/date/id.version: that visit
 * only, one message per move); the reminder due for its old date no longer finds it there (render skips
 * it); the new date gets its own, unless one for the group's visits on that date is already waiting.
 */
async function tellOfMove(deps: Deps, booking: Booking): Promise<void> {
  await tellPhone(deps, booking);
  if (!booking.email?.trim()) return;
  const nowMs = deps.now().getTime();
  const store = await deps.store();
  const date = `${booking.groupId}/${booking.visitDate}`;
  const moved = outboxMessage(
    { type: 'patient', dueMs: nowMs, ref: `${date}/${booking.id}.${booking.link ?? 0}` },
    'bookings',
    booking.groupId,
    nowMs,
  );
  await store.outbox.enqueue(moved.message, nowMs);
  const dueMs = reminderDueMs(booking.visitDate);
  if (dueMs <= nowMs) return;
  const { message } = outboxMessage({ type: 'reminder', dueMs, ref: date }, 'bookings', booking.groupId, nowMs);
  await store.outbox.enqueue(message, dueMs);
}

/**
 * A moved or cancelled visit's phone message (its group chose one): the move's with the new link, the
 * cancel's confirmation; one per visit and link version. Its reminder follows the email's (see tellOfMove).
 */
async function tellPhone(deps: Deps, booking: Booking): Promise<void> {
  const store = await deps.store();
  const changed = await store.messaging.choice(booking.groupId);
  const channel = changed === 'none' ? undefined : (changed ?? booking.notify)?.channel;
  if (!channel) return;
  const nowMs = deps.now().getTime();
  const date = `${booking.groupId}/${booking.visitDate}`;
  const ref = `${date}/${booking.id}.${booking.link ?? 0}`;
  const told = outboxMessage({ type: 'patient', dueMs: nowMs, ref, channel }, 'bookings', booking.groupId, nowMs);
  await store.outbox.enqueue(told.message, nowMs);
  const dueMs = reminderDueMs(booking.visitDate);
  if (booking.status === 'cancelled' || dueMs <= nowMs) return;
  const reminder = outboxMessage({ type: 'reminder', dueMs, ref: date, channel }, 'bookings', booking.groupId, nowMs);
  await store.outbox.enqueue(reminder.message, dueMs);
}

export async function cancelManaged(deps: Deps, token: unknown, locale: Locale): Promise<Booking> {
  const managed = await openManaged(deps, token, locale);
  refuseLate(deps, managed, locale);
  const store = await deps.store();
  const cancelled = await store.bookings.markVisit(managed.booking.id, 'cancelled');
  if (!cancelled) throw DomainError.notFound(wordsIn(locale)('manage.notFound', { clinic: clinic(locale) }));
  await tellPhone(deps, cancelled);
  return cancelled;
}

/** Move to another slot; answers the moved booking and its new link (the old one stops working). */
export async function moveManaged(
  deps: Deps,
  token: unknown,
  to: { date: string; time: Slot },
  locale: Locale,
): Promise<{ booking: Booking; token: string | null }> {
  const managed = await openManaged(deps, token, locale);
  refuseLate(deps, managed, locale);
  const timing = timingFailure([{ visitDate: to.date, visitTime: to.time }], deps.now(), translator(locale));
  if (timing) throw DomainError.invalid(timing.error, timing.fields);
  const store = await deps.store();
  const { phonePerDay } = deps.config.bookingLimits;
  const limits = phonePerDay ? { today: indiaToday(deps.now()), perDay: phonePerDay, ahead: 0 } : undefined;
  const result = await store.bookings.move(managed.booking.id, to, (r) => searchText('bookings', r), limits);
  const t = wordsIn(locale);
  if (result.ok) {
    if (result.appointment.held) log.warn('booking_held', { endpoint: 'manage', limit: result.appointment.held });
    await tellOfMove(deps, result.appointment);
    return { booking: result.appointment, token: manageToken(deps, result.appointment) };
  }
  if (result.refused === 'closed') {
    throw DomainError.conflict(t('booking.slotClosed', { slot: to.time, date: to.date, reason: result.reason }));
  }
  if (result.refused === 'taken') {
    throw DomainError.conflict(t('manage.taken', { slot: to.time, date: to.date }));
  }
  if (result.refused === 'cancelled') throw DomainError.conflict(t('manage.cancelled'));
  throw DomainError.notFound(t('manage.notFound', { clinic: clinic(locale) }));
}

/** The visit's messages as its page shows them: the channel and the phone, masked. */
export async function messagesOf(deps: Deps, booking: Booking): Promise<ManageMessages> {
  const store = await deps.store();
  const changed = await store.messaging.choice(booking.groupId);
  const current = changed === 'none' ? null : (changed ?? booking.notify ?? null);
  return current
    ? { channel: current.channel, phone: maskPhone(current.phone), smsFallback: Boolean(current.smsFallback) }
    : { channel: 'none', phone: null, smsFallback: false };
}

/**
 * Change how the booking's group hears from the clinic (from its private link): a phone channel or none.
 * Choosing a channel again opts the phone back in after a STOP; messages already waiting follow the new
 * choice when they are sent (src/server/notify/phone/render.ts).
 */
export async function changeMessages(
  deps: Deps,
  token: unknown,
  input: unknown,
  locale: Locale,
): Promise<ManageMessages> {
  const { booking } = await openManaged(deps, token, locale);
  const parsed = runSchema(messagesSchema, input, translator(locale));
  if (!parsed.success) throw DomainError.invalid(parsed.error, parsed.fields);
  const optIn = toOptIn(parsed.data);
  const store = await deps.store();
  await store.messaging.setChoice(booking.groupId, optIn ?? 'none');
  if (optIn) await store.messaging.optIn(optIn.channel, phoneKey(optIn.phone));
  return messagesOf(deps, booking);
}
