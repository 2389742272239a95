// An outbox message becomes a mail at the moment it is sent, from the records as they are then: a record
// deleted since (erased, removed by staff) has nothing left to say (null: the message is dropped).
// Each kind's mail maker is loaded when a message of that kind is sent, not when a function starts: a
// visitor's form function rarely sends a receipt (its PDF stack) or a camp notice (its calendar rules), and
// its cold start should not evaluate them.

import { localizePath, toLocale } from '../../lib/locale';
import type { StoredRecord } from '../../lib/records';
import { site } from '../../lib/site-settings';
import type { AppConfig } from '../config/app-config';
import { manageKeyOf, manageTokenWith } from '../services/manage';
import type { ClaimedMessage } from '../store/port/outbox';
import type { Store } from '../store/port';
import { campKeyOf, campTokenWith } from '../links/camp-token';
import type { CampMessageKind } from '../store/port/camps';
import type { Mail } from './mail/layout';
import type { PatientMailContext } from './mail/patient';
import { pledgeKeyOf, pledgeTokenFor } from '../links/pledge-token';
import { privacyKeysOf, type PrivacyKeys } from '../services/privacy/keys';

export interface MailSettings {
  from: string;
  to: string[];
  siteUrl: string;
  /** Signs each visit's private link (none: the mail asks patients to call). */
  manageKey: Buffer | null;
  /** Signs a pledge's private link to add the UPI reference (none: no link in the mail). */
  pledgeKey: Buffer | null;
  /** Opens a rights request's sealed one-time code (none: no codes are sent). */
  privacyKeys?: PrivacyKeys | null;
  /** Signs a camp registration's private cancel link (none: the message asks people to call). */
  campKey: Buffer | null;
}

export function mailSettings(config: AppConfig): MailSettings {
  return {
    from: config.notify.from ?? `"${site.shortName}" <${site.email}>`,
    to: config.notify.to.length ? config.notify.to : [site.email],
    siteUrl: config.notify.siteUrl ?? site.siteUrl.replace(/\/+$/, ''),
    manageKey: manageKeyOf(config),
    pledgeKey: pledgeKeyOf(config),
    privacyKeys: privacyKeysOf(config),
    campKey: campKeyOf(config),
  };
}

const messageId = (message: ClaimedMessage, settings: MailSettings) =>
  `<${message.id.replace(/[^\w.-]+/g, '.')}@${new URL(settings.siteUrl).hostname}>`;

/** The mails of one outbox message (a group booking's people with different addresses get one each). */
export async function render(
  message: ClaimedMessage,
  store: Store,
  settings: MailSettings,
  now: Date,
): Promise<Mail[]> {
  const id = messageId(message, settings);
  const staff = { siteUrl: settings.siteUrl };
  const toStaff = (body: { subject: string; text: string; html: string }): Mail[] => [
    { ...body, to: settings.to, messageId: id },
  ];

  if (message.type === 'sign-in') {
    const { signInAlertMails } = await import('./mail/sign-in-alert');
    return signInAlertMails(message.ref, store, id);
  }
  if (message.type === 'privacy') {
    const { privacyMails } = await import('./privacy');
    return privacyMails(message, store, settings.privacyKeys ?? null, id, now);
  }
  if (message.type === 'breach') {
    const { breachMails } = await import('./privacy');
    return breachMails(message, store, { to: settings.to, siteUrl: settings.siteUrl }, id);
  }
  if (message.type === 'digest') {
    const [{ foldedBefore }, { digestMail }] = await Promise.all([import('./caps'), import('./mail/staff')]);
    const folded = await foldedBefore(store, message.ref);
    return toStaff(digestMail(message.ref, await store.bookings.onDates(message.ref), staff, folded));
  }
  if (message.type === 'camp') return campMails(message.ref, store, settings, id);
  if (message.kind === 'bookings') {
    // ref: group, or group/date (a reminder), or group/date/id.version (a moved visit's confirmation).
    const [group, date, moved] = message.ref.split('/');
    let visits = await store.bookings.find({ groupId: group! });
    if (date) visits = visits.filter((v) => v.visitDate === date);
    if (moved) visits = visits.filter((v) => `${v.id}.${v.link ?? 0}` === moved);
    if (message.type === 'staff') {
      const { bookingMail } = await import('./mail/staff');
      return visits.length ? toStaff(bookingMail(visits, staff)) : [];
    }
    // A closure notice goes by phone only (src/server/notify/phone).
    if (message.type === 'closure') return [];
    // Patients hear only of visits still to come: not of one cancelled (or moved away from this date).
    visits = visits.filter((v) => v.status !== 'cancelled');
    if (visits.length === 0) return [];
    // Each visit's private link (src/server/services/manage.ts); none when the site has no secret.
    const manageLink: PatientMailContext['manageLink'] = (visit, locale) => {
      const token = manageTokenWith(settings.manageKey, visit);
      return token ? `${settings.siteUrl}${localizePath('/appointment/manage', locale)}#${token}` : null;
    };
    const { byEmail, patientMail } = await import('./mail/patient');
    const ctx: PatientMailContext = { siteUrl: settings.siteUrl, now, manageLink };
    const mails: Mail[] = [];
    for (const [email, theirs] of byEmail(visits)) {
      const locale = toLocale(theirs[0]!.lang);
      const body = patientMail(message.type === 'reminder' ? 'reminder' : 'confirmation', theirs, locale, ctx);
      mails.push({ ...body, to: [email], messageId: id.replace('<', `<${mails.length}.`) });
    }
    return mails;
  }
  if (!message.kind) return [];
  if (message.type === 'receipt') {
    const { receiptMails } = await import('./mail/receipt');
    return receiptMails(message.ref, store, settings.siteUrl, id);
  }
  if (message.type === 'monthly') {
    const [{ pledgeOfRef, queueNextReminder, remindable, stopToken }, { monthlyMail }] = await Promise.all([
      import('../services/donations/monthly'),
      import('./mail/monthly'),
    ]);
    const pledge = await store.records.get('donations', pledgeOfRef(message.ref));
    const token = stopToken(settings.pledgeKey, pledgeOfRef(message.ref), now.getTime());
    if (!remindable(pledge) || !token) return [];
    await queueNextReminder(store, pledge, message.ref, now.getTime());
    const locale = toLocale(pledge.lang);
    const stop = `${settings.siteUrl}${localizePath('/donation/reminders', locale)}#${token}`;
    return [{ ...monthlyMail(pledge, locale, settings.siteUrl, stop), to: [pledge.email], messageId: id }];
  }
  const record = await store.records.get(message.kind, message.ref);
  if (!record) return [];
  const { callbackMail, contactMail, donationMail } = await import('./mail/staff');
  switch (message.kind) {
    case 'callbacks':
      return toStaff(callbackMail(record as StoredRecord<'callbacks'>, staff));
    case 'contacts':
      return toStaff(contactMail(record as StoredRecord<'contacts'>, staff));
    case 'donations': {
      const pledge = record as StoredRecord<'donations'>;
      const locale = toLocale(pledge.lang);
      if (message.type === 'donor') {
        const token = pledgeTokenFor(settings.pledgeKey, pledge);
        const link = token && `${settings.siteUrl}${localizePath('/donation/payment', locale)}#${token}`;
        const { donorMail } = await import('./mail/donor');
        return [{ ...donorMail(pledge, locale, settings.siteUrl, link), to: [pledge.email], messageId: id }];
      }
      return toStaff(donationMail(pledge, staff));
    }
  }
}

/**
 * A camp message (ref `<kind>/<registration id>`), from the registration as it is now: nothing when it no
 * longer holds (a confirmation of a registration cancelled since, a reminder while still waiting). By email
 * when the person gave an address.
 */
async function campMails(ref: string, store: Store, settings: MailSettings, messageId: string): Promise<Mail[]> {
  const [kind, id] = ref.split('/') as [CampMessageKind, string];
  const [{ campById }, { CAMPS }, { campMail, campMessageHolds, campText }] = await Promise.all([
    import('../../lib/camps'),
    import('../../lib/camp-data'),
    import('./mail/camp'),
  ]);
  const registration = await store.camps.get(id);
  const series = registration && campById(CAMPS, registration.camp);
  if (!registration || !series || !registration.email || !campMessageHolds(kind, registration)) return [];
  const locale = toLocale(registration.lang);
  const token = campTokenWith(settings.campKey, registration);
  const link = token && `${settings.siteUrl}${localizePath('/camps/registration', locale)}#${token}`;
  const text = campText(kind, registration, series, locale, link);
  return [{ ...campMail(text, locale), to: [registration.email], messageId }];
}
