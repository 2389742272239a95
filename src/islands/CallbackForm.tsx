import { callbackSchemaFor, type CallbackVariant } from '../lib/schemas/callback';
import { checkCallback } from '../lib/validate/callback';
import type { FormWords } from '../i18n/forms';
import { TextArea, TextField } from './forms/kit';
import { FormFrame, failureMessage } from './forms/FormFrame';
import { useForm } from './forms/useForm';
import { useWords } from './forms/words';
import './forms/forms.css';

interface Props {
  /** 'nav': name and phone required. 'home': email required too (the home page's modal). */
  variant: CallbackVariant;
  /** Unique per page. */
  id: string;
  /** Labels and messages in the page's language (see formWords). */
  words: FormWords<'callback'>;
}

/**
 * The one callback form behind every "Request Callback" entry point. Inside a <dialog> it closes the
 * dialog on success and announces the result on the page.
 */
export default function CallbackForm({ variant, id, words }: Props) {
  const text = words.text;
  const { translate, say } = useWords(words);
  const form = useForm({
    id,
    schema: callbackSchemaFor(variant),
    validate: (values) => checkCallback(values, variant, translate),
    submit: (data, client) => client.requestCallback(data, variant),
    failureText: (failure) =>
      failureMessage(failure, { network: say('ui.callback.network'), failed: say('ui.callback.failed') }),
    onSuccess: () => {
      const message = say('ui.callback.success');
      const dialog = form.formRef.current?.closest('dialog');
      if (dialog) {
        dialog.close();
        document.dispatchEvent(new CustomEvent('site:announce', { detail: message }));
      }
      return message;
    },
  });
  const { field } = form;

  return (
    <FormFrame id={id} form={form} common={words.common} submitLabel={text.submit} purpose={text.purpose}>
      <TextField {...field('name')} label={text.name} autoComplete="name" />
      <TextField {...field('phone')} label={text.phone} hint={text.phoneHint} autoComplete="tel" />
      {/* Required on the home page's variant: its schema says so. */}
      <TextField {...field('email')} label={text.email} autoComplete="email" />
      <TextArea {...field('comment')} label={text.comment} rows={3} />
    </FormFrame>
  );
}
