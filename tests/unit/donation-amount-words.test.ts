import { describe, expect, it } from 'vitest';
import { englishNumber } from '../../src/server/documents/amount-words-en';
import { tamilCount, tamilNumber } from '../../src/server/documents/amount-words-ta';
import { amountInWords, formatRupees } from '../../src/server/documents/amount-words';

describe('englishNumber (Indian grouping)', () => {
  const cases: [number, string][] = [
    [0, 'Zero'],
    [1, 'One'],
    [9, 'Nine'],
    [10, 'Ten'],
    [11, 'Eleven'],
    [15, 'Fifteen'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [21, 'Twenty One'],
    [45, 'Forty Five'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [110, 'One Hundred Ten'],
    [999, 'Nine Hundred Ninety Nine'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [2025, 'Two Thousand Twenty Five'],
    [12500, 'Twelve Thousand Five Hundred'],
    [99999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100000, 'One Lakh'],
    [125000, 'One Lakh Twenty Five Thousand'],
    [1000001, 'Ten Lakh One'],
    [9999999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [10000000, 'One Crore'],
    [15075000, 'One Crore Fifty Lakh Seventy Five Thousand'],
    [10000000000, 'One Thousand Crore'],
    [1234567890, 'One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety'],
  ];
  it.each(cases)('%i -> %s', (n, words) => expect(englishNumber(n)).toBe(words));

  it('refuses what is not a whole number', () => {
    expect(() => englishNumber(-1)).toThrow(RangeError);
    expect(() => englishNumber(1.5)).toThrow(RangeError);
    expect(() => englishNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('tamilNumber (Indian grouping, written forms)', () => {
  const cases: [number, string][] = [
    [0, 'பூஜ்ஜியம்'],
    [1, 'ஒன்று'],
    [2, 'இரண்டு'],
    [3, 'மூன்று'],
    [4, 'நான்கு'],
    [5, 'ஐந்து'],
    [6, 'ஆறு'],
    [7, 'ஏழு'],
    [8, 'எட்டு'],
    [9, 'ஒன்பது'],
    [10, 'பத்து'],
    [11, 'பதினொன்று'],
    [12, 'பன்னிரண்டு'],
    [13, 'பதின்மூன்று'],
    [14, 'பதினான்கு'],
    [15, 'பதினைந்து'],
    [16, 'பதினாறு'],
    [17, 'பதினேழு'],
    [18, 'பதினெட்டு'],
    [19, 'பத்தொன்பது'],
    [20, 'இருபது'],
    // Units starting with a vowel join the tens (இருபத்து + ஐந்து -> இருபத்தைந்து); others stay apart.
    [21, 'இருபத்தொன்று'],
    [22, 'இருபத்திரண்டு'],
    [23, 'இருபத்து மூன்று'],
    [24, 'இருபத்து நான்கு'],
    [25, 'இருபத்தைந்து'],
    [26, 'இருபத்தாறு'],
    [27, 'இருபத்தேழு'],
    [28, 'இருபத்தெட்டு'],
    [29, 'இருபத்தொன்பது'],
    [30, 'முப்பது'],
    [40, 'நாற்பது'],
    [45, 'நாற்பத்தைந்து'],
    [50, 'ஐம்பது'],
    [60, 'அறுபது'],
    [70, 'எழுபது'],
    [80, 'எண்பது'],
    [90, 'தொண்ணூறு'],
    [91, 'தொண்ணூற்றொன்று'],
    [99, 'தொண்ணூற்றொன்பது'],
    [100, 'நூறு'],
    [101, 'நூற்றொன்று'],
    [110, 'நூற்றுப் பத்து'],
    [115, 'நூற்றுப் பதினைந்து'],
    [120, 'நூற்றிருபது'],
    [130, 'நூற்று முப்பது'],
    [150, 'நூற்றைம்பது'],
    [190, 'நூற்றுத் தொண்ணூறு'],
    [200, 'இருநூறு'],
    [300, 'முந்நூறு'],
    [400, 'நானூறு'],
    [500, 'ஐநூறு'],
    [550, 'ஐநூற்றைம்பது'],
    [600, 'அறுநூறு'],
    [700, 'எழுநூறு'],
    [800, 'எண்ணூறு'],
    [900, 'தொள்ளாயிரம்'],
    [901, 'தொள்ளாயிரத்தொன்று'],
    [999, 'தொள்ளாயிரத்துத் தொண்ணூற்றொன்பது'],
    [1000, 'ஆயிரம்'],
    [1001, 'ஆயிரத்து ஒன்று'],
    [1500, 'ஆயிரத்து ஐநூறு'],
    [2000, 'இரண்டாயிரம்'],
    [2025, 'இரண்டாயிரத்து இருபத்தைந்து'],
    [3000, 'மூன்றாயிரம்'],
    [4000, 'நான்காயிரம்'],
    [5000, 'ஐந்தாயிரம்'],
    [6000, 'ஆறாயிரம்'],
    [7000, 'ஏழாயிரம்'],
    [8000, 'எட்டாயிரம்'],
    [9000, 'ஒன்பதாயிரம்'],
    [10000, 'பத்தாயிரம்'],
    [11000, 'பதினோராயிரம்'],
    [12500, 'பன்னிரண்டாயிரத்து ஐநூறு'],
    [15000, 'பதினைந்தாயிரம்'],
    [19000, 'பத்தொன்பதாயிரம்'],
    [20000, 'இருபதாயிரம்'],
    [21000, 'இருபத்தோராயிரம்'],
    [23000, 'இருபத்து மூன்றாயிரம்'],
    [25000, 'இருபத்தைந்தாயிரம்'],
    [50000, 'ஐம்பதாயிரம்'],
    [90000, 'தொண்ணூறாயிரம்'],
    // Across ஆயிரம், இலட்சம், கோடி a space and no doubling; inside the hundreds the doubling stays.
    [99999, 'தொண்ணூற்றொன்பதாயிரத்து தொள்ளாயிரத்துத் தொண்ணூற்றொன்பது'],
    [100000, 'ஒரு இலட்சம்'],
    [150000, 'ஒரு இலட்சத்து ஐம்பதாயிரம்'],
    [200000, 'இரண்டு இலட்சம்'],
    [1100000, 'பதினொரு இலட்சம்'],
    [2100000, 'இருபத்தொரு இலட்சம்'],
    [2500000, 'இருபத்தைந்து இலட்சம்'],
    [10000000, 'ஒரு கோடி'],
    [15000000, 'ஒரு கோடியே ஐம்பது இலட்சம்'],
    [10000001, 'ஒரு கோடியே ஒன்று'],
    [110000000, 'பதினொரு கோடி'],
    [1010000000, 'நூற்றொரு கோடி'],
    [10000000000, 'ஆயிரம் கோடி'],
    [10010000000, 'ஆயிரத்து ஒரு கோடி'],
    [123456789, 'பன்னிரண்டு கோடியே முப்பத்து நான்கு இலட்சத்து ஐம்பத்தாறாயிரத்து எழுநூற்றெண்பத்தொன்பது'],
  ];
  it.each(cases)('%i -> %s', (n, words) => expect(tamilNumber(n)).toBe(words));

  it('writes counts before a noun with ஒரு for one', () => {
    expect(tamilCount(1)).toBe('ஒரு');
    expect(tamilCount(11)).toBe('பதினொரு');
    expect(tamilCount(21)).toBe('இருபத்தொரு');
    expect(tamilCount(50)).toBe('ஐம்பது');
  });

  it('never leaves a dangling virama or a vowel sign at the start of a word', () => {
    for (let n = 1; n <= 100_000; n += 7) {
      for (const word of tamilNumber(n).split(' ')) {
        expect(word, `${n}: ${word}`).toMatch(/^[\u0B85-\u0B94\u0B95-\u0BB9]/);
        // A word may end in a virama (ம், ப் of doubling), never in two.
        expect(word, `${n}: ${word}`).not.toMatch(/\u0BCD\u0BCD/);
      }
    }
  });

  it('refuses what is not a whole number', () => {
    expect(() => tamilNumber(-5)).toThrow(RangeError);
    expect(() => tamilNumber(2.5)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes rupees only', () => {
    expect(amountInWords(12_500_00, 'en')).toBe('Rupees Twelve Thousand Five Hundred Only');
    expect(amountInWords(12_500_00, 'ta')).toBe('ரூபாய் பன்னிரண்டாயிரத்து ஐநூறு மட்டும்');
    expect(amountInWords(1_00, 'en')).toBe('Rupees One Only');
    expect(amountInWords(1_00, 'ta')).toBe('ரூபாய் ஒன்று மட்டும்');
    expect(amountInWords(1_00_000_00, 'en')).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_00_000_00, 'ta')).toBe('ரூபாய் ஒரு இலட்சம் மட்டும்');
  });

  it('writes rupees and paise', () => {
    expect(amountInWords(12_500_50, 'en')).toBe('Rupees Twelve Thousand Five Hundred and Fifty Paise Only');
    expect(amountInWords(12_500_50, 'ta')).toBe('ரூபாய் பன்னிரண்டாயிரத்து ஐநூறு மற்றும் ஐம்பது பைசா மட்டும்');
    expect(amountInWords(2_001_01, 'en')).toBe('Rupees Two Thousand One and One Paise Only');
    expect(amountInWords(2_001_01, 'ta')).toBe('ரூபாய் இரண்டாயிரத்து ஒன்று மற்றும் ஒரு பைசா மட்டும்');
  });

  it('writes paise only', () => {
    expect(amountInWords(75, 'en')).toBe('Seventy Five Paise Only');
    expect(amountInWords(21, 'ta')).toBe('இருபத்தொரு பைசா மட்டும்');
  });

  it('refuses nothing, negatives and fractions of a paisa', () => {
    expect(() => amountInWords(0, 'en')).toThrow(RangeError);
    expect(() => amountInWords(-100, 'ta')).toThrow(RangeError);
    expect(() => amountInWords(100.5, 'en')).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it.each([
    [50, '₹0.50'],
    [1_00, '₹1.00'],
    [999_99, '₹999.99'],
    [1_000_00, '₹1,000.00'],
    [12_500_00, '₹12,500.00'],
    [1_00_000_00, '₹1,00,000.00'],
    [12_34_567_05, '₹12,34,567.05'],
    [1_00_00_000_00, '₹1,00,00,000.00'],
  ])('%i paise -> %s', (paise, text) => expect(formatRupees(paise)).toBe(text));
});
