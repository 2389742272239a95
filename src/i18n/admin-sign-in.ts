/**
 * The server's words about the password that goes with an authenticator app (src/server/admin/factors.ts,
 * src/server/services/staff/totp-password.ts): English, like the staff area. Plain data, kept apart from
 * ./admin so the staff pages' JavaScript does not carry it (the pages show what the server answers).
 */
export const adminSignInText = {
  totpSignInWrong:
    'The email, password or code is not right (or that code was used already). Wait for the next code and try again.',
  totpPasswordRequired: 'Choose a password to go with your authenticator app: a code alone never signs in.',
  totpPasswordLength:
    'Choose a password of 12 characters or more: a few unrelated words together are easy to remember.',
  totpPasswordCommon:
    'That password is too easy to guess (a common word or pattern, or your own email). Choose another: a few unrelated words together work well.',
} as const;
