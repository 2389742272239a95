/**
 * The words of staff accounts and their sign-in factors (part of ./admin): passkeys, TOTP and recovery
 * codes, as the services (src/server/services/staff/) refuse or confirm them. Plain data.
 */
export const adminAccountsEn = {
  factors: {
    totpFormat: 'Type the 6 digits your authenticator app shows.',
    totpWrong: 'That code is not right, or was used already. Wait for the next code and type it.',
    totpMissing: 'This account has no authenticator app set up.',
    recoveryFormat: 'A recovery code is 10 letters and digits, like KMPQR-23456.',
    recoveryWrong: 'That recovery code is not right, or was used already.',
    passkeyFailed: 'The passkey could not be checked. Please try again.',
    passkeyUnknown: 'This passkey is not known here. Sign in another way and add it again.',
    passkeyTaken: 'This passkey is already added to an account.',
    passkeyName: 'Give the passkey a name of up to 60 characters, like "Priya\'s phone".',
  },
  signIn: {
    stepUpNeeded: 'Confirm it is you first: use your passkey or your authenticator app again.',
    stepUpMethod: 'Confirm with a passkey or a code from your authenticator app.',
    enrolFirst: 'Add a passkey or an authenticator app first: then you can use the staff pages.',
    notYourRole: 'Your role does not include this. Ask an admin if you need it.',
    passwordOff:
      'The shared staff password no longer signs in here. Sign in with your passkey, authenticator app or a recovery code.',
    keepPassword: 'Add a passkey or an authenticator app to your own account before ending the shared password.',
    disabled: 'This account is disabled. Ask an admin.',
    ceremonyGone: 'This sign-in step has expired or was used already. Please start again.',
    noPasskey: 'You have no passkey yet. Use your authenticator app instead.',
    noSuchDevice: 'That device is signed out already.',
    noSuchPasskey: 'You have no such passkey (it may have been removed already).',
    lastPasskey: 'This is your only way to sign in. Add another passkey or an authenticator app before removing it.',
  },
  accounts: {
    email: 'Enter the email address the person reads, like priya@example.org.',
    role: 'Choose a role: reception, practitioner, accounts or admin.',
    status: 'An account is active or disabled.',
    name: 'Enter the name colleagues know the person by (up to 100 characters).',
    emailTaken: 'There is already an account for this email address.',
    inviteUnknown: 'This invite link is not valid, or was used already. Ask an admin for a new one.',
    inviteExpired: 'This invite has expired (they last 48 hours). Ask an admin for a new one.',
    notFound: 'There is no such account.',
    lastAdmin: 'At least one active admin must remain. Make someone else an admin first.',
    nothingToChange: 'Send a new role, a new status, or both.',
  },
} as const;
