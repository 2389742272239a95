// Which income-tax law governs a donation: the one in force on the day the money was received. Before
// 1 April 2026 the Income-tax Act, 1961 (section 80G, rule 18AB, Forms 10BD and 10BE, financial year); from
// that day the Income-tax Act, 2025 (section 133 for the donor's deduction, the trust approved under section
// 354, Income-tax Rules 2026 rule 190, Forms 113 and 114, tax year). The one place that decides: receipts,
// their mail, the donation page, staff screens and the statement CSV ask here, and take each law's words
// from the dictionaries (src/i18n/<lang>/receipt.json `laws`, content.json, forms.json) under the key this
// returns. Pure and browser-safe.
//
// Both laws run April to March, so a tax year (2025 Act) and a financial year (1961 Act) are written alike
// ('2026-27') and a year has one law: the boundary of the laws is the boundary of a year.

export const TAX_LAWS = ['it1961', 'it2025'] as const;
export type TaxLaw = (typeof TAX_LAWS)[number];

/** The first day of the Income-tax Act, 2025. */
export const ACT_2025_FROM = '2026-04-01';

export const isTaxLaw = (value: unknown): value is TaxLaw =>
  typeof value === 'string' && (TAX_LAWS as readonly string[]).includes(value);

/** The law in force on an India calendar day written YYYY-MM-DD. */
export const lawOn = (day: string): TaxLaw => (day >= ACT_2025_FROM ? 'it2025' : 'it1961');

/** The law of a year written '2026-27' (the law of its first day). */
export const lawOfYear = (year: string): TaxLaw => lawOn(`${year.slice(0, 4)}-04-01`);

/** The section numbers and form names each law uses: codes, the same in every language. */
export type LawCodes = {
  /** The donor's deduction: '80G' or '133'. */
  section: string;
  /** The statement of donations the trust files: Form '10BD' or '113'. */
  statement: string;
  /** The donor's certificate that follows it: Form '10BE' or '114'. */
  certificate: string;
  /** The rule prescribing both. */
  rule: string;
  /** A receipt number's first part: '80G/2025-26/000123', '133/2026-27/000001'. */
  receiptPrefix: string;
};

export const LAW_CODES: Record<TaxLaw, LawCodes> = {
  it1961: { section: '80G', statement: '10BD', certificate: '10BE', rule: '18AB', receiptPrefix: '80G' },
  it2025: { section: '133', statement: '113', certificate: '114', rule: '190', receiptPrefix: '133' },
};

/** The law a receipt number names by its prefix, or null. */
export function lawOfReceiptPrefix(prefix: string): TaxLaw | null {
  return TAX_LAWS.find((law) => LAW_CODES[law].receiptPrefix === prefix) ?? null;
}

/** The tax (or financial) year of an India day: April 2026 to March 2027 is '2026-27'. */
export function taxYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
