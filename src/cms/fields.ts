/**
 * The CMS's form fields, read off the zod schemas the build validates with (src/content/schemas/ and the
 * site settings in src/lib/site.ts): names, labels, hints from `.describe()`, required, lengths, list sizes,
 * choices, pictures and references. Nothing here describes the content a second time: a field the schemas
 * do not have cannot appear, and a limit changed in a schema changes the form.
 *
 * Messages come from the schemas too: each limit's message is what the schema says when a value breaks it
 * (e.g. "English title is too long (at most 60 characters)"), so the CMS and the build tell editors the same.
 */
import type { $ZodType } from 'zod/v4/core';
import { globalRegistry } from 'zod/v4/core';

/** A Decap CMS field (https://decapcms.org/docs/widgets/), plus our `bilingual` widget's options. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  [option: string]: unknown;
};

/** A field's widget and its options, without the name and label. */
type WidgetOptions = { widget: string; [option: string]: unknown };

/** How one language's text may be, with the schema's own messages for each way it can be wrong. */
export interface TextLimits {
  min: number;
  max: number;
  /** Spaces around the text do not count (the schema trims it). */
  trim: boolean;
  messages: { missing: string; tooShort?: string; tooLong: string };
}

/** Schemas that stand for a picture file or a reference to another collection (see `markers`). */
export interface Markers {
  images: WeakSet<object>;
  references: WeakMap<object, string>;
}

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> & { check: string } } }[];
  [key: string]: unknown;
};
const defOf = (s: $ZodType): Def => s._zod.def as unknown as Def;

const description = (s: $ZodType): string | undefined => globalRegistry.get(s)?.description;

/** "sizeSqFt" → "Size sq ft", "startHour" → "Start hour". */
export function humanize(name: string): string {
  const words = name
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Optional, default and nullable wrappers peeled off: the inner schema, what they say, and its default. */
function unwrap(schema: $ZodType) {
  let s = schema;
  let required = true;
  let hint = description(s);
  let fallback: unknown;
  for (;;) {
    const def = defOf(s);
    if (def.type === 'optional' || def.type === 'nullable') required = false;
    else if (def.type === 'default') {
      required = false;
      fallback = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    } else break;
    s = def.innerType as $ZodType;
    hint ??= description(s);
  }
  return { schema: s, required, hint, fallback };
}

const checksOf = (s: $ZodType) => (defOf(s).checks ?? []).map((c) => c._zod.def);

/** A string's or a list's length limits. */
function lengths(s: $ZodType): { min?: number; max?: number } {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checksOf(s)) {
    if (c.check === 'min_length') min = c.minimum as number;
    if (c.check === 'max_length') max = c.maximum as number;
    if (c.check === 'length_equals') min = max = c.length as number;
  }
  return { min, max };
}

/** The schema's message for `value` (its first issue), or undefined when the value passes. */
function messageFor(s: $ZodType, value: unknown): string | undefined {
  const result = s['~standard'].validate(value);
  if (result instanceof Promise) return undefined;
  return result.issues?.[0]?.message;
}

/** The limits of one language's text, with the messages the schema gives for each. */
export function textLimits(s: $ZodType): TextLimits {
  const { min = 0, max = 10_000 } = lengths(s);
  const trim = checksOf(s).some((c) => c.check === 'overwrite');
  const fill = (n: number) => 'x'.repeat(Math.max(n, 0));
  return {
    min,
    max,
    trim,
    messages: {
      missing: messageFor(s, undefined) ?? 'Required',
      tooShort: min > 0 ? messageFor(s, fill(min - 1) || (trim ? ' ' : '')) : undefined,
      tooLong: messageFor(s, fill(max + 1)) ?? `At most ${max} characters`,
    },
  };
}

/** A regular expression (Decap's `pattern`) that holds exactly when the text's length is within the limits. */
export function lengthPattern({ min, max, trim }: Pick<TextLimits, 'min' | 'max' | 'trim'>): string {
  if (!trim) return `^[\\s\\S]{${min},${max}}$`;
  if (min === 0) return `^\\s*(?:(?=\\S)[\\s\\S]{1,${max}}(?<=\\S))?\\s*$`;
  return `^\\s*(?=\\S)[\\s\\S]{${min},${max}}(?<=\\S)\\s*$`;
}

const isBilingual = (s: $ZodType) => {
  const def = defOf(s);
  if (def.type !== 'object') return false;
  const shape = def.shape as Record<string, $ZodType>;
  const keys = Object.keys(shape);
  return (
    keys.length === 2 &&
    keys.includes('en') &&
    keys.includes('ta') &&
    keys.every((k) => defOf(unwrap(shape[k]!).schema).type === 'string')
  );
};

/** Longer texts get a text area: above this many characters (English limit). */
const MULTILINE_FROM = 120;

/**
 * The CMS field for `schema` under `name`. Throws on a schema shape the CMS cannot edit, naming the field,
 * so a new kind of field in a schema is noticed when the config is made (and by its test), not by an editor.
 */
export function cmsField(name: string, schema: $ZodType, markers: Markers, path = name): CmsField {
  const { schema: s, required, hint, fallback } = unwrap(schema);
  const def = defOf(s);
  const base = {
    name,
    label: humanize(name),
    ...(required ? {} : { required: false }),
    ...(hint ? { hint } : {}),
    ...(fallback === undefined ? {} : { default: fallback }),
  };

  if (markers.images.has(def)) return { ...base, widget: 'image', choose_url: false };
  const referenced = markers.references.get(def);
  if (referenced) {
    return {
      ...base,
      widget: 'relation',
      collection: referenced,
      value_field: '{{slug}}',
      // The target collection's title (src/cms/config.ts sets them).
      search_fields: [],
      display_fields: [],
    };
  }

  switch (def.type) {
    case 'string':
      return { ...base, ...stringField(s) };
    case 'number': {
      const out: CmsField = { ...base, widget: 'number', value_type: def.format === 'safeint' ? 'int' : 'float' };
      for (const c of checksOf(s)) {
        if (c.check === 'greater_than') out.min = c.value;
        if (c.check === 'less_than') out.max = c.value;
      }
      return out;
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'literal': {
      const [value] = def.values as unknown[];
      return { ...base, widget: 'hidden', default: value };
    }
    case 'pipe': {
      // A calendar day written YYYY-MM-DD (fields.ts `isoDay`): the date picker.
      const out = defOf(def.out as $ZodType);
      if (out.type === 'string' && out.format === 'date') {
        return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
      }
      break;
    }
    case 'union': {
      const options = def.options as $ZodType[];
      const empty = options.find((o) => defOf(o).type === 'literal' && (defOf(o).values as unknown[])[0] === '');
      const other = options.filter((o) => o !== empty);
      // A text that may be left empty ("" for a decorative picture's alt, an optional link).
      if (empty && other.length === 1) {
        const inner = cmsField(name, other[0]!, markers, path);
        return { ...inner, ...base, required: false, ...(inner.widget === 'bilingual' ? { empty: '' } : {}) };
      }
      break;
    }
    case 'object': {
      if (isBilingual(s)) return { ...base, ...bilingualField(s) };
      const fields = objectFields(s, markers, path).map((f) =>
        f.name === 'en' ? { ...f, label: 'English' } : f.name === 'ta' ? { ...f, label: 'தமிழ்' } : f,
      );
      return { ...base, widget: 'object', collapsed: false, fields };
    }
    case 'array': {
      const { min, max } = lengths(s);
      const item = unwrap(def.element as $ZodType).schema;
      const limits = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      if (defOf(item).type === 'object' && !isBilingual(item)) {
        return { ...base, widget: 'list', ...limits, fields: objectFields(item, markers, `${path}[]`) };
      }
      return {
        ...base,
        widget: 'list',
        ...limits,
        field: cmsField('item', def.element as $ZodType, markers, `${path}[]`),
      };
    }
  }
  throw new Error(`${path}: the CMS has no field for a zod "${def.type}" schema`);
}

function stringField(s: $ZodType): WidgetOptions {
  const def = defOf(s);
  const limits = textLimits(s);
  const formats = checksOf(s).filter((c) => c.check === 'string_format');
  const regex = formats.find((c) => c.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  const widget = limits.max > MULTILINE_FROM ? 'text' : 'string';
  if (regex) {
    return { widget, pattern: [regex.source, messageFor(s, '\u0000') ?? `must match ${regex.source}`] };
  }
  if (def.format === 'email' || def.format === 'url') {
    const rule = def.format === 'email' ? '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' : '^https?://\\S+$';
    return { widget, pattern: [rule, messageFor(s, 'x') ?? `must be a valid ${def.format}`] };
  }
  const { tooShort, tooLong } = limits.messages;
  const message = limits.min > 1 && tooShort ? `${tooShort}; ${tooLong}` : tooLong;
  return { widget, pattern: [lengthPattern(limits), message], limits };
}

/** `{ en, ta }` texts: English and தமிழ் side by side (src/cms/widgets.ts), each with its own limits. */
function bilingualField(s: $ZodType): WidgetOptions {
  const shape = defOf(s).shape as Record<'en' | 'ta', $ZodType>;
  const en = textLimits(shape.en);
  const ta = textLimits(shape.ta);
  return { widget: 'bilingual', multiline: en.max > MULTILINE_FROM, en, ta };
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(s: $ZodType, markers: Markers, path = ''): CmsField[] {
  const def = defOf(s);
  if (def.type !== 'object') throw new Error(`${path || 'entry'}: expected an object schema, got "${def.type}"`);
  return Object.entries(def.shape as Record<string, $ZodType>).map(([key, field]) =>
    key === '_editorNote'
      ? { name: key, label: 'Note for editors', widget: 'hidden', required: false }
      : cmsField(key, field, markers, path ? `${path}.${key}` : key),
  );
}
