// Input hygiene (issue 15), the character classes: which characters a text field refuses (control, bidi and
// zero-width characters, each with its own message, Tamil's joiners allowed after Tamil letters), and how
// cleanText writes what it keeps (NFC, line breaks as '\n').

import { describe, expect, it } from 'vitest';
import { cleanText, hiddenCharacter } from '../../src/lib/schemas/common';

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

const C0 = range(0x00, 0x1f);
const C1 = range(0x80, 0x9f);
const DEL = '\u007f';
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
const ZERO_WIDTH = ['\u200b', '\u2060', '\ufeff', '\u180e'];
const JOINERS = ['\u200c', '\u200d']; // ZWNJ, ZWJ

// ---- the character classes -------------------------------------------------------------------------

describe('hiddenCharacter', () => {
  it('refuses every C0 control, DEL and every C1 control, anywhere in the value', () => {
    for (const c of [...C0, DEL, ...C1]) {
      for (const value of [`${c}Ravi`, `Ra${c}vi`, `Ravi${c}`]) {
        expect(hiddenCharacter(value), `${hex(c)} in a one-line field`).toBe('text.control');
      }
    }
  });

  it('allows a newline only in the long multi-line texts; every other control stays refused there', () => {
    expect(hiddenCharacter('line one\nline two')).toBe('text.control');
    expect(hiddenCharacter('line one\nline two', true)).toBeUndefined();
    expect(hiddenCharacter('\n\nthree lines\n', true)).toBeUndefined();
    for (const c of [...C0.filter((c) => c !== '\n'), DEL, ...C1]) {
      expect(hiddenCharacter(`line one\nline${c} two`, true), `${hex(c)} in a multi-line field`).toBe('text.control');
    }
  });

  it('refuses bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)', () => {
    for (const c of BIDI) {
      expect(hiddenCharacter(`invoice${c}fdp.exe`), hex(c)).toBe('text.bidi');
      expect(hiddenCharacter(`${c}`, true), hex(c)).toBe('text.bidi');
    }
  });

  it('refuses zero-width characters (U+200B, U+2060, U+FEFF, U+180E)', () => {
    for (const c of ZERO_WIDTH) {
      expect(hiddenCharacter(`98765${c}43210`), hex(c)).toBe('text.zeroWidth');
      expect(hiddenCharacter(`${c}Ravi`, true), hex(c)).toBe('text.zeroWidth');
      // After a Tamil letter too: only ZWNJ/ZWJ belong to Tamil writing.
      expect(hiddenCharacter(`க${c}ஷ`), hex(c)).toBe('text.zeroWidth');
    }
  });

  it('allows ZWNJ/ZWJ directly after a Tamil-block character, and refuses them anywhere else', () => {
    for (const j of JOINERS) {
      // க்+ZWNJ+ஷ / க்+ZWJ+ஷ: after the virama (U+0BCD), as Tamil keyboards write them.
      expect(hiddenCharacter(`க்${j}ஷ`), `${hex(j)} after a Tamil virama`).toBeUndefined();
      expect(hiddenCharacter(`ஸ்ரீ${j}`), `${hex(j)} after a Tamil vowel sign, at the end`).toBeUndefined();
      expect(hiddenCharacter(`முருகன் க்${j}ஷ`, true)).toBeUndefined();
      // Not after a Tamil character: alone, at the start, after Latin, after a space, after another joiner.
      for (const value of [j, `${j}க`, `Ravi${j}`, `a${j}b`, `க ${j}ஷ`, `க்${j}${j}ஷ`, `👨${j}👩`]) {
        expect(hiddenCharacter(value), `${hex(j)} in ${JSON.stringify(value)}`).toBe('text.zeroWidth');
      }
    }
    // The edges of the Tamil block (U+0B80–U+0BFF) and just outside it.
    expect(hiddenCharacter('\u0b80\u200d')).toBeUndefined();
    expect(hiddenCharacter('\u0bff\u200d')).toBeUndefined();
    expect(hiddenCharacter('\u0b7f\u200d')).toBe('text.zeroWidth');
    expect(hiddenCharacter('\u0c00\u200d')).toBe('text.zeroWidth');
  });

  it('lets ordinary text through: English, Tamil, accents, symbols, emoji, spaces', () => {
    for (const value of [
      'Ravi Kumar',
      'முருகன்',
      'ஸ்ரீநிவாசன்',
      'José Müller',
      'O’Brien-Smith, 12/4 ₹2,500 (approx.)',
      'Back pain 🙏',
      'non\u00a0breaking and\u202fnarrow spaces',
      '',
    ]) {
      expect(hiddenCharacter(value), value).toBeUndefined();
      expect(hiddenCharacter(value, true), value).toBeUndefined();
    }
  });

  it('names the control character first, then bidi, then zero-width, when a value holds several', () => {
    expect(hiddenCharacter('\u200b\u202e\u0007')).toBe('text.control');
    expect(hiddenCharacter('\u200b\u202e')).toBe('text.bidi');
  });
});

describe('cleanText', () => {
  it('writes line breaks as \\n: \\r\\n and a lone \\r both become \\n', () => {
    expect(cleanText('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(cleanText('a\r\r\nb')).toBe('a\n\nb');
  });

  it('normalises to NFC (composed), Latin and Tamil alike', () => {
    expect(cleanText('Jose\u0301')).toBe('José');
    expect(cleanText('Jose\u0301')).toHaveLength(4);
    // கொ written as its two parts (U+0BC6 U+0BBE) becomes the one vowel sign U+0BCA.
    expect(cleanText('க\u0bc6\u0bbe')).toBe('க\u0bca');
    expect(cleanText('José')).toBe('José');
  });
});
