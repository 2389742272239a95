import { describe, expect, it } from 'vitest';
import { form10bd, type Form10bdDonation } from '../../src/server/documents/form-10bd';
import { clean10bd, date10bd, fit10bd } from '../../src/server/documents/form-10bd-codes';
import { checkDonorId, maskDonorId, verhoeffValid } from '../../src/lib/donation-terms';

const trust = { urn: 'aaatv1234ff20214', urnIssuedOn: '2021-09-24' };

function donation(
  over: Partial<Form10bdDonation> & Pick<Form10bdDonation, 'receiptNumber' | 'date'>,
): Form10bdDonation {
  return {
    donorName: 'Arun Kumar',
    donorAddress: '12, Temple Street, Dindigul 624001',
    idType: 'pan',
    idNumber: 'ABCDE1234F',
    kind: 'others',
    mode: 'upi',
    amountPaise: 1000_00,
    ...over,
  };
}

/** A sample year, 2026-27: what the trust received, in no particular order. */
const year: Form10bdDonation[] = [
  donation({
    receiptNumber: '80G/2026-27/000003',
    date: '2026-06-01',
    kind: 'corpus',
    mode: 'cheque',
    amountPaise: 10_000_00,
  }),
  donation({ receiptNumber: '80G/2026-27/000001', date: '2026-04-05', idNumber: 'abcde1234f', amountPaise: 5000_00 }),
  donation({
    receiptNumber: '80G/2026-27/000002',
    date: '2026-05-10',
    idNumber: 'ABCDE 1234 F',
    mode: 'bank-transfer',
    amountPaise: 2500_00,
  }),
  donation({
    receiptNumber: '80G/2026-27/000004',
    date: '2026-06-15',
    donorName: 'Meena Sundaram & Co.',
    donorAddress: 'Flat 3B, "Lotus" Apartments; Anna Nagar, Chennai-600040',
    idType: 'aadhaar',
    idNumber: '2345 6789 0124',
    mode: 'cash',
    amountPaise: 1500_00,
  }),
  donation({
    receiptNumber: '80G/2026-27/000005',
    date: '2026-07-01',
    donorName: 'Meena Sundaram & Co.',
    donorAddress: 'Flat 3B, "Lotus" Apartments; Anna Nagar, Chennai-600040',
    idType: 'aadhaar',
    idNumber: '234567890124',
    mode: 'cash',
    amountPaise: 2000_00,
  }),
  donation({
    receiptNumber: '80G/2026-27/000006',
    date: '2026-07-20',
    donorName: 'Ravi',
    idType: null,
    idNumber: null,
  }),
  donation({
    receiptNumber: '80G/2026-27/000007',
    date: '2026-08-02',
    donorName: 'சுப்பிரமணியன்',
    donorAddress: 'கோயில் தெரு, திண்டுக்கல்',
    idNumber: 'PQRST6789K',
  }),
  donation({
    receiptNumber: '80G/2026-27/000008',
    date: '2026-09-09',
    donorName: 'Lakshmi Narayanan',
    idNumber: 'LMNOP4321Z',
    mode: 'cash',
    amountPaise: 5000_00,
  }),
  donation({
    receiptNumber: '80G/2026-27/000009',
    date: '2026-10-10',
    donorName: 'José Fernandes',
    donorAddress: 'Rua 5/B, Panaji, Goa 403001',
    idType: 'passport',
    idNumber: 'k1234567',
    kind: 'specific-grant',
    mode: 'card',
    amountPaise: 1234_50,
  }),
  donation({ receiptNumber: '80G/2026-27/000010', date: '2026-11-11', donorName: 'Guna', idNumber: 'ABCDE12345' }),
  donation({
    receiptNumber: '80G/2026-27/000011',
    date: '2027-01-15',
    donorAddress: '45, Lake Road, Madurai 625001',
    amountPaise: 1000_00,
  }),
  donation({ receiptNumber: '80G/2027-28/000001', date: '2027-04-02', donorName: 'Vel', idNumber: 'VWXYZ1111A' }),
];

describe('form10bd', () => {
  it('writes the sample year exactly as the portal template wants it', () => {
    const { csv } = form10bd({ fy: '2026-27', trust, donations: year });
    const electronic = 'Electronic modes including account payee cheque/draft';
    // 2026-27 is a tax year of the Income-tax Act, 2025: the statement is Form 113, the donor claims under 133.
    const common = 'Section 133,AAATV1234FF20214,24-Sep-2021';
    expect(csv).toBe(
      [
        'Sl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
        // Arun's UPI and bank transfers of type "others" are one row (5,000 + 2,500 + 1,000), with his latest address.
        `1,,Permanent Account Number,ABCDE1234F,${common},Arun Kumar,45 Lake Road Madurai 625001,Others,${electronic},8500`,
        // His corpus gift is another type: its own row, with the address he gave then.
        `2,,Permanent Account Number,ABCDE1234F,${common},Arun Kumar,12 Temple Street Dindigul 624001,Corpus,${electronic},10000`,
        // Two cash gifts of ₹2,000 or less add up; the special characters are gone.
        `3,,Aadhaar Number,234567890124,${common},Meena Sundaram and Co,Flat 3B Lotus Apartments Anna Nagar Chennai 600040,Others,Cash,3500`,
        `4,,Passport number,K1234567,${common},Jose Fernandes,Rua 5 B Panaji Goa 403001,Specific grant,${electronic},1234.50`,
        '',
      ].join('\r\n'),
    );
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('reports every donor left out, with every reason', () => {
    const { excluded, rows } = form10bd({ fy: '2026-27', trust, donations: year });
    expect(rows.map((r) => r.receiptNumbers)).toEqual([
      ['80G/2026-27/000001', '80G/2026-27/000002', '80G/2026-27/000011'],
      ['80G/2026-27/000003'],
      ['80G/2026-27/000004', '80G/2026-27/000005'],
      ['80G/2026-27/000009'],
    ]);
    expect(excluded.map((e) => [e.donorName, e.receiptNumbers, e.problems])).toEqual([
      ['Ravi', ['80G/2026-27/000006'], ['no-id']],
      ['சுப்பிரமணியன்', ['80G/2026-27/000007'], ['name-not-latin', 'address-not-latin']],
      ['Lakshmi Narayanan', ['80G/2026-27/000008'], ['cash-over-limit']],
      ['Guna', ['80G/2026-27/000010'], ['id-invalid']],
      ['Vel', ['80G/2027-28/000001'], ['outside-year']],
    ]);
    expect(excluded[2]!.reasons).toEqual([
      'cash above ₹2,000 is not deductible (section 80G(5D) of the 1961 Act; section 133 of the 2025 Act)',
    ]);
  });

  it('leaves out a bad amount or date and refuses a year or URN it cannot write', () => {
    const { excluded } = form10bd({
      fy: '2026-27',
      trust,
      donations: [
        donation({ receiptNumber: 'r1', date: '2026-04-31' }),
        donation({
          receiptNumber: 'r2',
          date: '2026-05-01',
          donorName: 'Bala',
          idNumber: 'BALAP1234Q',
          amountPaise: 10.5,
        }),
      ],
    });
    expect(excluded.map((e) => e.problems)).toEqual([['bad-date'], ['bad-amount']]);
    expect(() => form10bd({ fy: '2026-28', trust, donations: [] })).toThrow(/financial year/);
    expect(() => form10bd({ fy: '2026-27', trust: { ...trust, urn: 'AB/12' }, donations: [] })).toThrow(/URN/);
    expect(() => form10bd({ fy: '2026-27', trust: { ...trust, urnIssuedOn: '24-09-2021' }, donations: [] })).toThrow(
      /urnIssuedOn/,
    );
  });

  it('writes only the heading for a year with no donation', () => {
    expect(form10bd({ fy: '2026-27', trust, donations: [] }).csv.split('\r\n')).toHaveLength(2);
    // 2025-26 and before: Form 10BD, section 80G of the 1961 Act.
    const old = form10bd({
      fy: '2025-26',
      trust,
      donations: [donation({ receiptNumber: '80G/2025-26/000001', date: '2026-03-31', amountPaise: 100_00 })],
    });
    expect(old.csv.split('\r\n')[1]).toContain(',Section 80G,AAATV1234FF20214,');
  });
});

describe('10BD text cleaning', () => {
  it('keeps Latin letters, digits and spaces only', () => {
    expect(clean10bd('  Dr. K. Raman (Retd.) — #7/2, "Gandhi" St.  ')).toBe('Dr K Raman Retd 7 2 Gandhi St');
    expect(clean10bd('Zoë & Chloé')).toBe('Zoe and Chloe');
    expect(clean10bd('=HYPERLINK("x")')).toBe('HYPERLINK x');
    expect(clean10bd('முருகன்')).toBe('');
  });

  it('fits to a length at a word boundary', () => {
    expect(fit10bd('one two three', 9)).toBe('one two');
    expect(fit10bd('abcdefghij', 4)).toBe('abcd');
    expect(fit10bd('short', 125)).toBe('short');
  });

  it('writes dates as the template does', () => {
    expect(date10bd('2021-09-24')).toBe('24-Sep-2021');
    expect(date10bd('2027-01-05')).toBe('05-Jan-2027');
  });
});

describe('donor ID checks', () => {
  it('checks each type', () => {
    expect(checkDonorId('pan', 'abcde 1234 f')).toEqual({ ok: true, value: 'ABCDE1234F' });
    expect(checkDonorId('pan', 'ABCD12345F')).toEqual({ ok: false, problem: 'format' });
    expect(checkDonorId('aadhaar', '2345-6789-0124')).toEqual({ ok: true, value: '234567890124' });
    expect(checkDonorId('aadhaar', '234567890125')).toEqual({ ok: false, problem: 'checksum' });
    expect(checkDonorId('aadhaar', '123456789012')).toEqual({ ok: false, problem: 'format' });
    expect(checkDonorId('passport', 'K1234567').ok).toBe(true);
    expect(checkDonorId('passport', 'K123456').ok).toBe(false);
    expect(checkDonorId('voter-id', 'abc1234567').ok).toBe(true);
    expect(checkDonorId('voter-id', 'AB12345678').ok).toBe(false);
    expect(checkDonorId('driving-licence', 'TN01 20110012345').ok).toBe(true);
    expect(checkDonorId('driving-licence', '0120110012345').ok).toBe(false);
    expect(checkDonorId('ration-card', '333012345678').ok).toBe(true);
    expect(checkDonorId('ration-card', '12').ok).toBe(false);
    expect(checkDonorId('tin', 'DE-123456789').ok).toBe(true);
    expect(checkDonorId('tin', '   ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('validates Verhoeff check digits', () => {
    expect(verhoeffValid('234567890124')).toBe(true);
    expect(verhoeffValid('498765432102')).toBe(true);
    expect(verhoeffValid('498765432103')).toBe(false);
  });

  it('masks IDs for lists', () => {
    expect(maskDonorId('pan', 'ABCDE1234F')).toBe('ABCDE••••F');
    expect(maskDonorId('aadhaar', '234567890124')).toBe('••••••••0124');
    expect(maskDonorId('passport', 'K12')).toBe('•••');
  });
});
