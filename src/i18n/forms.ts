/**
 * Words of the forms (labels, hints, buttons), kept apart from the components so that a translation
 * is a second dictionary, not a rewrite. Validation and status messages live in src/lib/messages.ts.
 */
export const formsEn = {
  required: 'required',
  optional: 'optional',
  sending: 'Sending…',
  loading: 'Loading…',
  privacyLead: 'We use these details only for this purpose and keep them private. Read our',
  privacyLink: 'Privacy Policy',
  callOr: 'Or call us:',
  noScript: 'This form needs JavaScript. You can also call us:',
  callback: {
    title: 'Request a Callback',
    intro: 'Leave your number and we will call you back during clinic hours.',
    name: 'Name',
    mobile: 'Mobile number',
    mobileHint: '10 digits, e.g. 9876543210',
    email: 'Email',
    comment: 'What would you like to ask?',
    submit: 'Submit',
    purpose: 'We use your number to call you back.',
  },
  contact: {
    title: 'Send us a message',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    submit: 'Send message',
    success: '✅ Thank you. Your message has been sent; we will reply by email.',
    purpose: 'We use your email to reply to your message.',
  },
  donation: {
    title: 'Pledge a donation',
    intro: 'Fill in this form to record your gift; we will send your receipt. You can pay right after.',
    uname: 'Full name (as on PAN, for the 80G receipt)',
    gender: 'Gender',
    email: 'Email',
    mobno: 'Mobile number',
    address: 'Postal address',
    donate: 'Type of donation',
    amount: 'Amount (₹)',
    amountHint: 'In rupees. A PAN is required above ₹50,000.',
    panno: 'PAN',
    panHint: 'Five letters, four digits, one letter, e.g. ABCDE1234F',
    modeofpay: 'Mode of payment',
    modePlaceholder: 'Select mode',
    message: 'Message',
    submit: 'Submit donation',
    purpose: 'We use these details to record your gift and issue your 80G receipt.',
    payNow: 'Pay now',
    payIntro:
      'Your reference is {reference}. Scan the code with any UPI app, or tap the button on your phone. The amount and reference are filled in.',
    payButton: 'Pay ₹{amount} with a UPI app',
    qrAlt: 'UPI QR code to pay ₹{amount} to the trust, reference {reference}',
    bankLead: 'Or transfer to our bank account and mention the reference:',
  },
  appointment: {
    newTitle: 'Book an appointment',
    oldTitle: 'Book your next appointment',
    count: 'Number of people',
    countOptions: { '1': '1', '2': '2', '3': '3', '4': '4+' },
    countHint: 'Changing this starts the list of people again.',
    person: 'Person {n}',
    pname: 'Name',
    pregno: 'Register number',
    pregnoNewHint: 'Given when you book. It will look like {preview}.',
    pregnoNewEmpty: 'Given when you book, once the name and gender are filled in.',
    pregnoOldHint: 'As on your patient card, e.g. MP26001.',
    pregdate: 'Registration date',
    page: 'Age',
    pgender: 'Gender',
    genderPlaceholder: 'Select gender',
    pheight: 'Height',
    pheightHint: 'e.g. 165 cm',
    pweight: 'Weight',
    pweightHint: 'e.g. 60 kg',
    pwork: 'Occupation',
    pphone: 'Phone',
    pphoneHint: '10 digits',
    pemail: 'Email',
    plocation: 'City / State',
    ppurpose: 'Reason for the visit',
    pmedicine: 'Medicines you take now',
    pappointmentDate: 'Appointment date',
    pappointmentDateHint: 'Today up to {last}.',
    pappointmentDay: 'Day',
    pappointmentTime: 'Time',
    timePlaceholder: 'Select a time',
    timePickDate: 'Choose a date first',
    timesLoading: 'Checking which times are free…',
    timesFailed: 'We could not check which times are free. You can still choose one; we check again when you book.',
    booked: '(Booked)',
    past: '(Past)',
    chosenFor: '(Chosen for person {n})',
    submit: 'Book appointment',
    submitMany: 'Book {count} appointments',
    purpose: 'We use these details to prepare your consultation and keep your patient record.',
    savedTitle: 'Your appointments',
    calendar: 'Add to calendar',
    calendarFor: 'Add to calendar: {name}, {date}',
    slotTaken: 'Times for {date} have been updated.',
  },
  genders: { Male: 'Male', Female: 'Female' },
} as const;

export const formsText = formsEn;

import { pickMessages, type Locale } from '../lib/messages';

export type FormsText = typeof formsEn;
export type FormName = 'callback' | 'contact' | 'donation' | 'appointment';
/** The words shared by every form (required/optional, sending, privacy note…). */
export type CommonFormText = Record<
  'required' | 'optional' | 'sending' | 'loading' | 'privacyLead' | 'privacyLink',
  string
>;

/** Which message keys each form can show (validation and status messages). */
/** Which message keys each form can show (validation and status messages). */
const SHARED_PREFIXES = ['form.', 'ui.network', 'name.', 'mobile.', 'email.', 'comment.', 'message.'] as const;
const MESSAGE_PREFIXES: Record<FormName, readonly string[]> = {
  callback: [...SHARED_PREFIXES, 'callback.variant', 'ui.callback.'],
  contact: [...SHARED_PREFIXES],
  donation: [...SHARED_PREFIXES, 'donation.', 'ui.donation.'],
  appointment: [...SHARED_PREFIXES, 'appointment.', 'booking.', 'ui.booking.'],
};

export interface FormWords<K extends FormName> {
  common: CommonFormText;
  text: FormsText[K];
  genders: FormsText['genders'];
  messages: Record<string, string>;
}

/**
 * Everything a form island says, in the page's language, handed over as props: the island's JavaScript
 * then carries no dictionary, and a Tamil page hands Tamil words to the same code.
 */
export function formWords<K extends FormName>(form: K, locale: Locale = 'en'): FormWords<K> {
  const all = formsEn;
  const { required, optional, sending, loading, privacyLead, privacyLink } = all;
  return {
    common: { required, optional, sending, loading, privacyLead, privacyLink },
    text: all[form],
    genders: all.genders,
    messages: pickMessages(MESSAGE_PREFIXES[form], locale),
  };
}

/** Fill `{name}` placeholders. */
export const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
