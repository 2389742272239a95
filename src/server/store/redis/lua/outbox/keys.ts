/** The outbox's keys (../../keys outbox:*), as its scripts name them. */
export type OutboxKeys = {
  /** id -> message JSON (HASH). */
  box: string;
  /** id by when it is due, or its lease ends (ZSET). */
  due: string;
  /** id -> attempts (HASH). */
  tries: string;
  /** id -> the last error (HASH): a message with one is troubled. */
  error: string;
  /** id by when it was given up (ZSET). */
  failed: string;
  /** id by when it was sent (ZSET). */
  sent: string;
};
