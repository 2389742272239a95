// The donation receipt as a PDF (A4, one page), in the donor's language and the words of its law:
//
//   const pdf: Buffer = await renderReceiptPdf(receipt);   // receipt: ReceiptDocument (./receipt-document.ts)
//
// Words come from src/i18n/<lang>/receipt.json, the amount in words from ./amount-words.ts, fonts and Tamil
// shaping from ./receipt-fonts.ts (HarfBuzz under pdfkit). The same input always gives the same bytes:
// the PDF's dates and ID are derived from the receipt, never from the clock, so a test can compare and a
// re-render of an issued receipt is identical. Text in Tamil is wrapped in /ActualText spans so that
// copying or searching the PDF gives the words as typed (a shaped glyph alone cannot say which letters
// it stands for when vowel signs are reordered). A cancelled receipt carries CANCELLED and the reason.
// pdfkit is imported on first use: every function that can deliver mail bundles this module, and only a
// receipt needs it (netlify.toml keeps pdfkit and harfbuzzjs as node modules of the deployed functions).

import { fill } from '../../i18n/fill';
import { receiptDictionaries, type ReceiptText } from '../../i18n/dictionaries';
import { amountInWords, formatRupees, type DocumentLanguage } from './amount-words';
import { checkReceiptDocument, type ReceiptDocument } from './receipt-document';
import { receiptFonts, type ReceiptFont, type ReceiptFontName } from './receipt-fonts';
import { useShaper } from './receipt-shaping';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 165;
const INK = '#1f2a1f';
const MUTED = '#4a554a';
const GREEN = '#2f5d34';
const RED = '#b3261e';
const TAMIL = /[\u0B80-\u0BFF]/;

/** A day YYYY-MM-DD written out in the receipt's language: 5 April 2026 / 5 ஏப்ரல், 2026. */
export function receiptDate(day: string, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(language === 'ta' ? 'ta-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Everything the receipt prints, as label/value texts: what the PDF draws and what a test looks for. */
export function receiptFields(r: ReceiptDocument): { label: string; value: string }[] {
  const w = receiptDictionaries[r.language];
  const id = r.donor.idType && r.donor.idNumber ? `${w.idTypes[r.donor.idType]}: ${r.donor.idNumber}` : w.noId;
  return [
    { label: w.receivedFrom, value: r.donor.nameLatin ? `${r.donor.name} (${r.donor.nameLatin})` : r.donor.name },
    { label: w.donorAddress, value: r.donor.address },
    { label: w.donorId, value: id },
    { label: w.amount, value: formatRupees(r.amountPaise) },
    { label: w.amountInWords, value: amountInWords(r.amountPaise, r.language) },
    { label: w.mode, value: w.modes[r.mode] },
    { label: w.reference, value: r.reference ?? w.noReference },
    { label: w.receivedOn, value: receiptDate(r.receivedOn, r.language) },
    { label: w.kind, value: w.kinds[r.kind] },
  ];
}

/** The approval the receipt's law rests on: the 80G URN (1961 Act) or the section 354 approval (2025 Act). */
const approvalOf = (r: ReceiptDocument) =>
  r.law === 'it2025'
    ? r.trust.approval354
    : { number: r.trust.registration80G, validFrom: r.trust.validFrom, validTo: r.trust.validTo };

/** The paragraphs under the table: eligibility under its law (or why not), the statement note, thanks. */
export function receiptNotes(r: ReceiptDocument): string[] {
  const w = receiptDictionaries[r.language];
  const law = w.laws[r.law];
  const approval = approvalOf(r);
  const validity = { from: receiptDate(approval.validFrom, r.language), to: receiptDate(approval.validTo, r.language) };
  if (!r.eligible80G) {
    return [r.mode === 'cash' ? law.notEligibleCash : law.notEligible, w.thanks];
  }
  return [fill(law.eligible, { urn: approval.number, ...validity }), law.statement, w.thanks];
}

/** The trust's registrations under its name: PAN, the approvals (the receipt's law's first), 12A/12AB, CSR-1. */
export function registrationLines(r: ReceiptDocument): string[] {
  const words = receiptDictionaries[r.language];
  const validity = (from: string, to: string) =>
    fill(words.validity, { from: receiptDate(from, r.language), to: receiptDate(to, r.language) });
  const old80G = `${words.registration}: ${r.trust.registration80G}, ${validity(r.trust.validFrom, r.trust.validTo)}`;
  const a = r.trust.approval354;
  const approval354 = `${words.approval354}: ${a.number}, ${validity(a.validFrom, a.validTo)}`;
  return [
    `${words.pan}: ${r.trust.pan}`,
    ...(r.law === 'it2025' ? [approval354, old80G] : [old80G]),
    `${words.registration12AB}: ${r.trust.registration12AB} · ${words.csr1}: ${r.trust.csr1}`,
  ];
}

type Doc = PDFKit.PDFDocument;

class Writer {
  private readonly shaped = new Set<unknown>();

  constructor(
    readonly doc: Doc,
    private readonly fonts: Record<ReceiptFontName, ReceiptFont>,
  ) {
    for (const font of Object.values(fonts)) doc.registerFont(font.name, font.bytes);
  }

  font(name: ReceiptFontName, size: number, color = INK): this {
    this.doc.font(name).fontSize(size).fillColor(color);
    const current = (this.doc as unknown as { _font: unknown })._font;
    if (!this.shaped.has(current)) {
      useShaper(this.doc, this.fonts[name].shaper);
      this.shaped.add(current);
    }
    return this;
  }

  /** Text at (x, y), wrapped to `width`; Tamil in an /ActualText span. Returns the y below it. */
  text(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): number {
    const doc = this.doc;
    const tamil = TAMIL.test(text);
    if (tamil) doc.markContent('Span', { actual: text, lang: 'ta-IN' });
    doc.text(text, x, y, { lineGap: 2, ...options });
    if (tamil) doc.endMarkedContent();
    return doc.y;
  }
}

function header(w: Writer, r: ReceiptDocument, words: ReceiptText): number {
  const center = { width: CONTENT_WIDTH, align: 'center' as const };
  let y = w.font('bold', 17, GREEN).text(r.trust.name, PAGE.margin, PAGE.margin, center);
  y = w.font('regular', 9.5, MUTED).text(r.trust.address.join(', '), PAGE.margin, y + 2, center);
  y += 2;
  for (const line of registrationLines(r)) y = w.text(line, PAGE.margin, y, center);
  w.doc
    .moveTo(PAGE.margin, y + 8)
    .lineTo(PAGE.width - PAGE.margin, y + 8)
    .lineWidth(1)
    .strokeColor(GREEN)
    .stroke();
  y = w.font('bold', 14, INK).text(words.title, PAGE.margin, y + 18, center);
  const lineY = y + 6;
  w.font('regular', 10.5, INK).text(`${words.receiptNumber}: ${r.receiptNumber}`, PAGE.margin, lineY, {
    width: CONTENT_WIDTH / 2,
  });
  w.text(`${words.date}: ${receiptDate(r.date, r.language)}`, PAGE.margin + CONTENT_WIDTH / 2, lineY, {
    width: CONTENT_WIDTH / 2,
    align: 'right',
  });
  return w.doc.y + 14;
}

function table(w: Writer, r: ReceiptDocument, top: number): number {
  let y = top;
  const valueX = PAGE.margin + LABEL_WIDTH;
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  for (const [i, field] of receiptFields(r).entries()) {
    const strong = i === 0 || i === 3;
    w.font('regular', 9.5, MUTED).text(field.label, PAGE.margin, y + 4, { width: LABEL_WIDTH - 10 });
    const labelBottom = w.doc.y;
    w.font(strong ? 'bold' : 'regular', strong ? 12 : 10.5, INK).text(field.value, valueX, y + 3, {
      width: valueWidth,
    });
    y = Math.max(labelBottom, w.doc.y) + 4;
    w.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.4)
      .strokeColor('#b9c4b9')
      .stroke();
  }
  return y + 12;
}

function cancelledMark(w: Writer, r: ReceiptDocument, words: ReceiptText): void {
  if (!r.cancelled) return;
  const doc = w.doc;
  doc.save();
  doc.rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] });
  w.font('bold', 54, RED);
  doc.opacity(0.35);
  w.text(words.cancelled, 0, PAGE.height / 2 - 40, { width: PAGE.width, align: 'center', lineBreak: false });
  doc.restore();
  doc.opacity(1);
  const note = fill(words.cancelledOn, { date: receiptDate(r.cancelled.on, r.language), reason: r.cancelled.reason });
  doc
    .rect(PAGE.margin, PAGE.height - 150, CONTENT_WIDTH, 40)
    .lineWidth(1.2)
    .strokeColor(RED)
    .stroke();
  w.font('bold', 10.5, RED).text(`${words.cancelled}. ${note}`, PAGE.margin + 8, PAGE.height - 143, {
    width: CONTENT_WIDTH - 16,
  });
}

function footer(w: Writer, r: ReceiptDocument, words: ReceiptText, top: number): void {
  let y = top;
  for (const [i, note] of receiptNotes(r).entries()) {
    const warn = i === 0 && !r.eligible80G;
    y =
      w.font(warn ? 'bold' : 'regular', 10, warn ? RED : INK).text(note, PAGE.margin, y, { width: CONTENT_WIDTH }) + 6;
  }
  const x = PAGE.margin + CONTENT_WIDTH / 2;
  const right = { width: CONTENT_WIDTH / 2, align: 'right' as const };
  y = w
    .font('regular', 10, INK)
    .text(fill(words.signatoryFor, { trust: r.trust.name }), x, Math.max(y + 16, 610), right);
  y = w.font('bold', 10.5, INK).text(r.signatory.name, x, y + 34, right);
  y = w.font('regular', 9.5, MUTED).text(r.signatory.title, x, y, right);
  w.text(words.signatory, x, y, right);
  w.font('regular', 8, MUTED).text(`${words.issued} ${r.receiptNumber}`, PAGE.margin, PAGE.height - 70, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
}

/** The receipt PDF. Throws a RangeError (naming every wrong field) for incomplete or contradictory data. */
export async function renderReceiptPdf(input: ReceiptDocument): Promise<Buffer> {
  const r = checkReceiptDocument(input);
  const words = receiptDictionaries[r.language];
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), receiptFonts()]);
  // Fixed from the receipt: pdfkit derives the document ID from this information, so equal input, equal bytes.
  const issued = new Date(`${r.date}T00:00:00+05:30`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: true,
    compress: true,
    lang: r.language === 'ta' ? 'ta-IN' : 'en-IN',
    info: {
      Title: `${words.title} ${r.receiptNumber}`,
      Author: r.trust.name,
      Subject: r.cancelled ? `${r.receiptNumber} ${words.cancelled}` : r.receiptNumber,
      Creator: r.trust.name,
      Producer: r.trust.name,
      CreationDate: issued,
      ModDate: r.cancelled ? new Date(`${r.cancelled.on}T00:00:00+05:30`) : issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc, fonts);
  const top = header(w, r, words);
  footer(w, r, words, table(w, r, top));
  cancelledMark(w, r, words);
  doc.end();
  return done;
}
