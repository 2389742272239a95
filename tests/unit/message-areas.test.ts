// The messages' areas (src/i18n/messages): the files keep each key in the area its first segment names, no
// key is in two areas, and a process that was not given an area refuses its keys instead of showing them.
// This file registers no area itself: it starts, like a function, with `core` only.

import { describe, expect, it } from 'vitest';
import { areaOf } from '../../src/i18n/messages/area';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';
import { bookingMessages } from '../../src/i18n/messages/booking';
import { t, translator, useMessages } from '../../src/lib/messages';

describe('message areas', () => {
  it('hold each key in the area its first segment names, once, in both languages', () => {
    const seen = new Set<string>();
    for (const { area, words } of ALL_MESSAGE_AREAS) {
      const keys = Object.keys(words.en);
      expect(keys.length, area).toBeGreaterThan(0);
      expect(Object.keys(words.ta).sort(), area).toEqual([...keys].sort());
      for (const key of keys) {
        expect(areaOf(key), key).toBe(area);
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('a key of an area not given throws naming it; once given, it is words', () => {
    expect(t('http.notFound')).toBe('Not found.');
    expect(() => t('booking.slotTaken', { slot: '10:00', date: '2026-12-01', name: 'A' })).toThrow(/"booking" area/);
    expect(() => translator('ta')('appointment.date.past')).toThrow(/"booking" area/);
    expect(translator('en')('no.such.key')).toBeUndefined(); // not ours: the checks fall back to their own words
    useMessages([bookingMessages]);
    expect(t('appointment.date.required', undefined, 'ta')).toBe(bookingMessages.words.ta['appointment.date.required']);
  });
});
