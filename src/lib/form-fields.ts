// A form field's HTML attributes, read from the same zod/mini schema the server parses with, so the browser
// offers exactly the limits the server enforces and no island repeats a number from LIMITS.
//
// Read through zod's library-author surface (`_zod.def`, see zod.dev/library-authors): a string's checks
// give `maxLength` (max_length), `required` (min_length >= 1, outside an optional) and `pattern` (a regex
// check). Only the raw input side counts: a preprocess is looked through to the schema it feeds, a pipe is
// read at its input (a check after a transform, like the mobile number's 10 digits after dropping spaces,
// is about the cleaned value, not what is typed). What checks cannot say (the keyboard, a date picker, a
// limit enforced by a refinement) is attached to the schema with `withInput`; that wins over the checks.
// (A WeakMap rather than a zod registry: the same lookup by schema, without shipping zod's registry class
// to every page's forms.)

import * as z from 'zod/mini';

type Schema = z.core.$ZodType;

export interface FieldAttributes {
  required?: boolean;
  maxLength?: number;
  pattern?: string;
  inputMode?: 'numeric' | 'decimal';
  type?: 'email' | 'tel' | 'date';
}

const inputHints = new WeakMap<Schema, FieldAttributes>();

/** Attach what a schema's checks cannot express (see above); returns the schema. */
export function withInput<S extends Schema>(schema: S, attributes: FieldAttributes): S {
  inputHints.set(schema, attributes);
  return schema;
}

type Def = z.core.$ZodTypes['_zod']['def'];

/** One step towards what a person types: through optionals, preprocesses and into a pipe's input. */
function inner(schema: Schema): Schema | undefined {
  const def = schema._zod.def as Def;
  if (def.type === 'optional') return def.innerType;
  if (def.type === 'pipe') return def.in._zod.def.type === 'transform' ? def.out : def.in;
  return undefined;
}

/** The attributes of one field's schema. */
export function fieldAttributes(schema: Schema): FieldAttributes {
  const found: FieldAttributes = {};
  const hints: FieldAttributes[] = [];
  let optional = false;
  let leaf = schema;
  for (let s: Schema | undefined = schema; s; s = inner(s)) {
    hints.unshift(inputHints.get(s) ?? {});
    if (s._zod.def.type === 'optional') optional = true;
    leaf = s;
  }
  const def = leaf._zod.def as Def;
  // Any value of an enum, number, … is an answer to give; a string is one when it may not be empty.
  let answer = def.type !== 'string';
  for (const check of (def.type === 'string' ? (def.checks ?? []) : []) as z.core.$ZodChecks[]) {
    const c = check._zod.def;
    if (c.check === 'max_length') found.maxLength = c.maximum;
    else if (c.check === 'min_length') answer = c.minimum > 0;
    else if (c.check === 'string_format' && c.pattern) {
      // A browser compiles `pattern` with the `v` flag: a regex it would reject is left out, not sent broken.
      try {
        found.pattern = new RegExp(c.pattern.source, 'v').source;
      } catch {
        /* not for the browser */
      }
    }
  }
  found.required = !optional && answer;
  for (const hint of hints) Object.assign(found, hint);
  return found;
}

/** The schema of the field at a dotted path ('people.1.phone'), or undefined when there is none. */
export function fieldSchema(schema: Schema, path: string): Schema | undefined {
  let s: Schema | undefined = schema;
  for (const key of path.split('.')) {
    while (s && inner(s)) s = inner(s);
    const def = s?._zod.def as Def | undefined;
    s = def?.type === 'object' ? def.shape[key] : def?.type === 'array' && /^\d+$/.test(key) ? def.element : undefined;
  }
  return s;
}

/** The attributes of the field at a dotted path of a form's schema ({} for a name it does not have). */
export function fieldAttributesAt(schema: Schema, path: string): FieldAttributes {
  const field = fieldSchema(schema, path);
  return field ? fieldAttributes(field) : {};
}
