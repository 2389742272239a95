/**
 * The camps' words a function answers with: the `api` and `messages` sections of the camps dictionary
 * (src/i18n/<lang>/camps.json; the rest is the pages' and the mail's, ./camps.ts). Imported by name, so
 * the camps function's bundle carries these two sections and not the pages' words.
 */
import { api as enApi, messages as enMessages } from './en/camps.json';
import { api as taApi, messages as taMessages } from './ta/camps.json';
import { translator, type Locale } from '../lib/messages';
import { dictionaryTranslate, type Translate } from '../lib/validate/core';

export interface CampAnswers {
  api: typeof enApi;
  messages: typeof enMessages;
}

export const campAnswers: Record<Locale, CampAnswers> = {
  en: { api: enApi, messages: enMessages },
  ta: { api: taApi, messages: taMessages },
};

/**
 * The camp form's messages for the server's checks: the camp's own (camps.json, kept out of the shared
 * messages every form island loads), then the shared ones.
 */
export function campTranslate(locale: Locale): Translate {
  const own = dictionaryTranslate(campAnswers[locale].messages);
  const shared = translator(locale);
  return (key, params) => own(key, params) ?? shared(key, params);
}
