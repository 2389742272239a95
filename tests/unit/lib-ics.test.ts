import { describe, expect, it } from 'vitest';
import { appointmentIcs, foldLine, icsText } from '../../src/lib/ics';

const base = {
  id: 'abc-123',
  date: '2026-12-01',
  time: '13:30',
  summary: 'Clinic appointment, Priya (MP26004)',
  location: '12, Temple Street, Dindigul',
  now: new Date('2026-11-22T10:00:00Z'),
};

describe('appointmentIcs', () => {
  it('places the slot in clinic time with its own time zone block, 30 minutes long', () => {
    const ics = appointmentIcs(base);
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261201T133000\r\n');
    expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20261201T140000\r\n');
    expect(ics).toContain('TZID:Asia/Kolkata\r\n');
    expect(ics).toContain('TZOFFSETTO:+0530\r\n');
    expect(ics).toContain('DTSTAMP:20261122T100000Z\r\n');
    expect(ics).toContain('UID:abc-123@appointments\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas and semicolons in text', () => {
    expect(appointmentIcs(base)).toContain('LOCATION:12\\, Temple Street\\, Dindigul');
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('handles the last slot of the day (18:00 to 18:30)', () => {
    const ics = appointmentIcs({ ...base, time: '18:00' });
    expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20261201T183000');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets, counting UTF-8 bytes, without splitting a character', () => {
    const tamil = `SUMMARY:${'சித்த மருத்துவம் '.repeat(6)}`;
    const folded = foldLine(tamil);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(tamil);
  });
  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
