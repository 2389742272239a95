// The donation checks: the spec's messages word for word, the first failing check (in the spec's order) as
// the error for any combination of broken fields, and what a valid donation is normalized to.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/lib/messages';
import { en } from '../helpers/messages';
import { donationIssues } from '../../src/lib/schemas/donation';
import { validateDonation } from '../../src/lib/validate';
import { donation } from '../helpers/submission-arbitraries';

describe('donation checks', () => {
  const ORDER = [
    'donation.name.required',
    'donation.gender.required',
    'donation.email.required',
    'donation.mobile.required',
    'donation.address.required',
    'donation.type.required',
    'donation.amount.invalid',
    'donation.pan.required',
    'donation.pan.invalid',
    'donation.mode.required',
  ] as const;

  it("the spec's messages, word for word", () => {
    expect(ORDER.map((k) => en[k])).toEqual([
      'Please enter your name',
      'Please select a gender',
      'Please enter your email',
      'Please enter your mobile number',
      'Please enter your address',
      'Please select the type of donation',
      'Please enter a valid donation amount',
      'PAN card is required for donations over 50000',
      'Invalid PAN card format',
      'Please select a mode of payment',
    ]);
  });

  it('the first failing check (in the spec order) is the error, for any combination of broken fields', () => {
    const broken = {
      name: ['donation.name.required', ''],
      gender: ['donation.gender.required', ''],
      email: ['donation.email.required', ''],
      phone: ['donation.mobile.required', ''],
      address: ['donation.address.required', ' '],
      frequency: ['donation.type.required', 'Select type'],
      amount: ['donation.amount.invalid', '0'],
      pan: ['donation.pan.invalid', 'abc'],
      paymentMode: ['donation.mode.required', ''],
    } as const;
    const fields = Object.keys(broken) as (keyof typeof broken)[];
    fc.assert(
      fc.property(donation, fc.subarray(fields, { minLength: 1 }), fc.boolean(), (ok, toBreak, bigWithoutPan) => {
        const input: Record<string, unknown> = { ...ok };
        if (bigWithoutPan) Object.assign(input, { amount: 75_000, pan: '' });
        for (const f of toBreak) input[f] = broken[f][1];
        const expectedKeys = ORDER.filter((key) => {
          if (key === 'donation.pan.required')
            return bigWithoutPan && !toBreak.includes('amount') && !toBreak.includes('pan');
          return toBreak.some((f) => broken[f][0] === key);
        });
        const result = validateDonation(input);
        expect(result.success).toBe(false);
        if (!result.success) expect(result.error).toBe(t(expectedKeys[0]!));
        expect(donationIssues(input).map((i) => i.key)).toEqual(expectedKeys);
      }),
    );
  });

  it('normalizes what it keeps: trimmed text, 10-digit mobile, PAN upper-case, amount a number', () => {
    const r = validateDonation({
      name: ' Ravi ',
      gender: 'Male',
      email: 'r@x.in',
      phone: '+91 98765 43210',
      address: 'A',
      frequency: 'Monthly',
      amount: '1,00,000',
      pan: 'abcde1234f',
      paymentMode: 'Gpay',
      message: '',
    });
    expect(r).toEqual({
      success: true,
      data: {
        name: 'Ravi',
        gender: 'Male',
        email: 'r@x.in',
        phone: '9876543210',
        address: 'A',
        frequency: 'Monthly',
        category: 'others',
        amount: 100000,
        pan: 'ABCDE1234F',
        paymentMode: 'Gpay',
        message: undefined,
      },
    });
  });
});
