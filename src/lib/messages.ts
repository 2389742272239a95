// Every visitor-facing message of the submissions (forms and API answers), keyed, one dictionary per
// language: src/i18n/en/messages.json and src/i18n/ta/messages.json, with the same keys (a unit test checks).
// Schemas put KEYS into their issues; `t()` turns a key into text for a locale. The English donation
// messages and the section-8 form messages are the original site's exact wording.

import enMessages from '../i18n/en/messages.json';
import taMessages from '../i18n/ta/messages.json';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { dictionaryTranslate, localParams, type Translate } from './validate/core';

export type { Locale } from './locale';

export const en = enMessages;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const dictionaries: Record<Locale, Messages> = { en, ta: taMessages satisfies Messages };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

let currentLocale: () => Locale = () => DEFAULT_LOCALE;

/**
 * Where `t()` finds the language when none is given: the server sets this once so that every answer of a
 * request is worded in that request's language (see src/server/http.ts). English otherwise.
 */
export function setLocaleSource(source: () => Locale): void {
  currentLocale = source;
}

const translators: Record<Locale, Translate> = {
  en: dictionaryTranslate(dictionaries.en),
  ta: dictionaryTranslate(dictionaries.ta),
};

/**
 * Our messages in a language (the request's by default), as the core checks want them (see
 * src/lib/validate/core.ts): undefined for a key that is not ours.
 */
export function translator(locale: Locale = currentLocale()): Translate {
  return translators[locale];
}

/** Text for a key in a language, with `{param}` placeholders filled (slots and weekdays in that language). */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = currentLocale()): string {
  const words = translator(locale);
  return words(key, localParams(params, words)) ?? en[key];
}

/**
 * The messages whose keys start with one of `prefixes`, in a locale: what a page hands an island, so the
 * island's JavaScript carries only its own words in the page's language.
 */
export function pickMessages(prefixes: readonly string[], locale: Locale = 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(en) as MessageKey[]) {
    if (prefixes.some((p) => key === p || key.startsWith(p))) out[key] = t(key, undefined, locale);
  }
  return out;
}
