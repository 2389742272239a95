// Every visitor-facing message of the submissions (forms and API answers), keyed, one dictionary per
// language: src/i18n/en/messages.json and src/i18n/ta/messages.json, with the same keys (a unit test checks).
// Schemas put KEYS into their issues; `t()` turns a key into text for a locale. The English donation and
// form messages keep the original site's exact wording.

import { messageDictionaries } from '../i18n/dictionaries';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { dictionaryTranslate, localParams, type Translate } from './validate/core';

export type { Locale } from './locale';

export const en = messageDictionaries.en;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const dictionaries: Record<Locale, Messages> = messageDictionaries;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

const translators: Record<Locale, Translate> = {
  en: dictionaryTranslate(dictionaries.en),
  ta: dictionaryTranslate(dictionaries.ta),
};

/**
 * Our messages in a language (English unless given), as the core checks want them (see
 * src/lib/validate/core.ts): undefined for a key that is not ours.
 */
export function translator(locale: Locale = DEFAULT_LOCALE): Translate {
  return translators[locale];
}

/**
 * Text for a key in a language (English unless given), with `{param}` placeholders filled (slots and
 * weekdays in that language). There is no ambient language: the server passes each request's locale
 * (see src/server/http/endpoint.ts, `scope.t`).
 */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = DEFAULT_LOCALE): string {
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

/** `t()` in one language: what the server hands to everything that words one request's answer. */
export type Words = (key: MessageKey, params?: Record<string, string | number>) => string;

export function wordsIn(locale: Locale): Words {
  return (key, params) => t(key, params, locale);
}
