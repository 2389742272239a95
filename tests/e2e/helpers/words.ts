/**
 * The site's words in each language, for browser tests that run once per language (`for (const locale of
 * LOCALES)`): a test reads what a page should say from the same dictionaries the page is built from
 * (src/i18n/<lang>/*.json), never types a translation itself.
 *
 * JSON is imported with its attribute here, not through src/i18n/dictionaries.ts: Node's loader, which runs
 * the tests, refuses JSON imports without one.
 */
import formsEn from '../../../src/i18n/en/forms.json' with { type: 'json' };
import formsTa from '../../../src/i18n/ta/forms.json' with { type: 'json' };
import messagesEn from '../../../src/i18n/en/messages.json' with { type: 'json' };
import messagesTa from '../../../src/i18n/ta/messages.json' with { type: 'json' };
import shellEn from '../../../src/i18n/en/shell.json' with { type: 'json' };
import shellTa from '../../../src/i18n/ta/shell.json' with { type: 'json' };
import type { FormsText, MessageText, ShellText } from '../../../src/i18n/dictionaries';
import { LOCALES, localizePath, type Locale } from '../../../src/lib/locale';
import { slotLabel, type Slot } from '../../../src/lib/slots';
import type { Weekday } from '../../../src/lib/time';
import { dictionaryTranslate } from '../../../src/lib/validate/core';

export { LOCALES, localizePath, type Locale };
export { fill } from '../../../src/i18n/fill';

export interface Words {
  forms: FormsText;
  messages: MessageText;
  shell: ShellText;
}

/** messages.json keeps its keys in areas (src/i18n/messages); the code, and these tests, use them flat. */
const flat = (areas: Record<string, Record<string, string>>) =>
  Object.assign({}, ...Object.values(areas)) as MessageText;

export const WORDS: Record<Locale, Words> = {
  en: { forms: formsEn, messages: flat(messagesEn), shell: shellEn },
  ta: { forms: formsTa, messages: flat(messagesTa), shell: shellTa },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that starts with a label (the "(required)" mark follows it). */
export const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
/** Text that contains a message anywhere (a hint may follow it). */
export const containing = (text: string) => new RegExp(escape(text));
/** A description that ends with a message (a hint may come first). */
export const endsWith = (text: string) => new RegExp(`${escape(text)}$`);
/** Tamil script (U+0B80–U+0BFF). */
export const TAMIL = /[\u0B80-\u0BFF]/;

/** How a page in a language writes a slot ('1:30 PM', 'மதியம் 1:30'): the dictionary's time-of-day words. */
export const slotText = (slot: Slot, locale: Locale): string =>
  slotLabel(slot, dictionaryTranslate(WORDS[locale].messages));
/** How a page in a language writes a weekday ('Monday', 'திங்கள்கிழமை'). */
export const dayText = (day: Weekday, locale: Locale): string => WORDS[locale].messages[`day.${day}`];
