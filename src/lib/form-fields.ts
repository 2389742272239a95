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

/** One step towards what a person types: through optionals, preprocesses and into a pipe's input. */
function inner(schema: Schema): Schema | undefined {
  const s = schema as z.core.$ZodTypes;
  const def = s._zod.def;
  if (def.type === 'optional') return def.innerType;
  if (def.type === 'pipe') return def.in._zod.def.type === 'transform' ? def.out : def.in;
  return undefined;
}

/** A browser compiles `pattern` with the `v` flag: a regex it would reject is left out, not sent broken. */
function htmlPattern(regex: RegExp): string | undefined {
  try {
    new RegExp(regex.source, 'v');
    return regex.source;
  } catch {
    return undefined;
  }
}

/** The attributes of one field's schema. */
export function fieldAttributes(schema: Schema): FieldAttributes {
  const found: FieldAttributes = {};
  const hints: FieldAttributes[] = [];
  let optional = false;
  let current: Schema | undefined = schema;
  let leaf: Schema = schema;
  while (current) {
    const hint = inputHints.get(current);
    if (hint) hints.unshift(hint);
    if (current._zod.def.type === 'optional') optional = true;
    leaf = current;
    current = inner(current);
  }
  const def = (leaf as z.core.$ZodTypes)._zod.def;
  let minLength = 0;
  if (def.type === 'string') {
    for (const check of (def.checks ?? []) as z.core.$ZodChecks[]) {
      const c = check._zod.def;
      if (c.check === 'max_length') found.maxLength = c.maximum;
      else if (c.check === 'min_length') minLength = c.minimum;
      else if (c.check === 'string_format' && c.pattern) {
        const pattern = htmlPattern(c.pattern);
        if (pattern) found.pattern = pattern;
      }
    }
  }
  // Any value of an enum, number, … is an answer to give; a string is one when it may not be empty.
  found.required = !optional && (def.type !== 'string' || minLength > 0);
  return Object.assign(found, ...hints);
}

/** The schema of the field at a dotted path ('people.1.pphone'), or undefined when there is none. */
export function fieldSchema(schema: Schema, path: string): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const key of path.split('.')) {
    while (current && inner(current)) current = inner(current);
    const def: z.core.$ZodTypes['_zod']['def'] | undefined = (current as z.core.$ZodTypes | undefined)?._zod.def;
    if (def?.type === 'object') current = def.shape[key];
    else if (def?.type === 'array' && /^\d+$/.test(key)) current = def.element;
    else return undefined;
  }
  return current;
}

/** The attributes of the field at a dotted path of a form's schema ({} for a name it does not have). */
export function fieldAttributesAt(schema: Schema, path: string): FieldAttributes {
  const field = fieldSchema(schema, path);
  return field ? fieldAttributes(field) : {};
}
