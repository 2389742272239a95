// An outbox message on a phone channel becomes texts at the moment it is sent, from the records and the
// person's choice as they are then (a choice changed from the manage link since wins; 'none' or a
// deleted record: nothing to send). One text per visit: each visit has its own time, register number
// and private link. No text carries a visitor's typed words or health details.

import type { PhoneChannel, PhoneOptIn } from '../../../lib/channels';
import { localizePath, toLocale, type Locale } from '../../../lib/locale';
import type { StoredRecord } from '../../../lib/records';
import { formatPhone, siteIn } from '../../../lib/site-settings';
import type { ClaimedMessage } from '../../store/port/outbox';
import type { Store } from '../../store/port';
import { manageTokenWith } from '../../services/manage';
import { visitWhen } from '../mail/visit';
import type { MailSettings } from '../render';
import { campTexts } from './camp';
import { breachTexts, privacyTexts } from './privacy';
import { FALLBACK_PREFIX } from './keys';
import type { PhoneTemplate, PhoneText } from './templates';

type Booking = StoredRecord<'bookings'>;

/** The channel a message goes on now: a fallback by SMS; else the person's current choice. */
function channelFor(message: ClaimedMessage, choice: PhoneOptIn): PhoneChannel {
  return message.id.startsWith(FALLBACK_PREFIX) ? 'sms' : choice.channel;
}

/** The choice as changed since (the manage link) or as made. */
const current = (changed: PhoneOptIn | 'none' | null, made: PhoneOptIn | undefined): PhoneOptIn | null =>
  changed === 'none' ? null : (changed ?? made ?? null);

const callUs = (locale: Locale) => formatPhone(siteIn(locale).phones[0]?.number ?? '');

/** The template's variables in order: date, time, then register number and/or link as it names them. */
function visitVars(template: PhoneTemplate, visit: Booking, locale: Locale, link: string): string[] {
  const { date, time } = visitWhen(visit, locale);
  if (template === 'closure_notice') return [date, time, link];
  if (template === 'booking_cancelled') return [date, time, visit.registerNumber];
  return [date, time, visit.registerNumber, link];
}

function bookingTemplate(message: ClaimedMessage, visit: Booking, moved: boolean): PhoneTemplate | null {
  if (message.type === 'closure') return visit.status === 'cancelled' ? null : 'closure_notice';
  if (message.type === 'reminder') return visit.status === 'cancelled' ? null : 'booking_reminder';
  if (message.type !== 'patient') return null;
  if (visit.status === 'cancelled') return moved ? 'booking_cancelled' : null;
  return moved ? 'booking_moved' : 'booking_confirmation';
}

async function bookingTexts(message: ClaimedMessage, store: Store, settings: MailSettings): Promise<PhoneText[]> {
  // ref: group, group/date (a reminder), group/date/id.version (one visit: moved, cancelled, closed).
  const [group, date, one] = message.ref.split('/');
  let visits = await store.bookings.find({ groupId: group! });
  if (date) visits = visits.filter((v) => v.visitDate === date);
  if (one) visits = visits.filter((v) => `${v.id}.${v.link ?? 0}` === one);
  if (message.part) visits = visits.filter((v) => v.id === message.part);
  const choice = current(await store.messaging.choice(group!), visits[0]?.notify);
  if (!choice) return [];
  const texts: PhoneText[] = [];
  for (const visit of visits) {
    const template = bookingTemplate(message, visit, one !== undefined);
    if (!template) continue;
    const locale = toLocale(visit.lang);
    const token = manageTokenWith(settings.manageKey, visit);
    const link = token ? `${settings.siteUrl}${localizePath('/appointment/manage', locale)}#${token}` : callUs(locale);
    texts.push({
      part: visit.id,
      phone: choice.phone,
      locale,
      channel: channelFor(message, choice),
      template,
      vars: visitVars(template, visit, locale, link),
      smsFallback: Boolean(choice.smsFallback),
    });
  }
  return texts;
}

async function donationTexts(message: ClaimedMessage, store: Store): Promise<PhoneText[]> {
  let pledgeId = message.ref;
  let number: string | null = null;
  if (message.type === 'receipt') {
    const receipt = await store.donations.receipt(message.ref);
    if (!receipt || receipt.cancelled) return [];
    pledgeId = receipt.pledgeId;
    number = receipt.number;
  } else if (message.type !== 'donor') return [];
  const pledge = await store.records.get('donations', pledgeId);
  const choice = pledge ? current(await store.messaging.choice(pledge.id), pledge.notify) : null;
  if (!pledge || !choice) return [];
  return [
    {
      part: pledge.id,
      phone: choice.phone,
      locale: toLocale(pledge.lang),
      channel: channelFor(message, choice),
      template: number ? 'receipt_notice' : 'donation_ack',
      vars: [number ?? pledge.reference],
      smsFallback: Boolean(choice.smsFallback),
    },
  ];
}

/** The texts of one phone message (none: nothing left to say, or the person chose no phone messages). */
export async function renderPhone(
  message: ClaimedMessage,
  store: Store,
  settings: MailSettings,
  now: Date,
): Promise<PhoneText[]> {
  if (message.kind === 'bookings') return bookingTexts(message, store, settings);
  if (message.kind === 'donations') return donationTexts(message, store);
  if (message.type === 'camp') return campTexts(message, store, settings, message.id.startsWith(FALLBACK_PREFIX));
  if (message.type === 'privacy') return privacyTexts(message, store, settings, now);
  if (message.type === 'breach') return breachTexts(message, store);
  return [];
}
