// Records stored before search text and Find a person's lookups existed (an embedded file's NULL `search`,
// Redis records without `find` or `who:`/`group:` entries): each kind's records are written back as they
// are, which writes their search text (lib/record-tables) and lookups (../store/port/migrations rewrite).
// Listed after the migrations that rename fields, so the search text is made from today's shape.

import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../lib/records';
import type { Migration } from './runner';

function searchAndLookupsOf(kind: SubmissionKind): Migration {
  return {
    id: `2026-11-28-search-and-lookups-${kind}`,
    kind,
    rewriteAll: true,
    upgrade: (stored) => stored as unknown as StoredRecord<typeof kind>,
  };
}

/** One per kind, in SUBMISSION_KINDS' order. */
export const searchAndLookups: readonly Migration[] = SUBMISSION_KINDS.map(searchAndLookupsOf);
