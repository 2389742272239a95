import type { CallbackVariant } from '../lib/schemas/callback';
import { checkCallback } from '../lib/validate/callback';
import type { FormWords } from '../i18n/forms';
import { TextArea, TextField } from './forms/kit';
import { FormFrame, failureMessage } from './forms/FormFrame';
import { useForm } from './forms/useForm';
import { useWords } from './forms/words';
import './forms/forms.css';

interface Props {
  /** 'nav': name and mobile required. 'home': email required too (the home page's modal). */
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
  const { errors } = form;

  return (
    <FormFrame id={id} form={form} common={words.common} submitLabel={text.submit} purpose={text.purpose}>
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
        name="mobile"
        label={text.mobile}
        hint={text.mobileHint}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={14}
        error={errors.mobile}
      />
      <TextField
        form={id}
        name="email"
        label={text.email}
        required={variant === 'home'}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email}
      />
      <TextArea form={id} name="comment" label={text.comment} rows={3} maxLength={1000} error={errors.comment} />
    </FormFrame>
  );
}
