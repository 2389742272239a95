// A patient under 18: the parent or guardian who books says who they are and how they are related, and the
// form says why (consent on the child's behalf). Shown only while the person's age is under 18.
import { TextField } from '../forms/kit';
import type { FieldProps } from '../forms/useForm';

interface Props {
  own: (name: string) => FieldProps;
  text: { guardianHeading: string; guardianNote: string; guardian: string; guardianRelation: string };
}

export default function GuardianFields({ own, text }: Props) {
  return (
    <fieldset className="field guardian">
      <legend>{text.guardianHeading}</legend>
      <p className="hint">{text.guardianNote}</p>
      <div className="grid-2">
        <TextField {...own('guardian')} required label={text.guardian} autoComplete="off" />
        <TextField {...own('guardianRelation')} required label={text.guardianRelation} autoComplete="off" />
      </div>
    </fieldset>
  );
}
