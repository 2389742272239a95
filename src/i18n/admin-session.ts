/**
 * The staff area's frame and sign-in (part of ./admin, which joins the parts): the pages' titles and
 * navigation, the session check, the sign-in form, and the sign-in endpoints' answers. Plain data.
 */
export const adminSessionEn = {
  page: {
    title: 'Admin Dashboard',
    lede: "For the trust's staff. Sign in to see callback requests, bookings, contact messages and donations.",
    noScript: 'The dashboard needs JavaScript.',
    skipLink: 'Skip to the staff area',
    toSite: 'Back to the website',
  },
  /** The staff pages (src/pages/admin/): each one's link in the staff navigation, tab title and description. */
  pages: {
    navLabel: 'Staff area',
    /** The tab title of a page other than the Inbox (which is the area's own title). */
    title: '{page} | Admin Dashboard',
    inbox: {
      link: 'Inbox',
      description: "Staff sign-in for the trust's dashboard of callback requests, bookings, messages and donations.",
    },
    schedule: {
      link: 'Schedule',
      description:
        "Staff area: the clinic's day slot by slot, who is booked in each one and what became of each visit.",
    },
    closures: {
      link: 'Closures',
      description:
        'Staff area: close dates, times or weekdays at the clinic and see the patients already booked into them.',
    },
    people: {
      link: 'Find a person',
      description: 'Staff area: find every record of a person by phone number or email, give them a copy, or erase it.',
    },
    requests: {
      link: 'Rights requests',
      description:
        "Staff area: people's requests to see, correct or erase their data, each with its due date, and the answers.",
    },
    breaches: {
      link: 'Breaches',
      description: 'Staff area: record a data breach, notify the people affected, and keep the Board’s 72-hour report.',
    },
    camps: {
      link: 'Camps',
      description: "Staff area: free camps' dates, day lists and who came.",
    },
    donations: {
      link: 'Donations',
      description: 'Staff area: confirm donations received, match a bank statement, issue 80G receipts, Form 10BD.',
    },
    audit: {
      link: 'Audit log',
      description:
        'Staff area: the audit log of every full PAN shown, export, search for a person, erasure and delete.',
    },
    accounts: {
      link: 'Accounts',
      description: 'Staff area: invite colleagues, change their roles, disable an account or sign a person out.',
    },
    devices: {
      link: 'My sign-in',
      description: 'Staff area: your passkeys, authenticator app, recovery codes and the devices you are signed in on.',
    },
    invite: {
      link: 'Join the staff',
      description: 'Staff area: accept an invite and set up how you sign in.',
    },
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
  /** Answers of the staff endpoints (src/server/admin/). */
  api: {
    wrongPassword: 'That password is not right.',
    passwordRequired: 'Please enter the password.',
    loginDisabled:
      'Sign-in is not configured on this site yet. The site administrator must set ADMIN_PASSWORD_HASH and SESSION_SECRET.',
    rateLimited: 'Too many sign-in attempts. Please wait {seconds} seconds and try again.',
    signedOut: 'Signed out.',
    signOutIncomplete: 'Signed out on this device, but the server could not record it. Please try again.',
    notFound: 'This record no longer exists.',
    badCursor: 'This list has changed shape since it was loaded. Please load it again.',
    longSearch: 'Search for at most {max} characters.',
    searchByPost: 'Search by POST with { "q": <words>, "cursor": <next> } in the body, never in the address.',
    badPageQuery: 'Send "q" (search words) and "cursor" (an earlier page\'s "next") as text, or leave them out.',
    relatedQuery: 'Send a booking group ({ "group": <id> }) or a 10-digit phone number ({ "phone": <digits> }).',
    removeIds: 'Send the ids of 1 to {max} bookings to remove (ids: [...]).',
    personQuery: 'Enter a 10-digit phone number or an email address.',
    eraseIds: 'Send the records to erase as { ids: { kind: [id, ...] } }, at most 100 of each kind.',
    scheduleDate: 'Ask for a date as YYYY-MM-DD.',
    visitStatus: 'A visit is marked arrived, no-show or cancelled.',
    heldDecision: 'A held booking is confirmed ({ "decision": "confirm" }) or released ({ "decision": "release" }).',
    notHeld: 'This booking is not held for confirmation (it may have been confirmed or released already).',
  },
} as const;
