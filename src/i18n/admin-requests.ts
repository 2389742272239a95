/** The staff queue of people's rights requests (/admin/requests) and its endpoint's answers. */
export const adminRequestsEn = {
  requests: {
    heading: 'Rights requests',
    lede: 'Requests to see, correct or erase data, stop messages or nominate someone, the earliest due first. Act with Find a person, then answer here: the answer is sent to the person and names the privacy contact.',
    empty: 'No open requests.',
    loading: 'Loading requests…',
    failed: 'The requests could not be loaded. Try again.',
    due: 'Due {date}',
    overdue: 'Overdue since {date}',
    viaCode: 'Checked by a one-time code',
    viaLink: "From the booking's private link",
    contact: 'Phone or email used with us',
    details: 'What they wrote',
    none: '(nothing written)',
    answerLabel: 'Answer to send',
    answerHint:
      'Say what was done (a copy sent, data corrected or erased, messages stopped). The privacy contact is named below it.',
    answerHintPhone:
      'They gave a mobile number: a text (SMS, or WhatsApp) tells them the request is answered and that the privacy contact will call. Write down what was done, then call {phone} and tell them.',
    send: 'Send answer',
    sending: 'Sending…',
    sent: 'Answer sent to the person.',
    findPerson: 'Find this person',
    answerLength: 'Write an answer of 2 to 4000 characters.',
    notOpen: 'This request was already answered.',
    types: {
      access: 'See their data',
      correct: 'Correct their data',
      erase: 'Erase their data',
      'withdraw-messages': 'Stop messages',
      'withdraw-reminders': 'Stop monthly reminders',
      nominate: 'Nominate a person',
    },
  },
} as const;
