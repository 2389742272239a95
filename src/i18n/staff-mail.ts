/**
 * The words of the mails staff receive (src/server/notify/mail/staff.ts): English, like the rest of the
 * staff area. Plain data, kept apart from ./admin so the dashboard's JavaScript does not carry it.
 */
export const staffMailText = {
  subject: {
    callbacks: 'Callback: {name}, {phone}',
    contacts: 'Message: {name}, {email}',
    bookingOne: 'Booking: {name}, {date} {time}',
    bookingMany: 'Booking: {name} and {more} more, {date}',
    donations: 'Donation pledge: {name}, {amount}',
    digest: "Today's appointments, {day} {date}: {count}",
  },
  heading: {
    callbacks: 'New callback request',
    contacts: 'New contact message',
    bookings: 'New booking',
    donations: 'New donation pledge',
    digest: 'Appointments for {day} {date}',
  },
  field: {
    name: 'Name',
    mobile: 'Mobile',
    email: 'Email',
    comment: 'Comment',
    message: 'Message',
    language: 'Language',
    received: 'Received',
    regno: 'Register number',
    when: 'Appointment',
    age: 'Age',
    gender: 'Gender',
    patient: 'Patient',
    purpose: 'Reason',
    reference: 'Reference',
    amount: 'Amount',
    type: 'Type',
    mode: 'Mode of payment',
    pan: 'PAN',
    address: 'Address',
  },
  patientType: { new: 'new patient', old: 'returning patient' },
  link: {
    call: 'Call {name}',
    whatsapp: 'WhatsApp {name}',
    reply: 'Reply to {name}',
    replySubject: 'Your message to {clinic}',
    admin: 'Open in the dashboard',
  },
  digest: {
    none: 'No appointments today.',
    line: '{time}: {name} ({regno}), {age}{gender}, {phone}, {type}{purpose}',
    schedule: "The day's list in the dashboard",
    folded:
      '{count} new submission(s) since yesterday were not mailed one by one (more than the day’s ceiling of instant mails): please read them in the dashboard.',
  },
  signInAlert: {
    subject: 'Wrong sign-in attempts on your staff account',
    heading: 'Someone is trying to sign in as you',
    body: 'Since {since} (India time), {count} or more sign-ins to your staff account at {clinic} were refused: the password or the authenticator code was wrong. They were refused, and nothing was seen or changed.',
    you: 'If it was you, there is nothing to do. If not, please tell an admin; you can also set up your authenticator app again with a new password under "My sign-in".',
    once: 'You get this mail at most once a day.',
  },
  footer: 'Sent by the website of {clinic}. Settings: NOTIFY_TO, NOTIFY_INSTANT, NOTIFY_DIGEST.',
} as const;
