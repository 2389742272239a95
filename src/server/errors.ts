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

/** What a domain rule can say, and (in one place, http/response.ts) the status each is answered with. */
export type DomainErrorKind = 'invalid' | 'conflict' | 'notFound' | 'limited' | 'forbidden' | 'stepUp';

/**
 * A domain rule refused the request, in words meant for the person (and per-field messages). Services throw
 * only these; they know nothing of HTTP. `retryAfterSeconds` goes with 'limited'.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    readonly publicMessage: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(kind);
  }

  static invalid(message: string, fields?: Record<string, string>): DomainError {
    return new DomainError('invalid', message, fields);
  }
  static conflict(message: string, fields?: Record<string, string>): DomainError {
    return new DomainError('conflict', message, fields);
  }
  static notFound(message: string): DomainError {
    return new DomainError('notFound', message);
  }
  static limited(message: string, retryAfterSeconds?: number, fields?: Record<string, string>): DomainError {
    return new DomainError('limited', message, fields, retryAfterSeconds);
  }
  static forbidden(message: string): DomainError {
    return new DomainError('forbidden', message);
  }
  /** Allowed, but a passkey or TOTP must be proven again first (403 with `stepUp: true`). */
  static stepUp(message: string): DomainError {
    return new DomainError('stepUp', message);
  }
}
