/**
 * Shared by the dictionary tests (tests/unit/i18n.test.ts) and the static gate (scripts/check-static.mjs):
 * how to walk a dictionary, and which values may read the same in English and Tamil.
 */

/** Values that are names or symbols, the same in both languages (brands, codes, digits). */
export const SAME_IN_BOTH = new Set(['WhatsApp', 'SMS', 'UPI', 'PAN', '1', '2', '3', '4+']);

/**
 * Every text of a dictionary (nested objects and lists) with its dotted path, in order.
 * @param {unknown} value
 * @param {string} [path]
 * @returns {Array<[string, string]>}
 */
export function dictionaryLeaves(value, path = '') {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => dictionaryLeaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => dictionaryLeaves(v, path ? `${path}.${k}` : k));
  }
  return [];
}
