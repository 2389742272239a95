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
    validate: (values) => checkContact(values, translate),
    submit: (data, client) => client.sendContactMessage(data),
    failureText: (failure) => (failure.kind === 'network' ? say('ui.network') : failure.error),
    onSuccess: () => text.success,
  });
  const { errors } = form;
  return (
    <FormFrame id={id} form={form} common={words.common} submitLabel={text.submit} purpose={text.purpose}>
      <div className="grid-2">
        <TextField
          form={id}
          name="name"
          label={text.name}
          required
          autoComplete="name"
          maxLength={100}
          error={errors.name}
        />
        <TextField
          form={id}
          name="email"
          label={text.email}
          required
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email}
        />
      </div>
      <TextArea
        form={id}
        name="message"
        label={text.message}
        required
        rows={6}
        maxLength={2000}
        error={errors.message}
      />
    </FormFrame>
  );
}
