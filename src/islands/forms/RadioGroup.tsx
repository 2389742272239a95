// Apart from the kit: only the donation form asks a question with radio buttons, and every page loads the
// kit (the callback form is in the header).
import { FieldError, LabelMark, fieldId, type FieldFrame } from './kit';

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
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
