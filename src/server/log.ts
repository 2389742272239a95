// Structured one-line logs. Never pass personal data (names, phones, emails, bodies, IPs) here:
// only event names, endpoints, statuses, adapter names and sanitized error summaries. What slips through
// anyway (a mail server's refusal names the recipient: "550 <meena@example.org>: no such user") is masked
// on the way out: every string of every line goes through maskPersonal.

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

const EMAIL = /[^\s<>()[\]"',;:@]+@((?:[a-z0-9-]+\.)+)([a-z]{2,})(?![\w-])/gi;
// Indian phone shapes, with or without +91/91/0: ten digits together, 5-5, 3-3-4, 4-3-3 (mobiles), and a
// landline's STD code and number. A date or a time has none of these shapes.
const PHONE =
  /(?<![\w+])(?:(?:\+|00)?91[\s-]?|0)?(?:\d{10}|\d{5}[\s-]\d{5}|\d{3}[\s-]\d{3}[\s-]\d{4}|\d{4}[\s-]\d{3}[\s-]\d{3}|\d{2,4}[\s-]\d{6,8})(?![\w])/g;

/**
 * The one masking of personal data in text bound for a log: `meena.r@mail.example.org` becomes
 * `m***@m***.org`, `+91 98765 01234` becomes `***34` (enough to tell two apart, not to reach anyone).
 */
export function maskPersonal(text: string): string {
  return text
    .replace(EMAIL, (address, labels: string, tld: string) => `${address[0]}***@${labels[0]}***.${tld}`)
    .replace(PHONE, (phone) => `***${phone.slice(-2)}`);
}

function write(level: Level, event: string, fields: Fields = {}): void {
  const masked = Object.entries(fields).map(([name, value]) => [
    name,
    typeof value === 'string' ? maskPersonal(value) : value,
  ]);
  sink(
    level,
    JSON.stringify({ level, event: maskPersonal(event), ...Object.fromEntries(masked), at: new Date().toISOString() }),
  );
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
