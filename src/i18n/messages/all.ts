// Every area of the messages: the pages (which hand each island its words), the staff functions and the tests.
import { bookingMessages } from './booking';
import { coreMessages } from './core';
import { donationMessages } from './donation';
import { manageMessages } from './manage';
import { privacyMessages } from './privacy';
import { staffMessages } from './staff';

export const ALL_MESSAGE_AREAS = [
  coreMessages,
  bookingMessages,
  donationMessages,
  manageMessages,
  privacyMessages,
  staffMessages,
] as const;

/** Every message, keyed (the areas' keys never overlap: a unit test checks). */
export type MessageText = typeof coreMessages.words.en &
  typeof bookingMessages.words.en &
  typeof donationMessages.words.en &
  typeof manageMessages.words.en &
  typeof privacyMessages.words.en &
  typeof staffMessages.words.en;
