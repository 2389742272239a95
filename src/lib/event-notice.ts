// The notice the Event button and the home page show: the editors' notice (site.json upcomingEvent) when
// there is one, else the next free camp by itself (its date, time and place, linking to /camps), else none.
// Worked out when the site is built, from India's date that day.

import { fill } from '../i18n/fill';
import { campsDictionaries } from '../i18n/camps';
import { CAMPS } from './camp-data';
import { campById, campDateLabel, campTimeLabel, nextCamp } from './camps';
import type { Locale } from './locale';
import type { SiteSettings } from './site';
import { indiaToday } from './time';

export type EventNotice = NonNullable<SiteSettings['upcomingEvent']> & { linkLabel?: string };

export function eventNotice(site: SiteSettings, locale: Locale, today = indiaToday()): EventNotice | null {
  if (site.upcomingEvent) return site.upcomingEvent;
  const next = nextCamp(CAMPS, today);
  const series = next && campById(CAMPS, next.camp);
  if (!next || !series) return null;
  const words = campsDictionaries[locale].page;
  return {
    title: words.next,
    text: fill(words.nextLine, {
      title: series.title[locale],
      date: campDateLabel(next.date, locale),
      start: campTimeLabel(series.start),
      place: series.place.name[locale],
    }),
    link: '/camps',
    linkLabel: words.nextLink,
  };
}
