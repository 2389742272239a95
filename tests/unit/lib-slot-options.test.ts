import { describe, expect, it } from 'vitest';
import { en as enMessages, ta as taMessages } from '../helpers/messages';
import { bookingTimingIssues, timingFailure } from '../../src/lib/booking-rules';
import { appointmentCalendarFile } from '../../src/lib/ics';
import { slotOptions } from '../../src/lib/slot-options';
import { SLOTS } from '../../src/lib/slots';
import { dictionaryTranslate } from '../../src/lib/validate/core';

const notes = {
  booked: '(Booked)',
  past: '(Past)',
  chosenFor: '(Chosen for person {n})',
  closed: '(Closed: {reason})',
};
const none = { booked: new Set<string>(), closed: new Map<string, string>() };
// 2026-11-20, 13:10 in India.
const now = new Date('2026-11-20T07:40:00Z');
const en = dictionaryTranslate(enMessages);

describe('slotOptions', () => {
  it('offers every slot, labelled in the page’s style, all free for a date with nothing booked', () => {
    const options = slotOptions([{ date: '2026-11-25', time: '' }], 0, none, now, notes, en);
    expect(options.map((o) => o.value)).toEqual([...SLOTS]);
    expect(options.every((o) => !o.disabled)).toBe(true);
    expect(options[9]).toEqual({ value: '13:30', label: '1:30 PM', disabled: false });
    const ta = slotOptions(
      [{ date: '2026-11-25', time: '' }],
      0,
      undefined,
      now,
      notes,
      dictionaryTranslate(taMessages),
    );
    expect(ta[9]!.label).toBe(dictionaryTranslate(taMessages)('time.afternoon', { time: '1:30' }));
  });

  it('marks booked, past (today, started) and chosen-for-another-person slots, first reason first', () => {
    const people = [
      { date: '2026-11-20', time: '' },
      { date: '2026-11-20', time: '15:00' },
      { date: '2026-11-21', time: '16:00' },
    ];
    const slots = {
      booked: new Set(['09:00', '14:00', '17:00']),
      closed: new Map([
        ['17:00', 'Staff meeting'],
        ['17:30', 'Staff meeting'],
      ]),
    };
    const options = slotOptions(people, 0, slots, now, notes, en);
    const by = (slot: string) => options.find((o) => o.value === slot)!;
    expect(by('09:00')).toEqual({ value: '09:00', label: '9:00 AM (Booked)', disabled: true });
    expect(by('13:00')).toEqual({ value: '13:00', label: '1:00 PM (Past)', disabled: true });
    expect(by('13:30').disabled).toBe(false);
    expect(by('14:00').label).toBe('2:00 PM (Booked)');
    expect(by('15:00')).toEqual({ value: '15:00', label: '3:00 PM (Chosen for person 2)', disabled: true });
    // Another date's choice does not count; nor does the person's own.
    expect(by('16:00').disabled).toBe(false);
    // A closed slot says why (not "Booked", even when a patient still holds it).
    expect(by('17:00')).toEqual({ value: '17:00', label: '5:00 PM (Closed: Staff meeting)', disabled: true });
    expect(by('17:30').label).toBe('5:30 PM (Closed: Staff meeting)');
    expect(slotOptions(people, 1, undefined, now, notes, en).find((o) => o.value === '15:00')!.disabled).toBe(false);
  });

  it('without a date nothing is past or chosen; without words the labels are plain 12-hour times', () => {
    const options = slotOptions(
      [
        { date: '', time: '' },
        { date: '', time: '10:00' },
      ],
      0,
      undefined,
      now,
      notes,
    );
    expect(options.every((o) => !o.disabled)).toBe(true);
    expect(options[0]!.label).toBe('9:00 AM');
  });
});

describe('timingFailure: the timing rules worded once for the form and the server', () => {
  it('is null when every date and slot can be booked', () => {
    expect(timingFailure([{ visitDate: '2026-11-21', visitTime: '09:00' }], now, en)).toBeNull();
  });

  it('words the first issue as error and one per field, slots in the language’s style', () => {
    const people = [
      { visitDate: '2026-11-21', visitTime: '09:00' as const },
      { visitDate: '2026-11-20', visitTime: '10:00' as const },
      { visitDate: '2026-11-19', visitTime: '10:00' as const },
    ];
    const failure = timingFailure(people, now, en)!;
    expect(failure.error).toBe('The 10:00 AM slot today has already passed. Please choose a later time.');
    expect(failure.fields).toEqual({
      'people.1.visitTime': failure.error,
      'people.2.visitDate': en('appointment.date.past'),
    });
    expect(Object.keys(failure.fields)).toEqual(bookingTimingIssues(people, now).map((i) => i.path));
  });
});

describe('appointmentCalendarFile', () => {
  it('names the file after the register number and date, and fills the words', () => {
    const file = appointmentCalendarFile(
      { id: 'a1', name: 'Priya', registerNumber: 'FP26004', date: '2026-12-01', day: 'Tuesday', time: '13:30' },
      '12, Temple Street',
      {
        icsSummary: 'Clinic appointment: {name} ({regno})',
        icsDescription: 'Register {regno}',
        icsReminder: 'Tomorrow',
        icsManage: 'Change: {url}',
      },
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(file.filename).toBe('appointment-FP26004-2026-12-01.ics');
    expect(file.text).toContain('SUMMARY:Clinic appointment: Priya (FP26004)\r\n');
    expect(file.text).toContain('DESCRIPTION:Register FP26004\r\n');
    expect(file.text).toContain('DTSTART;TZID=Asia/Kolkata:20261201T133000\r\n');
    expect(file.text).toContain('LOCATION:12\\, Temple Street\r\n');
    expect(file.text).toContain('DESCRIPTION:Tomorrow\r\n');
  });

  it('carries the private link to change or cancel, when there is one', () => {
    const file = appointmentCalendarFile(
      { id: 'a1', name: 'Priya', registerNumber: 'FP26004', date: '2026-12-01', day: 'Tuesday', time: '13:30' },
      'Clinic',
      { icsSummary: 'S', icsDescription: 'Register {regno}', icsReminder: 'R', icsManage: 'Change or cancel: {url}' },
      new Date('2026-11-22T10:00:00Z'),
      'https://vt.example/appointment/manage#tok.en',
    );
    expect(file.text.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Register FP26004\\nChange or cancel: https://vt.example/appointment/manage#tok.en\r\n',
    );
  });
});
