// The migrations of stored records, in the order they run (./runner). A released migration never changes
// and stays listed (a store restored from an old backup still needs it); a new one goes at the end: import
// its step and add one entry. searchAndLookups writes search text made from the shape the migrations before
// it leave, so field renames released with it are listed before it.

import { bookingNames } from './bookings-names';
import { callbackNames } from './callbacks-names';
import { donationNames } from './donations-names';
import type { Migration } from './runner';
import { searchAndLookups } from './search-and-lookups';

export const MIGRATIONS: readonly Migration[] = [bookingNames, callbackNames, donationNames, ...searchAndLookups];
