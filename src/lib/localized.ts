/**
 * Editors write every visitor-facing text of the data files in both languages, side by side:
 *
 *   title:
 *     en: Varma Therapy
 *     ta: வர்ம சிகிச்சை
 *
 * The schemas require both (a missing Tamil text fails the build with the file and field named). Pages
 * then read the data "in a language": `inLocale(data, 'ta')` replaces every `{ en, ta }` pair, however
 * deep, by that language's text and leaves everything else (numbers, images, ids) as it is.
 */
import { LOCALES, type Locale } from './locale';

/** A text (or list, …) written in every language of the site. */
export type Localized<T = string> = Record<Locale, T>;

/** The type of `T` read in one language: every `Localized<X>` inside becomes `X`. */
export type InLocale<T> =
  T extends Localized<infer U>
    ? U
    : T extends readonly (infer E)[]
      ? InLocale<E>[]
      : T extends Date
        ? T
        : T extends object
          ? { [K in keyof T]: InLocale<T[K]> }
          : T;

/** Is this value a `{ en, ta }` pair (exactly the site's languages as keys)? */
export function isLocalized(value: unknown): value is Localized<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LOCALES.length && LOCALES.every((l) => keys.includes(l));
}

/** `value` with every `{ en, ta }` pair replaced by the text in `locale`. */
export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  if (isLocalized(value)) return (value as Localized<unknown>)[locale] as InLocale<T>;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => inLocale(v, locale)) as InLocale<T>;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value as InLocale<T>;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value as InLocale<T>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = inLocale(v, locale);
  return out as InLocale<T>;
}
