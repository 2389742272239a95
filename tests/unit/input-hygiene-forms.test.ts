// Input hygiene (issue 15), every typed field of every public form: hidden characters refused with their own
// message (newlines only in the long texts), and NFC and line breaks cleaned before trimming and length
// checks, and stored cleaned.

import { describe, expect, it } from 'vitest';
import { en, ta } from '../helpers/messages';
import { LIMITS } from '../../src/lib/schemas/common';
import { DONATION_FIELDS, donationIssues } from '../../src/lib/schemas/donation';
import { PERSON_FIELDS } from '../../src/islands/appointment/people';
import { validateCallback, validateContact, validateDonation } from '../../src/lib/validate';
import { book, callbackOk, contactOk, donationOk, personOk } from '../helpers/input-hygiene';

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
