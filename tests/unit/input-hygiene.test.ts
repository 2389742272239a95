// Input hygiene (issue 15): what every text field of every public form refuses (control, bidi and zero-width
// characters, each with its own message), what it cleans (NFC, line breaks as '\n', before trimming and
// length checks) and stores; amounts in rupees and paise; registration dates not in the future; and what a
// browser draft never keeps.

import { describe, expect, it } from 'vitest';
import { inDraft, NEVER_IN_DRAFTS } from '../../src/islands/forms/drafts';
import { en, ta } from '../helpers/messages';
import { bookingSchema } from '../../src/lib/schemas/appointment';
import { cleanText, hiddenCharacter, LIMITS } from '../../src/lib/schemas/common';
import { DONATION_FIELDS, donationIssues, parseAmount } from '../../src/lib/schemas/donation';
import { PERSON_FIELDS } from '../../src/islands/appointment/people';
import { validateBooking, validateCallback, validateContact, validateDonation } from '../../src/lib/validate';

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

// ---- every text field of every form ------------------------------------------------------------------

const callbackOk = { name: 'Arun', phone: '9876543210', email: 'a@example.org', comment: 'Evenings, please' };
const contactOk = { name: 'Arun', email: 'a@example.org', message: 'Hello' };
const personOk = {
  name: 'Priya',
  registerNumber: 'FP25017',
  registeredOn: '2025-03-02',
  age: '34',
  gender: 'Female',
  height: '160',
  weight: '55',
  occupation: 'Teacher',
  phone: '9876543210',
  email: 'priya@example.org',
  place: 'Dindigul',
  purpose: 'Back pain',
  medicines: 'None',
  guardian: 'Lakshmi',
  guardianRelation: 'Mother',
  visitDay: 'Tuesday',
  visitDate: '2026-12-01',
  visitTime: '10:30',
};
const donationOk = {
  name: 'Ravi Kumar',
  gender: 'Male',
  email: 'ravi@example.org',
  phone: '9876543210',
  address: '12 Temple Street, Dindigul',
  frequency: 'One time',
  amount: '2500',
  pan: 'ABCDE1234F',
  paymentMode: 'UPI',
  message: 'For the free camp',
};
// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const book = (people: Array<Record<string, unknown>>, locale?: 'en' | 'ta') =>
  validateBooking({ patientType: 'old', people }, { now: NOW, ...(locale ? { locale } : {}) });

/** Which fields of each form are typed (the rest are chosen from a list); which of them take several lines. */
const TYPED = {
  callback: { fields: ['name', 'phone', 'email', 'comment'], lines: ['comment'] },
  contact: { fields: ['name', 'email', 'message'], lines: ['message'] },
  person: {
    fields: [
      'name',
      'registerNumber',
      'age',
      'height',
      'weight',
      'occupation',
      'phone',
      'email',
      'place',
      'purpose',
      'medicines',
      'guardian',
      'guardianRelation',
      'visitDay',
    ],
    lines: ['purpose', 'medicines'],
  },
  donation: {
    fields: ['name', 'email', 'phone', 'address', 'amount', 'pan', 'message'],
    lines: ['address', 'message'],
  },
} as const;

/** The valid value with a hidden character in its middle. */
const spoil = (value: string, c: string) => value.slice(0, 2) + c + value.slice(2);

describe('every typed field of every public form refuses hidden characters with its own message', () => {
  const CASES = [
    ['text.control', '\u0007'],
    ['text.control', '\u0085'],
    ['text.bidi', '\u202e'],
    ['text.bidi', '\u2067'],
    ['text.zeroWidth', '\u200b'],
    ['text.zeroWidth', '\ufeff'],
    ['text.zeroWidth', '\u200d'],
  ] as const;

  it('covers every field the schemas have (a new text field must be added here)', () => {
    expect(PERSON_FIELDS.filter((f) => !TYPED.person.fields.includes(f as never))).toEqual([
      'registeredOn', // a date picker; anything but YYYY-MM-DD is refused as a date
      'gender', // chosen from a list
      'visitDate', // a date picker
      'visitTime', // chosen from a list
    ]);
    expect(DONATION_FIELDS.filter((f) => !TYPED.donation.fields.includes(f as never))).toEqual([
      'gender',
      'nameLatin', // typed, but only beside a name in another script: its own case below
      'addressLatin', // the same, beside an address in another script
      'frequency',
      'category', // chosen from a list
      'idType', // chosen from a list
      'idNumber', // typed, but only beside an ID type and without a PAN: its own case below
      'source', // a box ticked
      'paymentMode',
    ]);
  });

  it.each(CASES)('donation, the English-letters name and address beside Tamil ones: %s (%j)', (key, c) => {
    const tamil = {
      ...donationOk,
      name: 'கவிதா',
      nameLatin: 'Kavitha',
      address: '7, பெரிய தெரு',
      addressLatin: '7 Periya Theru',
    };
    expect(donationIssues(tamil)).toEqual([]);
    expect(donationIssues({ ...tamil, nameLatin: spoil(tamil.nameLatin, c) })).toEqual([{ field: 'nameLatin', key }]);
    expect(donationIssues({ ...tamil, addressLatin: spoil(tamil.addressLatin, c) })).toEqual([
      { field: 'addressLatin', key },
    ]);
  });

  it.each(CASES)('donation, another ID number for a donor with no PAN: %s (%j)', (key, c) => {
    const noPan = { ...donationOk, pan: '', idType: 'aadhaar', idNumber: '2345 6789 0124' };
    expect(donationIssues(noPan)).toEqual([]);
    expect(donationIssues({ ...noPan, idNumber: spoil(noPan.idNumber, c) })).toEqual([{ field: 'idNumber', key }]);
  });

  it.each(CASES)('callback and contact: %s (%j)', (key, c) => {
    for (const field of TYPED.callback.fields) {
      const r = validateCallback({ ...callbackOk, [field]: spoil(callbackOk[field], c) });
      expect(r, `callback ${field}`).toMatchObject({ success: false, error: en[key], fields: { [field]: en[key] } });
      if (!r.success) expect(Object.keys(r.fields)).toEqual([field]);
    }
    for (const field of TYPED.contact.fields) {
      const r = validateContact({ ...contactOk, [field]: spoil(contactOk[field], c) }, 'ta');
      expect(r, `contact ${field}`).toMatchObject({ success: false, error: ta[key], fields: { [field]: ta[key] } });
    }
  });

  it.each(CASES)('booking, any of several people: %s (%j)', (key, c) => {
    for (const field of TYPED.person.fields) {
      if (field === 'age') continue; // the age: see below
      const second = { ...personOk, visitTime: '11:00', [field]: spoil(personOk[field], c) };
      const r = book([personOk, second]);
      const path = `people.1.${field}`;
      expect(r, path).toMatchObject({ success: false, error: en[key], fields: { [path]: en[key] } });
      if (!r.success) expect(Object.keys(r.fields)).toEqual([path]);
    }
  });

  it('the age is a number: anything else in it, a hidden character too, is refused as not a number', () => {
    const r = book([{ ...personOk, age: '3\u200b4' }]);
    expect(r).toMatchObject({ success: false, fields: { 'people.0.age': en['appointment.age.invalid'] } });
  });

  it.each(CASES)('donation, in its field’s place in the spec’s order: %s (%j)', (key, c) => {
    for (const field of TYPED.donation.fields) {
      const spoilt = { ...donationOk, [field]: spoil(donationOk[field], c) };
      expect(donationIssues(spoilt), field).toEqual([{ field, key }]);
      const r = validateDonation(spoilt, 'ta');
      expect(r, field).toMatchObject({ success: false, error: ta[key], fields: { [field]: ta[key] } });
      // Only that message for that field, however else the value is wrong; an earlier field's comes first.
      const worse = { ...spoilt, name: '', [field]: `${c}${'x'.repeat(3000)}` };
      const issues = donationIssues(worse);
      expect(issues.filter((i) => i.field === field)).toEqual([{ field, key }]);
      expect(issues[0]).toEqual(field === 'name' ? { field, key } : { field: 'name', key: 'donation.name.required' });
    }
  });

  it('a newline is kept in the long texts and refused in every other typed field', () => {
    const multi = 'Line one\nLine two';
    for (const field of TYPED.callback.fields) {
      const r = validateCallback({ ...callbackOk, [field]: `${callbackOk[field]}\nmore` });
      if ((TYPED.callback.lines as readonly string[]).includes(field)) expect(r.success, field).toBe(true);
      else expect(r, field).toMatchObject({ success: false, fields: { [field]: en['text.control'] } });
    }
    expect(validateContact({ ...contactOk, message: multi })).toMatchObject({
      success: true,
      data: { message: multi },
    });
    expect(validateContact({ ...contactOk, name: 'Arun\nKumar' })).toMatchObject({
      fields: { name: en['text.control'] },
    });
    for (const field of TYPED.person.fields) {
      if (field === 'age') continue;
      const r = book([{ ...personOk, [field]: `${personOk[field]}\nmore` }]);
      if ((TYPED.person.lines as readonly string[]).includes(field)) expect(r.success, field).toBe(true);
      else expect(r, field).toMatchObject({ success: false, fields: { [`people.0.${field}`]: en['text.control'] } });
    }
    for (const field of TYPED.donation.fields) {
      const issues = donationIssues({ ...donationOk, [field]: `${donationOk[field]}\nmore` });
      if ((TYPED.donation.lines as readonly string[]).includes(field)) expect(issues, field).toEqual([]);
      else expect(issues, field).toEqual([{ field, key: 'text.control' }]);
    }
  });

  it('a trailing control character is refused, not trimmed away', () => {
    expect(validateContact({ ...contactOk, name: 'Arun\t' })).toMatchObject({ fields: { name: en['text.control'] } });
    expect(validateCallback({ ...callbackOk, email: 'a@example.org\u0000' })).toMatchObject({
      fields: { email: en['text.control'] },
    });
    expect(donationIssues({ ...donationOk, email: '\ufeffravi@example.org' })).toEqual([
      { field: 'email', key: 'text.zeroWidth' },
    ]);
  });

  it('Tamil with ZWJ/ZWNJ after its letters passes everywhere, and is stored as typed', () => {
    const name = 'க்\u200dஷேத்ரா';
    expect(validateContact({ ...contactOk, name, message: `வணக்கம்\nக்\u200cஷ` })).toMatchObject({
      success: true,
      data: { name, message: 'வணக்கம்\nக்\u200cஷ' },
    });
    expect(validateDonation({ ...donationOk, name })).toMatchObject({ success: true, data: { name } });
    expect(book([{ ...personOk, name }])).toMatchObject({ success: true, data: { people: [{ name }] } });
  });
});

describe('NFC and line breaks: cleaned before trimming and length checks, stored cleaned', () => {
  const nfd = 'Jose\u0301'; // 5 code units; NFC 'José' is 4

  it('stores the NFC form and \\n line breaks, in every form', () => {
    expect(validateCallback({ ...callbackOk, name: ` ${nfd} `, comment: 'a\r\nb' })).toMatchObject({
      success: true,
      data: { name: 'José', comment: 'a\nb' },
    });
    expect(validateContact({ ...contactOk, message: `${nfd}\r\nline\rthree` })).toMatchObject({
      data: { message: 'José\nline\nthree' },
    });
    expect(book([{ ...personOk, name: nfd, purpose: 'a\r\nb', medicines: 'c\rd' }])).toMatchObject({
      data: { people: [{ name: 'José', purpose: 'a\nb', medicines: 'c\nd' }] },
    });
    expect(validateDonation({ ...donationOk, name: nfd, address: `12 ${nfd} St\r\nDindigul` })).toMatchObject({
      data: { name: 'José', address: '12 José St\nDindigul' },
    });
  });

  it('measures the NFC form: a name at the limit when composed passes, though longer decomposed', () => {
    const atLimit = 'é'.repeat(LIMITS.name); // NFC: exactly the limit
    const decomposed = atLimit.normalize('NFD'); // twice as long before cleaning
    expect(decomposed.length).toBe(2 * LIMITS.name);
    expect(validateContact({ ...contactOk, name: decomposed })).toMatchObject({
      success: true,
      data: { name: atLimit },
    });
    expect(validateDonation({ ...donationOk, name: decomposed })).toMatchObject({
      success: true,
      data: { name: atLimit },
    });
    expect(validateContact({ ...contactOk, name: `${decomposed}e` })).toMatchObject({
      fields: { name: en['name.tooLong'].replace('{max}', String(LIMITS.name)) },
    });
  });

  it('a \\r\\n counts as one character of a long text', () => {
    const lines = 'ab\r\n'.repeat(LIMITS.message / 3).slice(0, -2); // 3 characters a line once cleaned
    expect(lines.length).toBeGreaterThan(LIMITS.message);
    expect(validateContact({ ...contactOk, message: lines }).success).toBe(true);
  });
});

// ---- amounts ---------------------------------------------------------------------------------------

describe('amounts: rupees and paise, at most two decimals', () => {
  it.each(['2500', '2500.5', '2500.50', '1,00,000.25', ' 99.99 '])('%j is taken', (amount) => {
    expect(donationIssues({ ...donationOk, amount, pan: 'ABCDE1234F' })).toEqual([]);
  });

  it.each(['2500.505', '2500.000', '0.001', '1,00,000.123', 2500.505, 0.1 + 0.2])(
    '%j is refused with its own message',
    (amount) => {
      expect(donationIssues({ ...donationOk, amount })).toEqual([{ field: 'amount', key: 'donation.amount.decimals' }]);
      expect(validateDonation({ ...donationOk, amount })).toMatchObject({
        error: en['donation.amount.decimals'],
        fields: { amount: en['donation.amount.decimals'] },
      });
      expect(validateDonation({ ...donationOk, amount }, 'ta')).toMatchObject({
        fields: { amount: ta['donation.amount.decimals'] },
      });
    },
  );

  it('numbers with at most two decimals pass as numbers; other junk keeps the general message', () => {
    expect(parseAmount(2500.5)).toBe(2500.5);
    expect(parseAmount(0.29)).toBe(0.29);
    expect(parseAmount(2500.505)).toBeNaN();
    for (const amount of ['abc', '-5', '2500.', '.50', '25 00', '1e3']) {
      expect(donationIssues({ ...donationOk, amount }), amount).toEqual([
        { field: 'amount', key: 'donation.amount.invalid' },
      ]);
    }
  });
});

// ---- registration dates ----------------------------------------------------------------------------

describe('a registration date is not in the future (India time, the given clock)', () => {
  const at = (iso: string, registeredOn: string, locale?: 'en' | 'ta') =>
    validateBooking(
      { patientType: 'old', people: [{ ...personOk, registeredOn }] },
      { now: new Date(iso), ...(locale ? { locale } : {}) },
    );

  it('today and earlier pass; tomorrow is refused beside the field, in the language asked', () => {
    expect(at('2026-11-20T04:30:00Z', '2026-11-20').success).toBe(true);
    expect(at('2026-11-20T04:30:00Z', '2001-01-01').success).toBe(true);
    expect(at('2026-11-20T04:30:00Z', '2026-11-21')).toEqual({
      success: false,
      error: en['appointment.regdate.future'],
      fields: { 'people.0.registeredOn': en['appointment.regdate.future'] },
    });
    expect(at('2026-11-20T04:30:00Z', '2027-01-01', 'ta')).toMatchObject({
      fields: { 'people.0.registeredOn': ta['appointment.regdate.future'] },
    });
  });

  it('follows India’s date, not UTC’s: 23:59 and 00:00 in India', () => {
    // 2026-11-20 18:29 UTC = 23:59 on the 20th in India: the 21st is still tomorrow.
    expect(at('2026-11-20T18:29:00Z', '2026-11-21').success).toBe(false);
    // 18:30 UTC = midnight: the 21st is today.
    expect(at('2026-11-20T18:30:00Z', '2026-11-21').success).toBe(true);
  });

  it('is checked for every person, next to the other clock rules', () => {
    const r = validateBooking(
      {
        patientType: 'old',
        people: [personOk, { ...personOk, registeredOn: '2026-12-24', visitTime: '11:00' }],
      },
      { now: NOW },
    );
    expect(r).toMatchObject({ success: false, fields: { 'people.1.registeredOn': en['appointment.regdate.future'] } });
    if (!r.success) expect(Object.keys(r.fields)).toEqual(['people.1.registeredOn']);
  });

  it('the schema alone (no clock) still takes any real date', () => {
    expect(bookingSchema.safeParse({ people: [{ ...personOk, registeredOn: '2099-01-01' }] }).success).toBe(true);
  });
});

// ---- drafts ----------------------------------------------------------------------------------------

describe('browser drafts never keep the PAN or a health detail', () => {
  it('leaves out the PAN, the reason for the visit, medicines, height and weight, for every person', () => {
    for (const name of ['pan', 'idNumber', 'purpose', 'medicines', 'height', 'weight']) {
      expect(inDraft(name), name).toBe(false);
      for (let i = 0; i < 4; i++) expect(inDraft(`people.${i}.${name}`), `people.${i}.${name}`).toBe(false);
    }
  });

  it('keeps everything else', () => {
    const kept = [
      ...['name', 'gender', 'email', 'phone', 'address', 'frequency', 'amount', 'paymentMode', 'message'],
      ...['name', 'phone', 'comment', 'count'],
      ...PERSON_FIELDS.filter((f) => !['purpose', 'medicines', 'height', 'weight'].includes(f)).map(
        (f) => `people.1.${f}`,
      ),
      // Names that merely contain a kept-out one.
      'pannotes',
      'people.0.xppurpose',
    ];
    for (const name of kept) expect(inDraft(name), name).toBe(true);
    expect(NEVER_IN_DRAFTS.test('people.0.purpose')).toBe(true);
  });
});
