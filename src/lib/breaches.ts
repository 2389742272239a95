// A personal data breach (DPDP Rules, Rule 7): what staff record, what each affected person is told, and
// the Board's first notice and detailed report (due within 72 hours of becoming aware). Browser-safe.

import type { SubmissionKind } from './records';

/** The Board's detailed report is due this long after the trust became aware of the breach. */
export const BOARD_REPORT_MS = 72 * 3_600_000;

/** A text of the notice, in both languages. */
export interface BothLanguages {
  en: string;
  ta: string;
}

/** What each affected person is told (Rule 7(1)): what happened, what it may mean, what we do, what they can do. */
export interface BreachNotice {
  happened: BothLanguages;
  consequences: BothLanguages;
  measures: BothLanguages;
  advice: BothLanguages;
}

export interface BoardStep {
  atMs: number;
  text: string;
  by: string;
}

export interface Breach {
  id: string;
  /** A short name staff know it by (never personal data). */
  title: string;
  /** When the trust became aware of it (the 72 hours run from here). */
  foundMs: number;
  /** Which kinds of records, received within the window, are affected. */
  kinds: SubmissionKind[];
  fromMs: number;
  toMs: number;
  notice: BreachNotice;
  recordedMs: number;
  recordedBy: string;
  /** The Board told at once (first) and its detailed report (report). */
  board: { first?: BoardStep; report?: BoardStep };
  /** People sent the notice so far (one message per address), and when last. */
  notified: number;
  notifiedMs?: number;
}

/** GET /api/admin/breaches */
export interface BreachList {
  success: true;
  breaches: Breach[];
  nowMs: number;
}

/** POST /api/admin/breaches/:id/preview */
export interface BreachPreview {
  success: true;
  /** Notices that would be sent (one per mailbox and one per phone), how many of them by phone, and records with neither. */
  people: number;
  byPhone: number;
  unreachable: number;
  mails: Record<'en' | 'ta', { subject: string; text: string }>;
}
