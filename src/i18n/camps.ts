/**
 * The free camps' words for their pages and form island, in the page's language: the camps dictionary
 * (src/i18n/<lang>/camps.json), the forms' shared words and the camp form's messages (messages.json).
 */
// Apart from ./dictionaries: every form island reads that module, and only the camps' pages, their two
// islands and the camp messages need these words.
import enCamps from './en/camps.json';
import taCamps from './ta/camps.json';
import { commonFormWords, pickMessages, type CommonFormText } from './forms';
import type { Locale } from '../lib/locale';

/** The free camps: their page, form, private link page and messages (src/i18n/<lang>/camps.json). */
export type CampsText = typeof enCamps;
export const campsDictionaries: Record<Locale, CampsText> = { en: enCamps, ta: taCamps satisfies CampsText };

export interface CampFormWords {
  common: CommonFormText;
  text: CampsText['form'];
  manage: CampsText['manage'];
  messages: Record<string, string>;
}

const PREFIXES = ['form.', 'text.', 'ui.network', 'name.', 'mobile.', 'email.'] as const;

export function campFormWords(locale: Locale): CampFormWords {
  return {
    common: commonFormWords(locale),
    text: campsDictionaries[locale].form,
    manage: campsDictionaries[locale].manage,
    messages: { ...pickMessages(PREFIXES, locale), ...campsDictionaries[locale].messages },
  };
}

export const campWords = (locale: Locale): CampsText => campsDictionaries[locale];
