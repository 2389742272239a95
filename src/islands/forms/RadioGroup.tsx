// Apart from the kit: only the donation and booking forms ask questions with radio buttons, and every page
// loads the kit (the callback form is in the header).
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
  describedBy: also,
  unmarked = false,
  onChange,
}: FieldFrame & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A sentence under the choices, read with them (e.g. what choosing one agrees to). */
  hint?: string;
  /** The choice made until the visitor makes another. */
  defaultValue?: string;
  /** Another element the choices are read with (a sentence beside the group). */
  describedBy?: string;
  /** No (required)/(optional) after the question. */
  unmarked?: boolean;
  onChange?: (value: string) => void;
}) {
  const id = fieldId(form, name);
  const describedBy = [also, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`field radios${error ? ' has-error' : ''}`}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {label}
        {!unmarked && <LabelMark required={required} />}
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
              onChange={onChange && (() => onChange(o.value))}
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
