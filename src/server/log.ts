// Structured one-line logs. Never pass personal data (names, phones, emails, bodies, IPs) here:
// only event names, endpoints, statuses, adapter names and sanitized error summaries.

type Fields = Record<string, string | number | boolean | undefined>;

type Level = 'info' | 'warn' | 'error';
export type LogSink = (level: Level, line: string) => void;

const consoleSink: LogSink = (level, line) => {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};
let sink: LogSink = consoleSink;

/** Redirect logs (tests capture them to check that no personal data is logged). Null restores the console. */
export function setLogSink(next: LogSink | null): void {
  sink = next ?? consoleSink;
}

function write(level: Level, event: string, fields: Fields = {}): void {
  sink(level, JSON.stringify({ level, event, ...fields, at: new Date().toISOString() }));
}

/** An error's class and message, without anything a client library may have echoed back (commands, args). */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const cause = error.cause instanceof Error ? ` <- ${error.cause.name}: ${clip(error.cause.message)}` : '';
  return `${error.name}: ${clip(error.message)}${cause}`;
}

function clip(message: string): string {
  // @upstash/redis appends ", command was: [...]" (which holds the stored data) to its errors.
  return message.split(', command was')[0]!.replace(/\s+/g, ' ').slice(0, 200);
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};
