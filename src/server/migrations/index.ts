// The migrations of stored records, in the order they run (./runner). A released migration never changes
// and stays listed (a store restored from an old backup still needs it); a new one goes at the end: import
// its step and add one entry.

import type { Migration } from './runner';

export const MIGRATIONS: readonly Migration[] = [];
