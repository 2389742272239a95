import { contactSchema } from '../lib/schemas/contact';
import { checkContact } from '../lib/validate/contact';
import type { FormWords } from '../i18n/forms';
import { TextArea, TextField } from './forms/kit';
import { FormFrame } from './forms/FormFrame';
import { useForm } from './forms/useForm';
import { useWords } from './forms/words';
import './forms/forms.css';

/** The contact page's message form. Clears on success; every failure is shown, never only logged. */
export default function ContactForm({ id = 'contact', words }: { id?: string; words: FormWords<'contact'> }) {
  const text = words.text;
  const { translate, say } = useWords(words);
  const form = useForm({
    id,
    schema: contactSchema,
    validate: (values) => checkContact(values, translate),
    submit: (data, client) => client.sendContactMessage(data),
    failureText: (failure) => (failure.kind === 'network' ? say('ui.network') : failure.error),
    onSuccess: () => text.success,
  });
  const { field } = form;
  return (
    <FormFrame id={id} form={form} common={words.common} submitLabel={text.submit} purpose={text.purpose}>
      <div className="grid-2">
        <TextField {...field('name')} label={text.name} autoComplete="name" />
        <TextField {...field('email')} label={text.email} autoComplete="email" />
      </div>
      <TextArea {...field('message')} label={text.message} rows={6} />
    </FormFrame>
  );
}
