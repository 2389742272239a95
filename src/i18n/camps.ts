/**
 * The free camps' words for their pages and form island, in the page's language: the camps dictionary
 * (src/i18n/<lang>/camps.json), the forms' shared words and the camp form's messages (messages.json).
 */
import { campsDictionaries, formsDictionaries, type CampsText } from './dictionaries';
import type { CommonFormText } from './forms';
import { localizePath } from '../lib/locale';
import { pickMessages, type Locale } from '../lib/messages';

export type { CampsText } from './dictionaries';

export interface CampFormWords {
  common: CommonFormText;
  text: CampsText['form'];
  manage: CampsText['manage'];
  messages: Record<string, string>;
}

const PREFIXES = ['form.', 'text.', 'ui.network', 'name.', 'mobile.', 'email.', 'camp.'] as const;

export function campFormWords(locale: Locale): CampFormWords {
  const all = formsDictionaries[locale];
  const { required, optional, sending, loading, proving, privacyLead, privacyLink, honeypot } = all;
  return {
    common: {
      required,
      optional,
      sending,
      loading,
      proving,
      privacyLead,
      privacyLink,
      privacyHref: localizePath('/privacy', locale),
      honeypot,
    },
    text: campsDictionaries[locale].form,
    manage: campsDictionaries[locale].manage,
    messages: pickMessages(PREFIXES, locale),
  };
}

export const campWords = (locale: Locale): CampsText => campsDictionaries[locale];
