import { createContext, forwardRef, useContext, type ReactNode, type InputHTMLAttributes } from 'react';
import type { Status } from './useForm';
import { HONEYPOT_FIELD } from '../../lib/schemas/common';
import type { CommonFormText } from '../../i18n/forms';

/** The shared words of the form kit, provided by each island from the words its page handed it. */
export const FormText = createContext<CommonFormText>({
  required: 'required',
  optional: 'optional',
  sending: 'Sending…',
  loading: 'Loading…',
  privacyLead: '',
  privacyHref: '/privacy',
  honeypot: 'Leave this empty',
  privacyLink: 'Privacy Policy',
});

/** After the label: (required), (optional), or for a field the site fills in, what fills it. */
function LabelMark({ required, filledBy }: { required: boolean; filledBy?: string | undefined }) {
  const text = useContext(FormText);
  if (filledBy) return <span className="filled"> ({filledBy})</span>;
  return required ? <span className="req"> ({text.required})</span> : <span className="opt"> ({text.optional})</span>;
}

const fieldId = (form: string, name: string) => `${form}-${name.replace(/[^\w-]/g, '-')}`;

interface FieldFrame {
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
  /** A read-only field the site fills in: says what fills it instead of "(optional)". */
  filledBy?: string | undefined;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  required = false,
  className,
  filledBy,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
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
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>;

export function TextField({
  form,
  name,
  label,
  error,
  hint,
  required = false,
  className,
  filledBy,
  ...input
}: InputProps) {
  const id = fieldId(form, name);
  return (
    <Frame
      id={id}
      form={form}
      name={name}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
      filledBy={filledBy}
    >
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        {...input}
      />
    </Frame>
  );
}

export function TextArea({
  form,
  name,
  label,
  error,
  hint,
  required = false,
  className,
  ...rest
}: FieldFrame & { rows?: number; maxLength?: number; defaultValue?: string; autoComplete?: string }) {
  const id = fieldId(form, name);
  return (
    <Frame
      id={id}
      form={form}
      name={name}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      <textarea
        id={id}
        name={name}
        rows={rest.rows ?? 4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        {...rest}
      />
    </Frame>
  );
}

export function SelectField({
  form,
  name,
  label,
  error,
  hint,
  required = false,
  className,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  disabled,
}: FieldFrame & {
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  placeholder?: { value: string; label: string };
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const id = fieldId(form, name);
  return (
    <Frame
      id={id}
      form={form}
      name={name}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        disabled={disabled}
        {...(value !== undefined ? { value } : { defaultValue: defaultValue ?? placeholder?.value ?? '' })}
        {...(onChange ? { onChange: (e) => onChange(e.target.value) } : {})}
      >
        {placeholder && <option value={placeholder.value}>{placeholder.label}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function RadioGroup({
  form,
  name,
  label,
  error,
  required = false,
  options,
}: FieldFrame & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = fieldId(form, name);
  return (
    <fieldset
      className={`field radios${error ? ' has-error' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {label}
        <LabelMark required={required} />
      </legend>
      <div className="radio-row">
        {options.map((o) => (
          <label key={o.value} className="radio">
            <input type="radio" name={name} value={o.value} id={`${id}-${o.value}`} />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The status box under a form: an alert for failures, a polite status for success. Focusable. */
export const StatusBox = forwardRef<HTMLDivElement, { status: Status; children?: ReactNode }>(function StatusBox(
  { status, children },
  ref,
) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`status status-${status.kind}`}
      role={status.kind === 'error' ? 'alert' : 'status'}
      aria-live={status.kind === 'error' ? 'assertive' : 'polite'}
    >
      {status.kind !== 'idle' && <p className="status-text">{status.text}</p>}
      {children}
    </div>
  );
});

export function SubmitButton({
  hydrated,
  submitting,
  label,
}: {
  hydrated: boolean;
  submitting: boolean;
  label: string;
}) {
  const formsText = useContext(FormText);
  return (
    <button
      type="submit"
      className="btn btn-primary submit"
      disabled={!hydrated || submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? formsText.sending : hydrated ? label : formsText.loading}
    </button>
  );
}

/** A field people never see and screen readers never announce; bots that fill every field fill it. */
export function Honeypot({ form }: { form: string }) {
  const words = useContext(FormText);
  return (
    <div hidden>
      <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>{words.honeypot}</label>
      <input
        id={`${form}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export function PrivacyNote({ purpose }: { purpose: string }) {
  const formsText = useContext(FormText);
  return (
    <p className="privacy-note">
      {purpose} {formsText.privacyLead} <a href={formsText.privacyHref}>{formsText.privacyLink}</a>.
    </p>
  );
}

export const SubmitBar = ({ children }: { children: ReactNode }) => <div className="submit-bar">{children}</div>;
