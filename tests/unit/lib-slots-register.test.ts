import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRegisterNumber,
  isRegisterNumber,
  normalizeRegisterNumber,
  registerInitial,
  registerPrefix,
  REGISTER_NUMBER_PATTERN,
} from '../../src/lib/register';
import { fromLegacySlot, isSlot, slotLabel, SLOTS, toLegacySlot } from '../../src/lib/slots';

describe('slots', () => {
  it('are the 19 half-hour slots 09:00..18:00, stored 24-hour', () => {
    expect(SLOTS).toHaveLength(19);
    expect(SLOTS[0]).toBe('09:00');
    expect(SLOTS[18]).toBe('18:00');
    expect(SLOTS.includes('13:30')).toBe(true);
    expect(isSlot('08:30')).toBe(false);
    expect(isSlot('18:30')).toBe(false);
    expect(isSlot('01:00')).toBe(false);
  });

  it('are labelled 12-hour style', () => {
    expect(SLOTS.map((s) => slotLabel(s))).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
      '5:00 PM',
      '5:30 PM',
      '6:00 PM',
    ]);
  });

  it("translate the original client's notation both ways", () => {
    expect(SLOTS.map(toLegacySlot)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
      '05:30',
      '06:00',
    ]);
    for (const slot of SLOTS) {
      expect(fromLegacySlot(toLegacySlot(slot))).toBe(slot);
      expect(fromLegacySlot(slot)).toBe(slot);
    }
    expect(fromLegacySlot('01:00:00')).toBe('13:00');
    expect(fromLegacySlot(' 06:00 ')).toBe('18:00');
    expect(fromLegacySlot('06:30')).toBeNull();
    expect(fromLegacySlot('07:00')).toBeNull();
    expect(fromLegacySlot('1:00')).toBeNull();
    expect(fromLegacySlot('nonsense')).toBeNull();
  });
});

describe('register numbers', () => {
  it("follow the spec's format: gender letter, initial, 2-digit year, 3+ digit sequence", () => {
    expect(buildRegisterNumber('Male', 'kumar', 2026, 1)).toBe('MK26001');
    expect(buildRegisterNumber('Female', 'Priya', 2025, 42)).toBe('FP25042');
    expect(buildRegisterNumber('Female', 'Priya', 2026, 1234)).toBe('FP261234');
    expect(buildRegisterNumber('Male', 'Arun', 2100, 7)).toBe('MA00007');
    expect(registerPrefix('Female', '  r. devi', 2026)).toBe('FR26');
    expect(registerInitial('பிரியா')).toBe('P');
    expect(registerInitial('  அருண்')).toBe('A');
    expect(registerInitial('ழகரம்')).toBe('L');
    expect(registerInitial('123 !')).toBe('X');
    expect(registerInitial('1abc')).toBe('A');
    expect(buildRegisterNumber('Female', 'பிரியா', 2026, 3)).toBe('FP26003');
  });

  it('validate typed numbers', () => {
    expect(isRegisterNumber('MP26001')).toBe(true);
    expect(isRegisterNumber(normalizeRegisterNumber(' mp26001 '))).toBe(true);
    expect(isRegisterNumber('MP2601')).toBe(false);
    expect(isRegisterNumber('XP26001')).toBe(false);
    expect(isRegisterNumber('mp26001')).toBe(false);
    expect(isRegisterNumber('MP26-001')).toBe(false);
    expect(isRegisterNumber('M'.padEnd(20, '1'))).toBe(false);
    expect(isRegisterNumber(26001)).toBe(false);
  });

  it('every built number is valid, for any name, year and sequence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Male' as const, 'Female' as const),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (gender, name, year, seq) => {
          const n = buildRegisterNumber(gender, name, year, seq);
          expect(n).toMatch(REGISTER_NUMBER_PATTERN);
          expect(isRegisterNumber(n)).toBe(true);
          expect(n.endsWith(String(seq).padStart(3, '0'))).toBe(true);
          expect(n.startsWith(gender === 'Male' ? 'M' : 'F')).toBe(true);
        },
      ),
    );
  });
});
