// Every visitor-facing message of the submissions (forms and API answers), keyed, in both languages:
// src/i18n/<lang>/messages.json, in areas (src/i18n/messages: `core`, one per kind of form, `staff`). Schemas put
// KEYS into their issues; `t()` turns a key into text for a locale. The English donation and form messages
// keep the original site's exact wording.
//
// A process reads the areas it was given (`useMessages`: a function lists its own in endpoint(), the pages
// and tests every one), so a function's bundle carries only its own words. A key of an area the process was
// not given throws, naming the area, rather than showing the key to a visitor.

import type { MessageAreaName, MessageArea } from '../i18n/messages/area';
import { areaOf } from '../i18n/messages/area';
import { coreMessages } from '../i18n/messages/core';
import type { MessageText } from '../i18n/messages/all';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';
import { dictionaryTranslate, localParams, type Translate } from './validate/core';

export type { Locale } from './locale';

export type MessageKey = keyof MessageText;
export type Messages = Record<MessageKey, string>;

const given = new Set<MessageAreaName>();
const words: Record<Locale, Record<string, string>> = { en: {}, ta: {} };

/** The areas this process answers with (besides `core`, which it always has). */
export function useMessages(areas: readonly MessageArea[]): void {
  for (const area of areas) {
    if (given.has(area.area)) continue;
    given.add(area.area);
    for (const locale of LOCALES) Object.assign(words[locale], area.words[locale]);
  }
}
useMessages([coreMessages]);

const own = { en: dictionaryTranslate(words.en), ta: dictionaryTranslate(words.ta) };
const translators: Record<Locale, Translate> = {
  en: (key, params) => own.en(key, params) ?? notGiven(key),
  ta: (key, params) => own.ta(key, params) ?? notGiven(key),
};

/** A key of an area this process was not given is a mistake in its list, not a message to show. */
function notGiven(key: string): undefined {
  const area = areaOf(key);
  if (area !== 'core' && !given.has(area)) {
    throw new Error(`message "${key}" is in the "${area}" area, which this process was not given (useMessages)`);
  }
  return undefined;
}

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
  const say = translator(locale);
  return say(key, localParams(params, say)) ?? key;
}

/** `t()` in one language: what the server hands to everything that words one request's answer. */
export type Words = (key: MessageKey, params?: Record<string, string | number>) => string;

export function wordsIn(locale: Locale): Words {
  return (key, params) => t(key, params, locale);
}
