import {
  createContext,
  createElement,
  useContext,
  type ChangeEvent,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { Gender } from '../../lib/register';
import type { CommonFormText } from '../../i18n/forms';

/**
 * The shared words of the form kit, in the page's language. FormFrame provides them around every form, and
 * the kit is only drawn inside a FormFrame: there is no default to ship.
 */
export const FormText = createContext<CommonFormText>({} as CommonFormText);

/** After the label: (required), (optional), or for a field the site fills in, what fills it. */
export function LabelMark({ required, filledBy }: { required: boolean; filledBy?: string | undefined }) {
  const text = useContext(FormText);
  if (filledBy) return <span className="filled"> ({filledBy})</span>;
  return required ? <span className="req"> ({text.required})</span> : <span className="opt"> ({text.optional})</span>;
}

export const fieldId = (form: string, name: string) => `${form}-${name.replace(/[^\w-]/g, '-')}`;

/** What every field has around its control. `field(name)` of useForm gives form, name, error and required. */
export interface FieldFrame {
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  /** A read-only field the site fills in: says what fills it instead of "(optional)". */
  filledBy?: string | undefined;
}

export const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;

type ControlProps<A> = FieldFrame & Omit<A, 'form' | 'name' | 'id' | 'required'>;

/**
 * A label (with its required/optional mark), an optional hint, the control and its error. The control is
 * tied to them by id and aria attributes; every other prop is the control's own (maxLength, type, …).
 * `required` only marks the label and sets aria-required: the form checks with the schema, not the browser.
 */
function Field({
  as,
  form,
  name,
  label,
  error,
  hint,
  required = false,
  className,
  filledBy,
  ...control
}: FieldFrame & { as: 'input' | 'textarea' | 'select'; [control: string]: unknown }) {
  const id = fieldId(form, name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        <LabelMark required={required} filledBy={filledBy} />
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {createElement(as, {
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': required || undefined,
        ...control,
      })}
      <FieldError id={id} error={error} />
    </div>
  );
}

export const TextField = (props: ControlProps<InputHTMLAttributes<HTMLInputElement>>) => (
  <Field as="input" {...props} />
);

export const TextArea = ({ rows = 4, ...props }: ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) => (
  <Field as="textarea" rows={rows} {...props} />
);

export function SelectField({
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  ...props
}: FieldFrame & {
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  placeholder?: { value: string; label: string };
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Field
      as="select"
      {...props}
      {...(value !== undefined ? { value } : { defaultValue: defaultValue ?? placeholder?.value ?? '' })}
      {...(onChange ? { onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) } : {})}
    >
      {placeholder && <option value={placeholder.value}>{placeholder.label}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </Field>
  );
}

/** A code typed in capitals (PAN, register number): no autofill, spell check or lower case. */
export const CODE_INPUT = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  className: 'uppercase',
} as const;

/**
 * The gender choices in the page's words, in the dictionary's order. Not from GENDERS: that would pull the
 * register-number module into the code every page's callback form loads.
 */
export const genderOptions = (labels: Record<Gender, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
