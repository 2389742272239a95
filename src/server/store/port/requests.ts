// The requests sub-port: rights requests (lib/privacy) from the code that proves a person's phone
// or email to the staff queue and the answer (the processing log is ./processing). Each write that
// asks for messages (the code, the answer) writes them to the outbox in the same atomic step.

import type { RightsRequest } from '../../../lib/privacy';
import type { OutboxMessage } from './outbox';

/** A request as stored: with its one-time code while it is unverified. */
export interface StoredRequest extends RightsRequest {
  code?: {
    /** HMAC of the code (../services/privacy/codes): what a try is compared with. */
    hash: string;
    /** The code sealed with a key of the deploy's secret, for the outbox's renderer only. */
    sealed: string;
    expiresMs: number;
  };
}

/** A message to write with a request's step. */
export interface QueuedMessage {
  message: OutboxMessage;
  dueMs: number;
}

export type VerifyOutcome =
  | { ok: true; request: StoredRequest }
  /** missing: no such unverified request; expired: its code ran out; tries: too many wrong codes. */
  | { ok: false; why: 'missing' | 'expired' | 'tries' | 'wrong' };

export interface Requests {
  /** Store a new request (unverified with its code, or open from a booking's link) with its messages. */
  create(request: StoredRequest, messages: QueuedMessage[]): Promise<void>;
  get(id: string): Promise<StoredRequest | null>;
  /**
   * One try of an unverified request's code, counted whatever its outcome: when `codeHash` is the stored
   * one (before it expires, within `maxTries`), the request opens with `dueMs`, loses its code and joins the
   * queue, and `messages` are written, in one step.
   */
  verify(
    id: string,
    codeHash: string,
    try_: { nowMs: number; maxTries: number; dueMs: number },
    messages: QueuedMessage[],
  ): Promise<VerifyOutcome>;
  /** Open requests, the earliest due first; at most `limit`. Reads the open ones only. */
  queue(limit: number): Promise<StoredRequest[]>;
  /** Answer an open request, with its messages, in one step; null when it is not open. */
  answer(
    id: string,
    answer: NonNullable<RightsRequest['answer']>,
    messages: QueuedMessage[],
  ): Promise<StoredRequest | null>;
  /** Forget requests never verified, made before `unverifiedBeforeMs`, and those answered before `answeredBeforeMs`. */
  purge(unverifiedBeforeMs: number, answeredBeforeMs: number, limit: number): Promise<number>;
}
