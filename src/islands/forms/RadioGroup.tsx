// Apart from the kit: only the donation form asks questions with radio buttons, and every page loads the
// kit (the callback form is in the header).
import { FieldError, LabelMark, fieldId, type FieldFrame } from './kit';

export function RadioGroup({
  form,
  name,
  label,
  error,
  required = false,
  options,
  hint,
  defaultValue,
}: FieldFrame & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A sentence under the choices, read with them (e.g. what choosing one agrees to). */
  hint?: string;
  /** The choice made until the visitor makes another. */
  defaultValue?: string;
}) {
  const id = fieldId(form, name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`field radios${error ? ' has-error' : ''}`}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {label}
        <LabelMark required={required} />
      </legend>
      <div className="radio-row">
        {options.map((o) => (
          <label key={o.value} className="radio">
            <input
              type="radio"
              name={name}
              value={o.value}
              id={`${id}-${o.value}`}
              defaultChecked={defaultValue === undefined ? undefined : o.value === defaultValue}
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
