/**
 * Words of the forms (labels, hints, buttons), one dictionary per language: src/i18n/en/forms.json and
 * src/i18n/ta/forms.json (same keys). Validation and status messages live in src/i18n/<lang>/messages.json.
 */
import { formsDictionaries, messageDictionaries, type FormsText } from './dictionaries';
import { localizePath, type Locale } from '../lib/locale';
import { fill } from './fill';
import { formatPhone, siteIn } from '../lib/site-settings';

export type { FormsText } from './dictionaries';
export type FormName = 'callback' | 'contact' | 'donation' | 'appointment' | 'manage' | 'privacy';
/** The words shared by every form (required/optional, sending, privacy note…). */
export type CommonFormText = Record<
  | 'required'
  | 'optional'
  | 'sending'
  | 'loading'
  | 'proving'
  | 'privacyLead'
  | 'privacyLink'
  | 'privacyHref'
  | 'privacyContact'
  | 'honeypot',
  string
>;

/** Which message keys each form can show (validation and status messages). */
const SHARED_PREFIXES = ['form.', 'text.', 'ui.network', 'name.', 'mobile.', 'email.', 'comment.', 'message.'] as const;
const MESSAGE_PREFIXES: Record<FormName, readonly string[]> = {
  callback: [...SHARED_PREFIXES, 'callback.variant', 'ui.callback.'],
  contact: [...SHARED_PREFIXES],
  donation: [...SHARED_PREFIXES, 'donation.', 'ui.donation.'],
  appointment: [...SHARED_PREFIXES, 'appointment.', 'booking.', 'ui.booking.', 'time.', 'day.'],
  manage: [...SHARED_PREFIXES, 'manage.', 'appointment.', 'booking.', 'time.', 'day.'],
  privacy: [...SHARED_PREFIXES, 'privacy.'],
};

export interface FormWords<K extends FormName> {
  common: CommonFormText;
  text: FormsText[K];
  genders: FormsText['genders'];
  messages: Record<string, string>;
}

/**
 * The messages whose keys start with one of `prefixes`, in a locale: what a page hands an island, so the
 * island's JavaScript carries only its own words in the page's language.
 */
export function pickMessages(prefixes: readonly string[], locale: Locale = 'en'): Record<string, string> {
  const words: Readonly<Record<string, string>> = messageDictionaries[locale];
  const keys = Object.keys(messageDictionaries.en).filter((key) =>
    prefixes.some((p) => key === p || key.startsWith(p)),
  );
  return Object.fromEntries(keys.map((key) => [key, words[key]!]));
}

/** The words every form shares: states, the privacy notice and the person who answers for personal data. */
export function commonFormWords(locale: Locale): CommonFormText {
  const all = formsDictionaries[locale];
  const { required, optional, sending, loading, proving, privacyLead, privacyLink, honeypot } = all;
  const privacyHref = localizePath('/privacy', locale);
  // The person who answers for personal data, named at every form's notice (DPDP Rules, Rule 9).
  const { name, phone } = siteIn(locale).privacy.contact;
  const privacyContact = fill(all.privacyContact, { name, phone: formatPhone(phone) });
  return {
    required,
    optional,
    sending,
    loading,
    proving,
    privacyLead,
    privacyLink,
    privacyHref,
    privacyContact,
    honeypot,
  };
}

/**
 * Everything a form island says, in the page's language, handed over as props: the island's JavaScript
 * then carries no dictionary, and a Tamil page hands Tamil words to the same code.
 */
export function formWords<K extends FormName>(form: K, locale: Locale = 'en'): FormWords<K> {
  const all = formsDictionaries[locale];
  return {
    common: commonFormWords(locale),
    text: all[form],
    genders: all.genders,
    messages: pickMessages(MESSAGE_PREFIXES[form], locale),
  };
}
