// The answers API suites read field by field, for call<T>() (./http). The public forms' answers are typed in
// src/lib/api.ts (ApiErrorBody for every refusal, BookingResponse, DonationResponse, the manage link's, ...):
// use those; the staff API's are in src/lib/staff-api.ts. Health's is written here from its handler. They are
// not checked at run time: a test's assertions are.

import type { AuditLine, DataAnswer } from '../../src/lib/staff-api';

/** The staff API's answers: the types its handlers and the staff pages share (src/lib/staff-api.ts). */
export type {
  ClosureAdded,
  DataAnswer,
  OutboxState,
  PersonRecords,
  RecordPage,
  Removed,
  ScheduleAnswer,
  SessionAnswer,
  VisitMarked,
} from '../../src/lib/staff-api';

/** The manage link's answers: the types the function and the manage page share (src/lib/api.ts). */
export type {
  ManagedAppointment,
  ManageChangedResponse as ManageChanged,
  ManageOpenedResponse as ManageOpened,
} from '../../src/lib/api';

/** GET /api/health. */
export interface HealthAnswer {
  ok: boolean;
  store?: string;
  error?: string;
}

/** The audit log's lines (GET /api/admin/audit). */
export type AuditLines = DataAnswer<AuditLine[]>;
