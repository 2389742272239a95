// Every visitor-facing message of the submissions (forms and API answers), keyed, in one dictionary.
// Schemas put KEYS into their issues; `t()` turns a key into text for a locale. A Tamil dictionary
// can be added as `ta: Partial<Messages>` (missing keys fall back to English) without touching any rule.
// The donation messages and the section-8 form messages are the original site's exact wording.

import { apiFallbackText } from './api-text';

export const en = {
  // What the API client says when no answer (or no readable one) came back: defined beside the client.
  ...apiFallbackText,
  // Generic form answers
  'form.invalid': 'Please check this field.',
  'form.notObject': 'The form could not be read. Please try again.',
  'form.unknownField': 'This field is not part of the form.',
  'form.unknownFields': 'The form contained unexpected fields: {fields}.',
  'form.tooLong': 'Please shorten this to at most {max} characters.',

  // Shared fields (callback, contact)
  'name.required': 'Please enter your name',
  'name.tooLong': 'Please keep the name within {max} characters.',
  'mobile.required': 'Please enter your mobile number',
  'mobile.invalid': 'Please enter a 10-digit mobile number',
  'email.required': 'Please enter your email',
  'email.invalid': 'Please enter a valid email address',
  'comment.tooLong': 'Please keep the comment within {max} characters.',
  'message.required': 'Please enter your message',
  'message.tooLong': 'Please keep the message within {max} characters.',
  'callback.variant.invalid': 'Unknown callback form.',

  // Appointments
  'appointment.name.required': "Please enter the patient's name",
  'appointment.gender.required': 'Please select a gender',
  'appointment.age.invalid': 'Please enter the age as a number (0 to 130)',
  'appointment.height.required': 'Please enter the height',
  'appointment.weight.required': 'Please enter the weight',
  'appointment.work.required': 'Please enter the occupation',
  'appointment.phone.required': 'Please enter the phone number',
  'appointment.phone.invalid': 'Please enter a 10-digit phone number',
  'appointment.regdate.invalid': 'Please enter the registration date as YYYY-MM-DD',
  'appointment.regno.required': 'Please enter the register number',
  'appointment.regno.invalid': 'Please enter a register number like MP26001',
  'appointment.date.required': 'Please choose an appointment date',
  'appointment.date.invalid': 'Please choose a valid appointment date',
  'appointment.date.past': 'This date has already passed. Please choose today or a later date.',
  'appointment.date.tooFar':
    'Appointments can be booked up to {days} days ahead. Please choose a date on or before {last}.',
  'appointment.time.required': 'Please choose a time slot',
  'appointment.time.invalid': 'Please choose one of the listed time slots',
  'appointment.time.past': 'The {slot} slot today has already passed. Please choose a later time.',
  'appointment.time.duplicate':
    'The {slot} slot on {date} is already chosen for another person in this booking. Please pick a different time.',
  'booking.people.min': 'Please add at least one person',
  'booking.people.max': 'At most {max} people can be booked at once',
  'booking.patientType.invalid': 'Please choose new or returning patient',
  'booking.slotTaken':
    'The {slot} slot on {date} chosen for {name} was just booked by someone else. Please pick another time.',
  'booking.saved.one': 'Appointment saved for {name} on {day} {date} at {slot}. Register number: {regno}.',
  'booking.saved.many': '{count} appointments saved. Register numbers: {regnos}.',

  // Donation: the original site's ten checks, in order, word for word (spec section 5) ...
  'donation.name.required': 'Please enter your name',
  'donation.gender.required': 'Please select a gender',
  'donation.email.required': 'Please enter your email',
  'donation.mobile.required': 'Please enter your mobile number',
  'donation.address.required': 'Please enter your address',
  'donation.type.required': 'Please select the type of donation',
  'donation.amount.invalid': 'Please enter a valid donation amount',
  'donation.pan.required': 'PAN card is required for donations over 50000',
  'donation.pan.invalid': 'Invalid PAN card format',
  'donation.mode.required': 'Please select a mode of payment',
  // ... and our additions, each with its own message.
  'donation.name.tooLong': 'Please keep the name within {max} characters.',
  'donation.email.invalid': 'Please enter a valid email address',
  'donation.mobile.invalid': 'Please enter a valid 10-digit mobile number',
  'donation.address.tooLong': 'Please keep the address within {max} characters.',
  'donation.amount.tooLarge': 'Donations above ₹1,00,00,000 cannot be pledged online. Please contact the trust.',
  'donation.message.tooLong': 'Please keep the message within {max} characters.',

  // Section 8 of the original site: what the forms show
  'ui.booking.failed': '❌ Failed to save booking. Try again!',
  'ui.booking.saved': '✅ Appointment saved',
  'ui.callback.success': '✅ Callback request submitted!',
  'ui.callback.failed': '❌ Something went wrong. Try again.',
  'ui.callback.network': '⚠️ Server error. Please try later.',
  'ui.donation.failed': '❌ Failed to submit donation',
  'ui.donation.success': '✅ Donation submitted successfully!',

  // HTTP answers
  'http.notJson': 'Please send the form as JSON.',
  'http.badJson': 'The form could not be read. Please try again.',
  'http.tooLarge': 'The form is too large to send.',
  'http.badOrigin': 'This form can only be sent from our own website.',
  'http.rateLimited': 'Too many requests. Please wait {seconds} seconds and try again.',
  'http.methodNotAllowed': 'This method is not allowed here.',
  'http.notFound': 'Not found.',
  'http.signInRequired': 'Sign in required',
  'http.storeUnavailable':
    'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.',
  'callback.saved': 'Callback request submitted',
  'contact.saved': 'Message sent',
  'donation.saved': 'Donation submitted successfully',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export type Locale = 'en';

const dictionaries: Record<Locale, Partial<Messages>> = { en };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

/** Text for a key, with `{param}` placeholders filled. Unknown locales and keys fall back to English. */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = 'en'): string {
  const template = dictionaries[locale]?.[key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The messages whose keys start with one of `prefixes`, in a locale: what a page hands an island, so the
 * island's JavaScript carries only its own words in the page's language.
 */
export function pickMessages(prefixes: readonly string[], locale: Locale = 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(en) as MessageKey[]) {
    if (prefixes.some((p) => key === p || key.startsWith(p))) out[key] = t(key, undefined, locale);
  }
  return out;
}
