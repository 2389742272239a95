/**
 * What editors write, checked the same way wherever it is read: the content collections
 * (src/content/schemas/, built on Astro's classic zod) and the site settings (src/lib/site.ts, on zod/mini).
 *
 * The rules are expressed as zod's flavour-neutral checks (`z.trim()`, `z.minLength()`, …: core checks that
 * classic and mini schemas both accept in `.check()`) plus the error parameters, so each caller builds the
 * schema in its own flavour with `z.string(rule.params).check(...rule.checks)` and keeps its own methods
 * (`.describe()` on classic schemas). One rule decides what a bilingual text is: its two keys, the Tamil
 * stretch, and that the Tamil text is never empty; each caller only chooses trimming and its wording.
 */
import * as z from 'zod/mini';
import type { $ZodCheck, $ZodErrorMap, $ZodRawIssue, $ZodType } from 'zod/v4/core';
import type { Locale } from './locale';

/** Tamil words run longer in characters than English ones: a Tamil text may be up to this many times the limit. */
export const TAMIL_STRETCH = 2;

/** How a text's problems are told; a message left out keeps zod's own wording. */
export interface TextWording {
  /** The text is missing (`issue.input === undefined`) or is not text. */
  type?: (issue: { input?: unknown }) => string;
  tooShort?: (min: number) => string;
  tooLong?: (max: number) => string;
}

export interface TextOptions {
  min: number;
  max: number;
  /** Drop surrounding spaces before measuring (and in the parsed value). */
  trim: boolean;
  wording: TextWording;
}

/** A string schema's error parameter and checks: `z.string(rule.params).check(...rule.checks)` in either flavour. */
export interface TextRule {
  params: { error?: $ZodErrorMap } | undefined;
  checks: $ZodCheck<string>[];
}

export function textRule({ min, max, trim, wording }: TextOptions): TextRule {
  const message = (say: ((n: number) => string) | undefined, n: number) => (say ? { error: say(n) } : undefined);
  return {
    params: wording.type ? { error: wording.type } : undefined,
    checks: [
      ...(trim ? [z.trim()] : []),
      z.minLength(min, message(wording.tooShort, min)),
      z.maxLength(max, message(wording.tooLong, max)),
    ],
  };
}

export interface BilingualOptions {
  /** The English limits; the Tamil text may run to `max * TAMIL_STRETCH` and is never empty. */
  min: number;
  max: number;
  trim: boolean;
  /** Each language's wording, and the message for the pair itself (not an object, or an unknown key). */
  wording: Record<Locale, TextWording> & { pair?: string | ((issue: $ZodRawIssue) => string) };
}

/**
 * A text visitors read, in both languages: `{ en: …, ta: … }`, no other key. Build it with
 * `z.strictObject({ en: z.string(r.en.params).check(...r.en.checks), ta: … }, r.params)`.
 */
export function bilingualRule({ min, max, trim, wording }: BilingualOptions): Record<Locale, TextRule> & {
  params: { error: string | ((issue: $ZodRawIssue) => string) } | undefined;
} {
  return {
    en: textRule({ min, max, trim, wording: wording.en }),
    ta: textRule({ min: Math.max(min, 1), max: max * TAMIL_STRETCH, trim, wording: wording.ta }),
    params: wording.pair ? { error: wording.pair } : undefined,
  };
}

/** Parse editors' data, or fail with every problem as "file → field: message" under `heading`. */
export function explain<T>(schema: $ZodType<T>, data: unknown, file: string, heading = 'Invalid content'): T {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${file} → ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${heading}:\n${problems.join('\n')}`);
}
