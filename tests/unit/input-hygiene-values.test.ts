// Input hygiene (issue 15), beyond the text: amounts in rupees and paise, registration dates not in the
// future, and what a browser draft never keeps.

import { describe, expect, it } from 'vitest';
import { inDraft, NEVER_IN_DRAFTS } from '../../src/islands/forms/drafts';
import { en, ta } from '../helpers/messages';
import { bookingSchema } from '../../src/lib/schemas/appointment';
import { donationIssues, parseAmount } from '../../src/lib/schemas/donation';
import { PERSON_FIELDS } from '../../src/islands/appointment/people';
import { validateBooking, validateDonation } from '../../src/lib/validate';
import { NOW, donationOk, personOk } from '../helpers/input-hygiene';

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
