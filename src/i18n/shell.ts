/**
 * Words of the page frame (skip link, header, footer, floating buttons, splash, dialogs, the booking and
 * not-found pages), one dictionary per language: src/i18n/en/shell.json and src/i18n/ta/shell.json.
 */
import en from './en/shell.json';
import ta from './ta/shell.json';
import { toLocale, type Locale } from '../lib/locale';

export type ShellText = typeof en;
const dictionaries: Record<Locale, ShellText> = { en, ta: ta satisfies ShellText };

export const shellText = (locale: Locale): ShellText => dictionaries[locale];

/** The language of the page being rendered (Astro's i18n routing: '/ta/…' is Tamil, the rest English). */
export const pageLocale = (astro: { currentLocale?: string | undefined }): Locale => toLocale(astro.currentLocale);
