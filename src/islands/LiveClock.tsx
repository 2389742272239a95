/**
 * Live clock, analog and digital, always in India time (IST, UTC+05:30, no daylight saving), whatever the
 * visitor's own time zone. The server renders the same fixed-size box with blank hands and dashes, so
 * nothing moves when the island wakes up; it then ticks on every second boundary.
 */
import { useEffect, useState } from 'react';

export interface LiveClockProps {
  /** Accessible label of the clock group, e.g. "Current time in India". */
  label: string;
  /** Shown under the time, e.g. "India Standard Time". */
  timeZoneName: string;
  /** Text of the button that opens the habits schedule. */
  openLabel: string;
  /** id of the <dialog> the button opens (handled by the layout's data-open-dialog script). */
  dialogId: string;
  /** BCP 47 locale for the digital time and the date. */
  locale?: string;
}

const IST_OFFSET_MS = 330 * 60 * 1000;
const TZ = 'Asia/Kolkata';

/** The wall-clock reading in India for an instant. */
export function indiaTime(now: Date): { h: number; m: number; s: number } {
  const t = new Date(now.getTime() + IST_OFFSET_MS);
  return { h: t.getUTCHours(), m: t.getUTCMinutes(), s: t.getUTCSeconds() };
}

const TICKS = Array.from({ length: 12 }, (_, i) => i * 30);

export default function LiveClock({ label, timeZoneName, openLabel, dialogId, locale = 'en-IN' }: LiveClockProps) {
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const d = new Date();
      setNow(d);
      timer = window.setTimeout(tick, 1000 - (d.getTime() % 1000) + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);

  const t = now ? indiaTime(now) : null;
  const hourDeg = t ? (t.h % 12) * 30 + t.m * 0.5 : 0;
  const minuteDeg = t ? t.m * 6 + t.s * 0.1 : 0;
  const secondDeg = t ? t.s * 6 : 0;
  const digital = now
    ? new Intl.DateTimeFormat(locale, {
        timeZone: TZ,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: true,
      }).format(now)
    : '--:--:-- --';
  const date = now
    ? new Intl.DateTimeFormat(locale, {
        timeZone: TZ,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(now)
    : '\u00a0';

  return (
    <div className="clock" role="group" aria-label={label} data-ready={now ? '' : undefined}>
      <svg
        className="clock-face"
        viewBox="0 0 100 100"
        width="160"
        height="160"
        aria-hidden="true"
        data-open-dialog={dialogId}
      >
        <circle cx="50" cy="50" r="47" className="clock-rim" />
        {TICKS.map((deg) => (
          <line
            key={deg}
            x1="50"
            y1="7"
            x2="50"
            y2={deg % 90 === 0 ? 14 : 11}
            className="clock-tick"
            transform={`rotate(${deg} 50 50)`}
          />
        ))}
        {t && (
          <>
            <line x1="50" y1="52" x2="50" y2="27" className="clock-hour" transform={`rotate(${hourDeg} 50 50)`} />
            <line x1="50" y1="55" x2="50" y2="16" className="clock-minute" transform={`rotate(${minuteDeg} 50 50)`} />
            <line x1="50" y1="58" x2="50" y2="12" className="clock-second" transform={`rotate(${secondDeg} 50 50)`} />
          </>
        )}
        <circle cx="50" cy="50" r="2.5" className="clock-pin" />
      </svg>
      <div className="clock-text">
        <p className="clock-digital">
          <span data-clock-time>{digital}</span>
        </p>
        <p className="clock-date">{date}</p>
        <p className="clock-zone">{timeZoneName}</p>
        <button type="button" className="btn btn-primary clock-open" data-open-dialog={dialogId}>
          {openLabel}
        </button>
      </div>
    </div>
  );
}
