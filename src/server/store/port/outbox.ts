// The outbox : what a submission asks to be told, written in the same atomic step as the
// submission itself, and the sender's view of it (src/server/notify/sender.ts). A message's id is its type
// and what it is about (`staff:<record id>`, `patient:<booking group>`, `digest:<date>`): the store keeps
// one message per id, so one submission never yields the same message twice.

import type { PhoneChannel } from '../../../lib/channels';
import type { SubmissionKind } from '../../../lib/records';
import type { NoticeType, OutboxMessage, TroubledMessage } from '../../../lib/staff-api';

export type { NoticeType, OutboxMessage, TroubledMessage } from '../../../lib/staff-api';

/** What a write asks for: a message of `type`, to be sent from `dueMs` (epoch ms) on. */
export interface Notice {
  type: NoticeType;
  dueMs: number;
  /** What the message is about: by default the record's id (a booking: its group's id). */
  ref?: string;
  /** A phone message on this channel (its id starts with the channel); none: email. */
  channel?: PhoneChannel;
}

/** A message the sender has taken: nobody else takes it until its lease ends. */
export interface ClaimedMessage extends OutboxMessage {
  /** 1 for the first try. */
  attempt: number;
}

/** What became of a try: delivered; failed, to be tried again at `atMs`; given up; or nothing left to send. */
export type Settlement =
  | { outcome: 'sent'; atMs: number }
  | { outcome: 'retry'; atMs: number; error: string }
  | { outcome: 'failed'; atMs: number; error: string }
  /** Not tried (its channel is off): due again at `atMs`, the try not counted, `error` says why. */
  | { outcome: 'wait'; atMs: number; error: string }
  | { outcome: 'drop' };

export interface Outbox {
  /** Add a message (from `dueMs` on) unless one with its id exists; true when added. */
  enqueue(message: OutboxMessage, dueMs: number): Promise<boolean>;
  /** Take up to `limit` pending messages due by `nowMs`, oldest due first, for `leaseMs`. */
  claim(nowMs: number, leaseMs: number, limit: number): Promise<ClaimedMessage[]>;
  settle(id: string, settlement: Settlement): Promise<void>;
  /** Messages whose last try failed, given up first, then by time; at most `limit`. */
  troubled(limit: number): Promise<TroubledMessage[]>;
  /** A troubled message goes back in the queue, due now, with fresh tries; false if there is none. */
  retryNow(id: string, nowMs: number): Promise<boolean>;
  /** How many messages wait to be sent, and how many were given up. */
  counts(): Promise<{ pending: number; failed: number }>;
  /** Forget messages delivered before `beforeMs` (at most `limit`); returns how many. */
  purgeSent(beforeMs: number, limit: number): Promise<number>;
  /** Forget messages given up before `beforeMs` (at most `limit`; pending ones stay); returns how many. */
  purgeFailed(beforeMs: number, limit: number): Promise<number>;
}

/** The message a notice on a record (or booking group) `ref` becomes. */
export function outboxMessage(
  notice: Notice,
  kind: SubmissionKind,
  ref: string,
  createdMs: number,
): { message: OutboxMessage; dueMs: number } {
  const about = notice.ref ?? ref;
  const id = `${notice.channel ? `${notice.channel}:` : ''}${notice.type}:${about}`;
  return {
    message: {
      id,
      type: notice.type,
      kind,
      ref: about,
      createdMs,
      ...(notice.channel ? { channel: notice.channel } : {}),
    },
    dueMs: notice.dueMs,
  };
}
