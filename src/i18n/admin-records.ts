/**
 * The record tables' words (part of ./admin): each kind's title, its columns and the languages. A record's
 * search text is made of these (src/lib/record-tables), so the public function that saves a record carries
 * them and no other staff words. Plain data.
 */
export const adminRecordsEn = {
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
    pan: 'PAN or ID number',
    idType: 'ID',
    category: 'Donation type (statement)',
    utr: 'UTR (from donor)',
    latin: 'Name and address in English letters',
    source: 'Money from (declared)',
    received: 'Received',
    mode: 'Mode of payment',
    reference: 'Reference',
    language: 'Language',
    messages: 'Messages by',
    guardian: 'Booked by (parent or guardian, for a patient under 18)',
    channelNames: { whatsapp: 'WhatsApp', sms: 'SMS' },
  },
  /** The language of the page a record was sent from (records from before the Tamil site: English). */
  languages: { en: 'English', ta: 'Tamil' },
} as const;
