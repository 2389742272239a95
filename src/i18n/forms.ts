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
} as const;

export const formsText = formsEn;
