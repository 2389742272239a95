// The core of every form check, on the server and in the browser: run a schema, turn its issues into
// `{ error, fields }` (the first failing check's message as `error`, one message per field keyed by
// dotted path, e.g. 'people.1.phone').
//
// Words come from a `Translate` function, never from an imported dictionary, so a browser island carries
// only the messages its page hands it (in the page's language) and the schemas of its own form.
// Keep classic `zod` out of anything imported here: the islands bundle it (see ../validate.ts for sizes).

import * as z from 'zod/mini';
import { isSlot, slotLabel } from '../slots';
import { fill } from '../../i18n/fill';

export type FieldErrors = Record<string, string>;
export type Validation<T> = { success: true; data: T } | { success: false; error: string; fields: FieldErrors };
export type MessageParams = Record<string, string | number>;
/** Text for a message key, or undefined when the key is not one of ours. */
export type Translate = (key: string, params?: MessageParams) => string | undefined;

/** The key under which an issue about the whole form is filed. */
export const FORM_FIELD = '_form';
const FALLBACK = 'Please check this field.';

type Issue = z.core.$ZodIssue;

/** A Translate over a plain dictionary (what a page hands its island). */
export function dictionaryTranslate(dictionary: Readonly<Record<string, string>>): Translate {
  return (key, params) =>
    Object.prototype.hasOwnProperty.call(dictionary, key) ? fill(dictionary[key]!, params) : undefined;
}

/**
 * Params shown in the message's own language: a `slot` ('13:30') as that language writes times of day
 * ('1:30 PM', 'மதியம் 1:30'), a `day` ('Monday') by its name in that language.
 */
export function localParams(params: MessageParams | undefined, translate: Translate): MessageParams | undefined {
  if (!params) return params;
  const out: MessageParams = { ...params };
  if (isSlot(out.slot)) out.slot = slotLabel(out.slot, translate);
  if (typeof out.day === 'string') out.day = translate(`day.${out.day}`) ?? out.day;
  return out;
}

const say = (translate: Translate, key: string, params?: MessageParams) =>
  translate(key, localParams(params, translate)) ?? translate('form.invalid') ?? FALLBACK;

function issueText(issue: Issue, translate: Translate): string {
  const params: MessageParams = {};
  const extra = (issue as { params?: Record<string, unknown> }).params;
  if (extra) {
    for (const [k, v] of Object.entries(extra)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') params.max ??= issue.maximum;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') params.min ??= issue.minimum;
  return say(translate, issue.message, params);
}

/** Turn zod issues into the API's `{ error, fields }`. */
export function describeIssues(issues: readonly Issue[], translate: Translate): { error: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  let error: string | undefined;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) fields[prefix + key] ??= say(translate, 'form.unknownField');
      error ??= say(translate, 'form.unknownFields', { fields: issue.keys.join(', ') });
      continue;
    }
    if (issue.code === 'invalid_type' && issue.path.length === 0) {
      error ??= say(translate, 'form.notObject');
      fields[FORM_FIELD] ??= say(translate, 'form.notObject');
      continue;
    }
    const text = issueText(issue, translate);
    const path = issue.path.length ? issue.path.map(String).join('.') : FORM_FIELD;
    fields[path] ??= text;
    error ??= text;
  }
  return { error: error ?? say(translate, 'form.invalid'), fields };
}

/** Run any schema (zod/mini or classic zod): never throws. */
export function runSchema<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  translate: Translate,
): Validation<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, ...describeIssues(result.error.issues, translate) };
}
