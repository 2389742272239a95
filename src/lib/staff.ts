// What the staff sign-in form and the server agree on.

/** The longest password the server will hash (scrypt's input is bounded; a longer one is refused unread). */
export const PASSWORD_MAX_LENGTH = 1024;
