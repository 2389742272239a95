/**
 * A day as a dictionary's language writes it. Apart from ./index (the pages' words, which checks the whole
 * content dictionary when loaded) so the functions that word a date load only this.
 */

/** A day written YYYY-MM-DD, as the dictionary's locale writes it (e.g. 4 February 2024, 4 பிப்ரவரி 2024). */
export function longDate(iso: string, content: { readonly common: { readonly locale: string } }): string {
  return new Intl.DateTimeFormat(content.common.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${iso}T00:00:00Z`));
}
