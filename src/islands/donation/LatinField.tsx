// A name or address field and, when what the donor typed has letters of another script (Tamil), a second
// field for its English-letters spelling: the statement of donations takes no other script (src/lib/latin).
// The second field appears as soon as such a letter is typed, and is filled when the donor leaves the first
// with a transliteration they correct; a suggestion replaces only an
// empty field or the previous suggestion, never what the donor wrote. The transliteration library is
// fetched the first time it is needed.

import { useRef, useState } from 'react';
import { needsLatin } from '../../lib/latin';
import { fieldId, TextArea, TextField } from '../forms/kit';
import type { FieldProps } from '../forms/useForm';

export default function LatinField({
  source,
  latin,
  kind,
  label,
  latinLabel,
  hint,
}: {
  source: FieldProps;
  latin: FieldProps;
  kind: 'name' | 'address';
  label: string;
  latinLabel: string;
  hint: string;
}) {
  const [shown, setShown] = useState(false);
  const suggested = useRef('');

  const suggest = async (typed: string) => {
    const needed = needsLatin(typed);
    setShown(needed);
    if (!needed) return;
    const { suggestLatin } = await import('../../lib/transliterate');
    const input = document.getElementById(fieldId(latin.form, latin.name)) as HTMLInputElement | null;
    if (!input || (input.value && input.value !== suggested.current)) return;
    suggested.current = suggestLatin(typed, kind);
    input.value = suggested.current;
  };
  const onSource = (value: string) => void suggest(value.trim());
  // Shown while the donor types (not when they leave the field): a field appearing then would move the one
  // they are about to tap.
  const onType = (value: string) => setShown(needsLatin(value));
  const show = shown || Boolean(latin.error);

  return (
    <>
      {kind === 'name' ? (
        <TextField
          {...source}
          label={label}
          autoComplete="name"
          onInput={(e) => onType(e.currentTarget.value)}
          onBlur={(e) => onSource(e.currentTarget.value)}
        />
      ) : (
        <TextArea
          {...source}
          label={label}
          rows={3}
          autoComplete="street-address"
          onInput={(e) => onType(e.currentTarget.value)}
          onBlur={(e) => onSource(e.currentTarget.value)}
        />
      )}
      {show &&
        (kind === 'name' ? (
          <TextField {...latin} required label={latinLabel} hint={hint} autoComplete="off" lang="en" />
        ) : (
          <TextArea {...latin} required label={latinLabel} hint={hint} rows={3} autoComplete="off" lang="en" />
        ))}
    </>
  );
}
