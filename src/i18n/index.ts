/**
 * The words of a page in one language, from the registry in ./dictionaries.ts: what the middleware puts on
 * `Astro.locals.t` for every page (see src/middleware.ts). Components read words from here, never from
 * literals, so the Tamil site is a translation of the dictionaries rather than a rewrite of the components.
 */
import {
  contentDictionaries,
  formsDictionaries,
  messageDictionaries,
  shellDictionaries,
  type ContentText,
  type FormsText,
  type MessageText,
  type ShellText,
} from './dictionaries';
import { copySchema, explain } from '../content/schemas';
import { LOCALES, type Locale } from '../lib/locale';

export { fill } from './fill';
export { longDate } from './long-date';
export type { ContentText, FormsText, MessageText, ShellText } from './dictionaries';

/** Every area's words in one language. */
export interface Words {
  content: ContentText;
  shell: ShellText;
  forms: FormsText;
  messages: MessageText;
}

// The content dictionaries are editors' files: a bad one fails the build with the file and key named.
for (const locale of LOCALES) explain(copySchema, contentDictionaries[locale], `src/i18n/${locale}/content.json`);

const words = Object.fromEntries(
  LOCALES.map((locale): [Locale, Words] => [
    locale,
    {
      content: contentDictionaries[locale],
      shell: shellDictionaries[locale],
      forms: formsDictionaries[locale],
      messages: messageDictionaries[locale],
    },
  ]),
) as Record<Locale, Words>;

/** The words of every area in a language. */
export const wordsIn = (locale: Locale): Words => words[locale];
