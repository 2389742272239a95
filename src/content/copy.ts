/**
 * UI microcopy of the content pages (headings, labels, button texts), one dictionary per language in
 * src/i18n/<lang>/content.json. Components read words from here, never from literals, so the Tamil
 * site is a translation of this file rather than a rewrite of the components.
 */
import en from '../i18n/en/content.json';
import { copySchema, explain } from './schemas';

export type ContentCopy = typeof en;
export type Lang = 'en';

explain(copySchema, en, 'src/i18n/en/content.json');

const dictionaries: Record<Lang, ContentCopy> = { en };

/** The dictionary for a language (English until the Tamil one exists). */
export function getCopy(lang: Lang = 'en'): ContentCopy {
  return dictionaries[lang];
}

export const copy: ContentCopy = en;

/** A day written YYYY-MM-DD, as the dictionary's locale writes it (e.g. 4 February 2024). */
export function longDate(iso: string, c: ContentCopy = copy): string {
  return new Intl.DateTimeFormat(c.common.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** Fill `{name}` placeholders: fmt('Photo {n} of {total}', { n: 1, total: 6 }). */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
