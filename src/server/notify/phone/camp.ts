// A camp message on a phone channel: one text to the phone the person registered with, in the language of
// the page they registered from, from the registration as it is now (nothing when the message no longer
// holds). The camp's name is the editors' words; the person's typed name and needs never go.

import { CAMPS } from '../../../lib/camp-data';
import { campById, campTimeLabel } from '../../../lib/camps';
import { localizePath, toLocale } from '../../../lib/locale';
import { formatPhone, siteIn } from '../../../lib/site-settings';
import { campTokenWith } from '../../links/camp-token';
import type { CampMessageKind } from '../../store/port/camps';
import type { ClaimedMessage } from '../../store/port/outbox';
import type { Store } from '../../store/port';
import { campMessageHolds } from '../mail/camp';
import { longDate } from '../mail/visit';
import type { MailSettings } from '../render';
import type { PhoneTemplate, PhoneText } from './templates';

const TEMPLATES: Record<Exclude<CampMessageKind, 'confirm'>, PhoneTemplate> = {
  reminder: 'camp_reminder',
  promoted: 'camp_promoted',
  cancelled: 'camp_cancelled',
  'called-off': 'camp_called_off',
};

export async function campTexts(
  message: ClaimedMessage,
  store: Store,
  settings: MailSettings,
  fallback: boolean,
): Promise<PhoneText[]> {
  const [kind, id] = message.ref.split('/') as [CampMessageKind, string];
  const r = await store.camps.get(id);
  const series = r && campById(CAMPS, r.camp);
  if (!r || !series || r.channel === 'email' || !campMessageHolds(kind, r)) return [];
  const locale = toLocale(r.lang);
  const template: PhoneTemplate =
    kind === 'confirm' ? (r.status === 'waiting' ? 'camp_waiting' : 'camp_confirmed') : TEMPLATES[kind];
  const token = campTokenWith(settings.campKey, r);
  const link = token
    ? `${settings.siteUrl}${localizePath('/camps/registration', locale)}#${token}`
    : formatPhone(siteIn(locale).phones[0]?.number ?? '');
  const title = series.title[locale];
  const date = longDate(r.date, locale);
  const time = campTimeLabel(series.start);
  const vars =
    template === 'camp_waiting'
      ? [title, date, link]
      : template === 'camp_cancelled' || template === 'camp_called_off'
        ? [title, date]
        : [title, date, time, String(r.token ?? ''), link];
  return [
    {
      part: r.id,
      phone: r.phone,
      locale,
      channel: fallback ? 'sms' : r.channel,
      template,
      vars,
      // The camp form asks for no WhatsApp-to-SMS consent: a failed WhatsApp text is not sent again by SMS.
      smsFallback: false,
    },
  ];
}
