/**
 * Every word of the staff dashboard (/admin): the page, the sign-in form, the tables, and the sign-in
 * endpoints' answers. Plain data (no imports), so the admin island stays small and a translation is a
 * second dictionary, not a rewrite.
 */
export const adminEn = {
  page: {
    title: 'Admin Dashboard',
    description: "Staff sign-in for the trust's dashboard of callback requests, bookings, messages and donations.",
    lede: "For the trust's staff. Sign in to see callback requests, bookings, contact messages and donations.",
    noScript: 'The dashboard needs JavaScript.',
  },
  session: {
    checking: 'Checking your session…',
    failed: 'Could not reach the server to check your session.',
    retry: 'Try again',
    expired: 'Your session has ended. Please sign in again.',
    signedOut: 'You are signed out.',
  },
  login: {
    heading: 'Staff sign-in',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    required: 'Please enter the password.',
    wrong: 'That password is not right.',
    rateLimited: 'Too many sign-in attempts. Please wait {minutes} and try again.',
    minute: '1 minute',
    minutes: '{n} minutes',
    unavailable: 'Sign-in is unavailable right now. Please try again in a minute.',
    network: 'No answer from the server. Check the connection and try again.',
    notConfigured:
      'Sign-in is not configured on this site yet. The site administrator must set ADMIN_PASSWORD_HASH and SESSION_SECRET.',
    devHint:
      'Development sign-in: the password is printed in the dev server’s console and kept in {file} (git-ignored).',
  },
  dashboard: {
    signedIn: 'Signed in as staff.',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signOutFailed: 'Could not sign out. Please try again.',
    loading: 'Loading {title}…',
    loadFailed: 'Could not load {title}.',
    retry: 'Retry',
    search: 'Search {title}',
    searchHint: 'Matches any column.',
    count: '{shown} of {total}',
    noMatch: 'Nothing matches “{query}”.',
    exportCsv: 'Export CSV',
    actions: 'Actions',
    delete: 'Delete',
    deleteLabel: 'Delete {what}',
    deleting: 'Deleting…',
    deleted: 'Deleted {what}.',
    deleteFailed: 'Could not delete {what}. Please try again.',
    confirmTitle: 'Delete this record?',
    confirmBody: 'Delete {what}? This cannot be undone.',
    confirmBooking: 'The appointment slot becomes free for others.',
    confirmYes: 'Delete',
    confirmNo: 'Cancel',
    revealPan: 'Show PAN',
    revealPanLabel: 'Show PAN of {name}',
    tableRegion: '{title} (scrolls sideways)',
  },
  tables: {
    callbacks: {
      title: 'Callback Requests',
      empty: 'No callback requests yet.',
      record: 'the callback request from {name}',
      file: 'callback-requests',
    },
    bookings: {
      title: 'Booking Requests',
      empty: 'No booking requests yet.',
      record: 'the booking of {name}',
      file: 'booking-requests',
    },
    contacts: {
      title: 'Contact Messages',
      empty: 'No contact messages yet.',
      record: 'the message from {name}',
      file: 'contact-messages',
    },
    donations: {
      title: 'Donations',
      empty: 'No donations yet.',
      record: 'the donation from {name}',
      file: 'donations',
    },
  },
  columns: {
    name: 'Name',
    mobile: 'Mobile',
    email: 'Email',
    comment: 'Comment',
    date: 'Date (IST)',
    age: 'Age',
    gender: 'Gender',
    phone: 'Phone',
    location: 'Location',
    purpose: 'Purpose',
    registerNumber: 'Register number',
    appointmentDate: 'Appointment date',
    weekday: 'Weekday',
    time: 'Time',
    message: 'Message',
    address: 'Address',
    type: 'Type',
    amount: 'Amount (INR)',
    pan: 'PAN',
    mode: 'Mode of payment',
    reference: 'Reference',
    language: 'Language',
  },
  /** The language of the page a record was sent from (records from before the Tamil site: English). */
  languages: { en: 'English', ta: 'Tamil' },
  /** Answers of the sign-in endpoints. */
  api: {
    wrongPassword: 'That password is not right.',
    passwordRequired: 'Please enter the password.',
    loginDisabled:
      'Sign-in is not configured on this site yet. The site administrator must set ADMIN_PASSWORD_HASH and SESSION_SECRET.',
    rateLimited: 'Too many sign-in attempts. Please wait {seconds} seconds and try again.',
    signedOut: 'Signed out.',
    signOutIncomplete: 'Signed out on this device, but the server could not record it. Please try again.',
    notFound: 'This record no longer exists.',
  },
} as const;

export const adminText = adminEn;

// The admin island and the sign-in endpoints fill this dictionary's templates with the site's one fill().
export { fill } from './fill';
