// The camps sub-port: registrations for free camp dates. Both adapters (../redis/camps, ../embedded/camps)
// pass tests/contract/camps.test.ts.
//
// A date's places are people: a registration for three takes three. Each write is one atomic step (Redis:
// one Lua script; embedded: one transaction): a registration that fits the date's places takes the next
// token of that date (1, 2, 3, … from the date's counter, taken only when the places are), one that does not
// waits in order of arrival; a cancel frees its places and, in the same step, gives the waiting ones that
// now fit their tokens and their messages; calling a date off cancels every registration and writes each
// person's message. A registration past its phone's share of a date (or its network's daily share, a 'hold'
// hit) is stored held for staff, never refused: the answer is the same.

import type { CampCounts, CampDayState, CampRegistration } from '../../../lib/camp-registrations';
import type { OutboxMessage } from '../../../lib/staff-api';
import type { WindowHit } from './limits';

/** A registration as the service drafts it: the store decides its status and token. */
export type CampDraft = Omit<CampRegistration, 'status' | 'token' | 'held' | 'came' | 'cancelledBy' | 'link'>;

export interface CampRequest {
  draft: CampDraft;
  /** The date's places (the editors' capacity), kept with the date from its first registration on. */
  capacity: number;
  /** The phone's share of one date (registrations; 0 = none): past it the registration is held. */
  phonePerDate: number;
  /** Messages about the registration (campMessage), written with it or not at all. */
  messages?: { kind: CampMessageKind; dueMs: number }[];
  /** Rate-limit windows counted in the same step (a full one: WindowFullError, nothing written). */
  hits?: WindowHit[];
}

export type CampRegistered = { ok: true; registration: CampRegistration } | { ok: false; refused: 'called-off' };

export type CampCancel =
  | { ok: true; registration: CampRegistration; promoted: CampRegistration[] }
  /** Nothing changed: no such registration, already cancelled, or the link was made before a change. */
  | { ok: false; refused: 'missing' | 'cancelled' | 'stale' };

export interface Camps {
  register(request: CampRequest): Promise<CampRegistered>;
  get(id: string): Promise<CampRegistration | null>;
  /**
   * Cancel one registration (`version`: the private link's, checked in the step); its places go to the
   * waiting ones that fit, in order, each with its token and a 'promoted' message.
   */
  cancel(id: string, by: 'person' | 'staff', nowMs: number, version?: number): Promise<CampCancel>;
  /** Staff mark a person as come (or not); null when there is no such registration. */
  markCame(id: string, came: boolean): Promise<CampRegistration | null>;
  /** Call a date off: every registration cancelled and told ('called-off' message); the date takes no more. */
  cancelDate(camp: string, date: string, capacity: number, nowMs: number): Promise<CampRegistration[]>;
  /** A date's registrations: by token, then the waiting ones in order, then the cancelled ones without one. */
  onDate(camp: string, date: string): Promise<CampRegistration[]>;
  /** A date's places taken and whether it is called off (null: nobody registered and it was not called off). */
  day(camp: string, date: string): Promise<CampDayState | null>;
  /** Counts for the camp's dates from `from` to `to` (inclusive). */
  counts(camp: string, from: string, to: string): Promise<CampCounts>;
}

/** What a registration's message is about. */
export type CampMessageKind = 'confirm' | 'reminder' | 'promoted' | 'called-off' | 'cancelled';

/**
 * The outbox messages `kind` about a registration (type 'camp', ref `<kind>/<id>`): by email when the person
 * chose email or gave an address, and on the phone channel they chose (id `<channel>:camp:<ref>`, channel set).
 * The Lua `tell` in ../redis/lua/camps/tell writes the same.
 */
export function campMessages(
  kind: CampMessageKind,
  r: Pick<CampRegistration, 'id' | 'channel' | 'email'>,
  createdMs: number,
): OutboxMessage[] {
  const ref = `${kind}/${r.id}`;
  const out: OutboxMessage[] = [];
  if (r.channel === 'email' || r.email) out.push({ id: `camp:${ref}`, type: 'camp', kind: null, ref, createdMs });
  if (r.channel !== 'email')
    out.push({ id: `${r.channel}:camp:${ref}`, type: 'camp', kind: null, ref, createdMs, channel: r.channel });
  return out;
}

/** Counts of a date's registrations (the adapters share it). */
export function countsOf(camp: string, dates: number, regs: CampRegistration[]): CampCounts {
  const live = regs.filter((r) => r.status === 'registered');
  return {
    camp,
    dates,
    registrations: live.length,
    people: live.reduce((n, r) => n + r.people, 0),
    came: live.filter((r) => r.came).reduce((n, r) => n + r.people, 0),
    waiting: regs.filter((r) => r.status === 'waiting').length,
    cancelled: regs.filter((r) => r.status === 'cancelled').length,
  };
}

/** A date's registrations in the order staff read them. */
export function dayOrder(regs: CampRegistration[]): CampRegistration[] {
  const rank = (r: CampRegistration) => (r.token !== undefined ? 0 : r.status === 'waiting' ? 1 : 2);
  return [...regs].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.token ?? 0) - (b.token ?? 0) ||
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1),
  );
}
