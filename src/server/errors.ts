// Errors the server distinguishes. Their messages go to logs only, never to a client.

/** The deploy is misconfigured (e.g. production without Upstash settings). Answered 503. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The store could not be reached or failed. Answered 503 with a retry message. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** A refusal meant for the client: status plus a visitor-facing message (and per-field messages). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(`HTTP ${status}`);
  }
}

/** A domain rule refused the submission: 'invalid' is answered 400, 'conflict' (slot taken) 409. */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: 'invalid' | 'conflict',
    readonly publicMessage: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(kind);
  }
}
