// What the camps page, the home page's notice and the calendar files show of the next camp dates: each
// date with its series, words in the page's language, its calendar file's address and a WhatsApp share
// link, and its schema.org Event. Browser-safe, pure: the pages pass today's India date.

import { fill } from '../i18n/fill';
import type { CampsText } from '../i18n/camps';
import { campById, campDateLabel, campMinutes, campTimeLabel, upcomingCamps, type CampSeries } from './camps';
import { appointmentIcs } from './ics';
import { localizePath, type Locale } from './locale';

export interface ShownCamp {
  series: CampSeries;
  date: string;
  cancelled: boolean;
  /** `<camp>/<date>`: the form's value. */
  key: string;
  title: string;
  dateLabel: string;
  start: string;
  end: string;
  place: string;
  address: string;
  /** The date's calendar file (built with the site). */
  ics: string;
  share: string;
}

export const icsPath = (camp: string, date: string) => `/camps/ics/${camp}-${date}.ics`;

export function shownCamps(
  all: readonly CampSeries[],
  today: string,
  locale: Locale,
  words: CampsText,
  siteUrl: string,
) {
  return upcomingCamps(all, today).map((d): ShownCamp => {
    const series = campById(all, d.camp)!;
    const shown = {
      series,
      date: d.date,
      cancelled: d.cancelled,
      key: `${d.camp}/${d.date}`,
      title: series.title[locale],
      dateLabel: campDateLabel(d.date, locale),
      start: campTimeLabel(series.start),
      end: campTimeLabel(series.end),
      place: series.place.name[locale],
      address: series.place.address[locale],
      ics: icsPath(d.camp, d.date),
    };
    const text = fill(words.page.shareText, {
      title: shown.title,
      start: shown.start,
      end: shown.end,
      date: shown.dateLabel,
      place: `${shown.place}, ${shown.address}`,
      url: `${siteUrl}${localizePath('/camps', locale)}`,
    });
    return { ...shown, share: `https://wa.me/?text=${encodeURIComponent(text)}` };
  });
}

/** One date's calendar file (both languages in its text: it is one file for everyone). */
export function campIcs(series: CampSeries, date: string, now: Date): string {
  const both = (v: { en: string; ta: string }) => `${v.en} / ${v.ta}`;
  return appointmentIcs({
    id: `camp-${series.id}-${date}`,
    date,
    time: series.start,
    durationMinutes: campMinutes(series),
    summary: both(series.title),
    description: [series.services.en.join(', '), series.notes?.en ?? ''].filter(Boolean).join('\n'),
    reminder: both(series.title),
    location: `${series.place.name.en}, ${series.place.address.en}`,
    now,
  });
}

/** schema.org Event data for the dates (search engines), in the page's language. */
export function campEvents(camps: ShownCamp[], locale: Locale, siteUrl: string) {
  const at = (date: string, time: string) => `${date}T${time}:00+05:30`;
  return camps.map((c) => ({
    '@type': 'Event',
    name: c.title,
    startDate: at(c.date, c.series.start),
    endDate: at(c.date, c.series.end),
    eventStatus: c.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: true,
    inLanguage: locale === 'ta' ? 'ta-IN' : 'en-IN',
    url: `${siteUrl}${localizePath('/camps', locale)}`,
    location: {
      '@type': 'Place',
      name: c.place,
      address: c.address,
      ...(c.series.place.map ? { hasMap: c.series.place.map } : {}),
    },
    organizer: { '@id': `${siteUrl}/#trust` },
    description: c.series.services[locale].join(', '),
  }));
}
