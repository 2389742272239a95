// Form 10BD's donor details on the donation form: the donation's 10BD type, and another ID for a
// donor with no PAN, checked per type in their fields' places (after the type, after the PAN) without
// moving the original site's ten checks; stored normalized; masked in lists.

import { describe, expect, it } from 'vitest';
import { donationIssues, donationSchemaFor } from '../../src/lib/schemas/donation';
import { validateDonation } from '../../src/lib/validate';
import { withMaskedPan } from '../../src/lib/pan';
import { t } from '../../src/lib/messages';
import { verhoeffValid } from '../../src/lib/donation-terms';

const ok = {
  name: 'Ravi',
  gender: 'Male',
  email: 'r@x.in',
  phone: '9876543210',
  address: '12 Temple Street',
  frequency: 'One time',
  amount: '2500',
  pan: '',
  paymentMode: 'UPI',
};
const keys = (input: Record<string, unknown>) => donationIssues({ ...ok, ...input }).map((i) => i.key);

describe("the donor's other ID and the 10BD type", () => {
  it('accepts each type in its own shape and stores it normalized', () => {
    const cases: [string, string, string][] = [
      ['aadhaar', '2345 6789 0124', '234567890124'],
      ['passport', 'k1234567', 'K1234567'],
      ['voter-id', 'abc1234567', 'ABC1234567'],
      ['driving-licence', 'TN01 20110012345', 'TN0120110012345'],
      ['ration-card', '333-444-555-666', '333444555666'],
    ];
    for (const [idType, idNumber, stored] of cases) {
      const r = validateDonation({ ...ok, idType, idNumber });
      expect(r.success, `${idType} ${idNumber}`).toBe(true);
      if (r.success) expect(r.data).toMatchObject({ idType, idNumber: stored, category: 'others' });
    }
  });

  it('refuses a number not of its type, with that type’s message', () => {
    expect(keys({ idType: 'aadhaar', idNumber: '2345 6789 0123' })).toEqual(['donation.id.invalid.aadhaar']); // check digit
    expect(keys({ idType: 'aadhaar', idNumber: '1234 5678 9012' })).toEqual(['donation.id.invalid.aadhaar']);
    expect(keys({ idType: 'passport', idNumber: '12345678' })).toEqual(['donation.id.invalid.passport']);
    expect(keys({ idType: 'voter-id', idNumber: 'AB1234567' })).toEqual(['donation.id.invalid.voter-id']);
    expect(t('donation.id.invalid.voter-id')).toContain('three letters and seven digits');
  });

  it('is only for a donor with no PAN; a type needs a number and a number a type', () => {
    expect(keys({ pan: 'ABCDE1234F', idType: 'passport', idNumber: 'K1234567' })).toEqual(['donation.id.withPan']);
    expect(keys({ idType: 'passport', idNumber: '' })).toEqual(['donation.id.required']);
    expect(keys({ idNumber: 'K1234567' })).toEqual(['donation.id.type']);
    expect(keys({ idType: 'pan-card', idNumber: 'K1234567' })).toEqual(['donation.id.type']);
  });

  it('sits between the original checks: after the PAN (9), before the mode (10); the 10BD type after the type (6)', () => {
    expect(keys({ pan: 'abc', paymentMode: '', idType: 'passport', idNumber: 'x' })).toEqual([
      'donation.pan.invalid',
      'donation.id.withPan',
      'donation.mode.required',
    ]);
    expect(keys({ idType: 'passport', idNumber: 'x', paymentMode: '' })).toEqual([
      'donation.id.invalid.passport',
      'donation.mode.required',
    ]);
    expect(keys({ frequency: 'Select type', category: 'gift', amount: '0' })).toEqual([
      'donation.type.required',
      'donation.category.invalid',
      'donation.amount.invalid',
    ]);
    // Above 50000 a PAN is still required, whatever other ID is given (the original rule 8).
    expect(keys({ amount: '75000', idType: 'passport', idNumber: 'K1234567' })).toEqual(['donation.pan.required']);
  });

  it('keeps the 10BD type; lists mask the other ID like the PAN', () => {
    const r = validateDonation({ ...ok, category: 'corpus' });
    expect(r.success && r.data.category).toBe('corpus');
    expect(withMaskedPan({ idNumber: '234567890124' }).idNumber).toBe('••••••••0124');
    expect(withMaskedPan({ pan: 'ABCDE1234F', idNumber: undefined })).toEqual({
      pan: 'ABCDE••••F',
      idNumber: undefined,
    });
  });
});

describe('the Verhoeff check (Aadhaar)', () => {
  it('passes the published examples and fails each with its check digit changed', () => {
    // Wikipedia's worked example (1428570) and its check digit of 236 (3); Algorithm::CheckDigits' 14567894;
    // programmingalgorithms.com's 585649.
    for (const valid of ['1428570', '2363', '14567894', '585649']) {
      expect(verhoeffValid(valid), valid).toBe(true);
      const last = Number(valid.at(-1));
      for (let d = 0; d <= 9; d++) {
        if (d !== last) expect(verhoeffValid(`${valid.slice(0, -1)}${d}`), `${valid} -> ${d}`).toBe(false);
      }
    }
  });

  it('accepts an Aadhaar number whose fifth digit is 8 or 9', () => {
    for (const aadhaar of ['212384534562', '234597890129']) {
      expect(keys({ idType: 'aadhaar', idNumber: aadhaar }), aadhaar).toEqual([]);
    }
  });
});

describe('a foreign tax ID and the FCRA declaration', () => {
  it('refuses a TIN and a foreign source without FCRA registration, takes them with it', () => {
    const foreign = { ...ok, idType: 'tin', idNumber: 'DE 123456789', source: 'foreign' };
    expect(keys(foreign)).toEqual(['donation.id.foreign', 'donation.source.foreign']);
    const rules = { fcra: true, from: 'form' } as const;
    expect(donationIssues(foreign, rules)).toEqual([]);
    const parsed = donationSchemaFor(rules).safeParse(foreign);
    expect(parsed.success && parsed.data).toMatchObject({ idType: 'tin', idNumber: 'DE123456789', source: 'foreign' });
  });

  it('the site form must send the declaration; an API client that never asked may leave it out', () => {
    expect(donationIssues(ok, { fcra: false, from: 'form' }).map((i) => i.key)).toEqual(['donation.source.required']);
    expect(keys({})).toEqual([]);
    expect(keys({ source: 'indian' })).toEqual([]);
    expect(keys({ source: 'martian' })).toEqual(['donation.source.required']);
  });
});

describe('English letters for the statement', () => {
  it('asks for them when a name or address has letters of another script, and suggests a spelling', async () => {
    const { suggestLatin } = await import('../../src/lib/transliterate');
    expect(keys({ name: 'கவிதா ராமன்' })).toEqual([]);
    const form = { fcra: false, from: 'form' } as const;
    const tamil = { ...ok, name: 'கவிதா ராமன்', address: '7, பெரிய தெரு, மதுரை', source: 'indian' };
    expect(donationIssues(tamil, form).map((i) => i.key)).toEqual([
      'donation.nameLatin.required',
      'donation.addressLatin.required',
    ]);
    expect(donationIssues({ ...tamil, nameLatin: 'கவிதா', addressLatin: '7 Periya Theru' }, form)[0]?.key).toBe(
      'donation.nameLatin.invalid',
    );
    expect(suggestLatin('கவிதா ராமன்', 'name')).toBe('Kavita Raman');
    expect(suggestLatin('முருகன் பச்சையப்பன்', 'name')).toBe('Murukan Pachaiyappan');
    expect(suggestLatin('7, பெரிய தெரு, மதுரை 625001', 'address')).toBe('7, Periya Teru, Maturai 625001');
    const parsed = donationSchemaFor(form).safeParse({
      ...tamil,
      nameLatin: 'Kavitha Raman',
      addressLatin: '7 Periya Theru',
    });
    expect(parsed.success && parsed.data).toMatchObject({ nameLatin: 'Kavitha Raman', addressLatin: '7 Periya Theru' });
  });
});
