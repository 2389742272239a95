// The processing sub-port: the log of what was done with personal data (identifiers hashed), kept a year and
// surviving erasure.

/** One line of the processing log: what was done with personal data, naming the person only by a hash. */
export interface ProcessingEntry {
  /** Epoch ms. */
  atMs: number;
  /** 'collect', 'find', 'export', 'erase', 'retention', 'request.<type>', 'request.answer', 'breach.notice'. */
  action: string;
  kind?: string;
  count: number;
  /** HMAC of the person's phone or email (../services/privacy/subject); none for a batch. */
  subject?: string;
  /** Who: a staff account's name, 'schedule', or 'visitor'. */
  by: string;
}

export interface ProcessingLog {
  add(entry: ProcessingEntry): Promise<void>;
  /** Newest first: `limit` entries before `beforeMs` (default: all), or only one subject's. */
  list(options: { limit: number; beforeMs?: number; subject?: string }): Promise<ProcessingEntry[]>;
  /** Delete entries from before `beforeMs` (at most `limit`); how many. */
  purge(beforeMs: number, limit: number): Promise<number>;
}
