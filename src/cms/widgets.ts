/**
 * The CMS's `bilingual` widget: a text in English and in Tamil, side by side, for the `{ en, ta }` fields of
 * the content files. Its limits and messages come from the schemas through config.yml (src/cms/fields.ts):
 * the CMS refuses to save what the build would refuse, in the same words. It runs on Decap CMS's globals
 * (CMS, h, createClass) and is served at /admin/content/widgets.js, compiled by ./integration.ts.
 */
import type { TextLimits } from './fields';

/** An option of a field as Decap hands it over: an Immutable.js map (or a plain value). */
interface FieldMap {
  get(key: string): unknown;
  has(key: string): boolean;
}
type Verdict = true | { error: { message: string } };
interface ControlProps {
  field: FieldMap;
  value: unknown;
  forID: string;
  locale?: string;
  // Callbacks handed over as props (functions of their own, called without `this`).
  onChange: (value: unknown) => void;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}
interface PreviewProps {
  field: FieldMap;
  value: unknown;
  entry?: { getIn(path: string[]): unknown };
}
type Element = unknown;
interface Component<P> {
  props: P;
}
interface DecapGlobals {
  CMS: {
    registerWidget(name: string, control: unknown, preview: unknown): void;
    registerPreviewStyle(href: string): void;
  };
  // Plain functions (React's createElement and create-react-class), read off the global object.
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => Element;
  createClass: <P, S extends object>(spec: S & ThisType<Component<P> & S>) => unknown;
}
/** What a widget reads of a language's limits (config.yml carries TextLimits). */
type Limits = Pick<TextLimits, 'min' | 'max' | 'trim' | 'messages'>;

const { CMS, h, createClass } = globalThis as unknown as DecapGlobals;

// The preview pane is a frame of its own: it gets our styles too (the Tamil font above all).
const script = document.currentScript as HTMLScriptElement | null;
const here = script ? script.src.replace(/[^/]*$/, '') : '/admin/content/';
CMS.registerPreviewStyle(`${here}widgets.css`);

const LANGUAGES = [
  { key: 'en', name: 'English' },
  { key: 'ta', name: 'தமிழ்' },
] as const;

/** A field option as plain data (Decap hands the field's options over as Immutable.js maps). */
function option<T>(field: FieldMap, key: string): T {
  const value = field.get(key) as { toJS?: () => T } | T;
  return value && typeof value === 'object' && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS: () => T }).toJS()
    : (value as T);
}

/** One language's text of the value ({ en, ta } as a map or an object; '' for a decorative picture's alt). */
function textOf(value: unknown, key: string): string {
  if (!value || typeof value !== 'object') return '';
  const text =
    typeof (value as FieldMap).get === 'function'
      ? (value as FieldMap).get(key)
      : (value as Record<string, unknown>)[key];
  return typeof text === 'string' ? text : '';
}

/** What the schema says is wrong with one language's text, or null. */
function problem(limits: Limits, text: string): string | null {
  const measured = limits.trim ? text.trim() : text;
  if (measured.length === 0) return limits.messages.missing;
  if (measured.length < limits.min) return limits.messages.tooShort ?? null;
  if (measured.length > limits.max) return limits.messages.tooLong;
  return null;
}

/** A language's text box and its count against the limit. */
function textBox(
  props: ControlProps,
  o: {
    id: string;
    lang: string;
    label?: string;
    text: string;
    rows: number;
    limits: Limits;
    onInput(text: string): void;
  },
) {
  const multiline = props.field.get('multiline') === true;
  return [
    h(multiline ? 'textarea' : 'input', {
      id: o.id,
      lang: o.lang,
      'aria-label': o.label,
      className: 'bilingual-input',
      value: o.text,
      rows: multiline ? o.rows : undefined,
      onChange: (event: { target: { value: string } }) => o.onInput(event.target.value),
      onFocus: props.setActiveStyle,
      onBlur: props.setInactiveStyle,
    }),
    h(
      'span',
      { className: `bilingual-count${o.text.trim().length > o.limits.max ? ' over' : ''}` },
      `${o.text.trim().length} / ${o.limits.max}`,
    ),
  ];
}

const BilingualControl = createClass<
  ControlProps,
  { isValid(): Verdict; change(key: string, text: string): void; render(): Element }
>({
  isValid() {
    const { field, value } = this.props;
    const optional = field.get('required') === false;
    if (optional && !textOf(value, 'en').trim() && !textOf(value, 'ta').trim()) return true;
    const problems = LANGUAGES.map((language) =>
      problem(option<Limits>(field, language.key), textOf(value, language.key)),
    ).filter((p): p is string => Boolean(p));
    return problems.length ? { error: { message: problems.join(' ') } } : true;
  },

  change(key, text) {
    const next: Record<string, string> = { en: textOf(this.props.value, 'en'), ta: textOf(this.props.value, 'ta') };
    next[key] = text;
    const field = this.props.field;
    // Both left empty in an optional field: the file gets the field's empty form ('' for a decorative
    // picture's alt) or none at all.
    if (field.get('required') === false && !next.en && !next.ta) {
      this.props.onChange(field.has('empty') ? field.get('empty') : undefined);
      return;
    }
    this.props.onChange(next);
  },

  render() {
    const props = this.props;
    const label = String(props.field.get('label'));
    return h(
      'div',
      { className: 'bilingual' },
      LANGUAGES.map((language, i) => {
        const id = i === 0 ? props.forID : `${props.forID}-${language.key}`;
        return h(
          'div',
          { key: language.key, className: 'bilingual-language' },
          h('label', { htmlFor: id, className: 'bilingual-name' }, language.name),
          ...textBox(props, {
            id,
            lang: language.key,
            label: `${label} (${language.name})`,
            text: textOf(props.value, language.key),
            rows: 4,
            limits: option<Limits>(props.field, language.key),
            onInput: (text) => this.change(language.key, text),
          }),
        );
      }),
    );
  },
});

/**
 * The value a preview shows. Decap's default preview hands some top-level fields over dressed up: `title`
 * as an <h1> element around the value, `description` not at all; those are read from the entry itself.
 */
function previewValue(props: PreviewProps): unknown {
  const value = props.value as { props?: { children?: unknown }; type?: unknown } | undefined;
  if (value && value.props && typeof value.type === 'string') return value.props.children;
  if (value === undefined && props.entry) return props.entry.getIn(['data', String(props.field.get('name'))]);
  return value;
}

const BilingualPreview = createClass<PreviewProps, { render(): Element }>({
  render() {
    const value = previewValue(this.props);
    return h('div', null, h('p', { lang: 'en' }, textOf(value, 'en')), h('p', { lang: 'ta' }, textOf(value, 'ta')));
  },
});

CMS.registerWidget('bilingual', BilingualControl, BilingualPreview);

/**
 * `localized`: one language's text in an entry edited in two languages side by side (the therapies: their
 * English and Tamil files). The limits are the language's own, picked by the pane's `locale`.
 */
const LocalizedControl = createClass<ControlProps, { limits(): Limits; isValid(): Verdict; render(): Element }>({
  limits() {
    const all = option<Record<string, Limits>>(this.props.field, 'limits');
    return all[this.props.locale ?? 'en'] ?? all.en!;
  },

  isValid() {
    const text = typeof this.props.value === 'string' ? this.props.value : '';
    const wrong = problem(this.limits(), text);
    return wrong ? { error: { message: wrong } } : true;
  },

  render() {
    const props = this.props;
    return h(
      'div',
      { className: 'bilingual-language localized' },
      ...textBox(props, {
        id: props.forID,
        lang: props.locale ?? 'en',
        text: typeof props.value === 'string' ? props.value : '',
        rows: 6,
        limits: this.limits(),
        onInput: (text) => props.onChange(text),
      }),
    );
  },
});

const LocalizedPreview = createClass<PreviewProps, { render(): Element }>({
  render() {
    const value = previewValue(this.props);
    return h('p', null, typeof value === 'string' ? value : '');
  },
});

CMS.registerWidget('localized', LocalizedControl, LocalizedPreview);
