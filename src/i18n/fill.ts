/**
 * Fill `{name}` placeholders: fill('Photo {n} of {total}', { n: 1, total: 6 }) → 'Photo 1 of 6'. A
 * placeholder without a value stays as written, so a missing param shows up instead of vanishing.
 * No imports: the islands and the functions share it without pulling in a dictionary.
 */
export function fill(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole,
  );
}
