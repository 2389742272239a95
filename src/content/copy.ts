/**
 * UI microcopy of the content pages (headings, labels, button texts), one dictionary per language in
 * src/i18n/<lang>/content.json. Components read words from here, never from literals, so the Tamil
 * site is a translation of this file rather than a rewrite of the components.
 */
import en from '../i18n/en/content.json';
import ta from '../i18n/ta/content.json';
import { copySchema, explain } from './schemas';
import type { Locale } from '../lib/locale';

export type ContentCopy = typeof en;

explain(copySchema, en, 'src/i18n/en/content.json');
explain(copySchema, ta, 'src/i18n/ta/content.json');

const dictionaries: Record<Locale, ContentCopy> = { en, ta: ta satisfies ContentCopy };

/** The dictionary for a language. */
export function getCopy(locale: Locale): ContentCopy {
  return dictionaries[locale];
}

/** A day written YYYY-MM-DD, as the dictionary's locale writes it (e.g. 4 February 2024, 4 பிப்ரவரி 2024). */
export function longDate(iso: string, c: ContentCopy): string {
  return new Intl.DateTimeFormat(c.common.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** Fill `{name}` placeholders: fmt('Photo {n} of {total}', { n: 1, total: 6 }). */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
