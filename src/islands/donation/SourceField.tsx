// Where the donor's money comes from. Without FCRA registration (the default) one box the donor ticks: an
// Indian citizen giving from an Indian account; with it, a choice between that and a foreign source (the
// gift is then marked for the FCRA account's details). OCI and PIO card holders count as foreign sources.

import { DONATION_SOURCES } from '../../lib/schemas/donation';
import type { FormWords } from '../../i18n/forms';
import { FieldError, fieldId } from '../forms/kit';
import { RadioGroup } from '../forms/RadioGroup';
import type { FieldProps } from '../forms/useForm';

type Words = FormWords<'donation'>['text'];

export default function SourceField({ fcra, words, ...field }: FieldProps & { fcra: boolean; words: Words }) {
  const id = fieldId(field.form, field.name);
  if (fcra) {
    return (
      <>
        <RadioGroup
          {...field}
          required
          label={words.source}
          options={DONATION_SOURCES.map((v) => ({ value: v, label: words.sources[v] }))}
        />
        <p className="hint">{words.sourceHintFcra}</p>
      </>
    );
  }
  return (
    <fieldset className={`field${field.error ? ' has-error' : ''}`}>
      <legend>{words.source}</legend>
      <p className="hint" id={`${id}-hint`}>
        {words.sourceHint}
      </p>
      <label className="radio">
        <input
          type="checkbox"
          id={id}
          name={field.name}
          value="indian"
          aria-invalid={field.error ? true : undefined}
          aria-describedby={[`${id}-hint`, field.error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-required
        />
        {words.sources.indian}
      </label>
      <FieldError id={id} error={field.error} />
    </fieldset>
  );
}
