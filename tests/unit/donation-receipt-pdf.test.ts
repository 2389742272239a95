// The donation receipt PDF (here under section 133 of the 2025 Act) read back as a donor's viewer reads it: every field's text is on the page (pdfjs, with
// each Tamil span read from its /ActualText as Acrobat and Chrome read it),
// the same receipt always gives the same bytes, and a Tamil name is drawn shaped.
//
// How shaping is checked, two ways that would both fail if shaping were off:
//  1. Glyphs: "சுப்பிரமணியன்" is 13 code points. Shaped by HarfBuzz with Noto Sans Tamil it is fewer
//     glyphs (சு is one ligature glyph, the vowel signs take their contextual forms), each with its own
//     advance width. The glyphs the PDF draws inside the name's span must be exactly that sequence (count
//     and every width). One glyph per code point, or fontkit's shaping where it differs from HarfBuzz,
//     gives another sequence and fails.
//  2. Pixels: page 1 is drawn to an image (pdfjs on @napi-rs/canvas) and the name's ink is compared with
//     the same name drawn straight from HarfBuzz's shaped outlines; it must match closely, while the
//     unshaped drawing (one glyph per code point) must not.
import { readFileSync } from 'node:fs';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderReceiptPdf, receiptFields, receiptNotes } from '../../src/server/documents/receipt-pdf';
import type { ReceiptDocument } from '../../src/server/documents/receipt-document';
import { receiptFontPath } from '../../src/server/documents/receipt-fonts';
import {
  compact,
  compactText,
  inkMask,
  likeness,
  openPdf,
  pageItems,
  renderPage,
  spanGlyphs,
  viewerText,
} from '../helpers/pdf-read';

const NAME = 'சுப்பிரமணியன்';

const english: ReceiptDocument = {
  trust: {
    name: 'Varma Siddha Maruthuvam Trust',
    address: ['12, Temple Street', 'Near Bus Stand', 'Dindigul, Tamil Nadu 624001'],
    pan: 'AAATV1234F',
    registration80G: 'AAATV1234FF20214',
    validFrom: '2022-04-01',
    validTo: '2027-03-31',
    approval354: { number: 'AAATV1234FF20261', validFrom: '2026-04-01', validTo: '2031-03-31' },
    registration12AB: 'AAATV1234FE20214',
    csr1: 'CSR00012345',
  },
  law: 'it2025',
  receiptNumber: '133/2026-27/000123',
  date: '2026-04-06',
  receivedOn: '2026-04-05',
  donor: { name: 'Arun Kumar', address: '45, Lake Road, Madurai 625001', idType: 'pan', idNumber: 'ABCDE1234F' },
  amountPaise: 12_500_00,
  mode: 'upi',
  reference: '609112345678',
  kind: 'others',
  language: 'en',
  eligible80G: true,
  cancelled: null,
  signatory: { name: 'K. Ramasamy', title: 'Managing Trustee' },
};

const tamil: ReceiptDocument = {
  ...english,
  trust: {
    ...english.trust,
    name: 'வர்ம சித்த மருத்துவ அறக்கட்டளை',
    address: ['12, கோயில் தெரு', 'பேருந்து நிலையம் அருகில்', 'திண்டுக்கல், தமிழ்நாடு 624001'],
  },
  receiptNumber: '133/2026-27/000124',
  donor: { name: NAME, address: '7, பெரிய தெரு, மதுரை 625001', idType: 'aadhaar', idNumber: '234567890124' },
  amountPaise: 12_500_50,
  mode: 'bank-transfer',
  reference: 'SBIN126096123456',
  kind: 'corpus',
  language: 'ta',
};

/** Everything a receipt must say, as printed: labels, values, the trust's registrations and its law's wording. */
function expectedTexts(r: ReceiptDocument): string[] {
  return [
    r.trust.name,
    ...r.trust.address,
    r.trust.pan,
    r.trust.registration80G,
    r.trust.approval354.number,
    r.trust.registration12AB,
    r.trust.csr1,
    r.receiptNumber,
    r.signatory.name,
    r.signatory.title,
    ...receiptFields(r).flatMap((f) => [f.label, f.value]),
    ...receiptNotes(r),
  ];
}

describe('renderReceiptPdf: the text', () => {
  it.each([
    ['English', english],
    ['Tamil', tamil],
  ])('%s receipt has every field', async (_, receipt) => {
    const text = await viewerText(await renderReceiptPdf(receipt));
    for (const expected of expectedTexts(receipt)) expect(text, expected).toContain(compact(expected));
    expect(text).toContain(compact('₹12,500.'));
  });

  it('writes the figures, the words and the wording of section 133', async () => {
    const text = await compactText(await openPdf(await renderReceiptPdf(english)));
    expect(text).toContain(compact('Rupees Twelve Thousand Five Hundred Only'));
    expect(text).toContain(compact('₹12,500.00'));
    expect(text).toContain(compact('eligible for deduction under section 133 of the Income-tax Act, 2025'));
    expect(text).toContain(
      compact('approved under section 354 (AAATV1234FF20261, valid from 1 April 2026 to 31 March 2031)'),
    );
    expect(text).toContain(compact('valid from 1 April 2022 to 31 March 2027'));
    expect(text).toContain(compact('PAN: ABCDE1234F'));
  });

  it('says when a cash gift above ₹2,000 is not eligible under section 133', async () => {
    const cash = { ...english, mode: 'cash' as const, reference: null, amountPaise: 5000_00, eligible80G: false };
    const text = await compactText(await openPdf(await renderReceiptPdf(cash)));
    expect(text).toContain(compact('is not eligible for deduction under section 133'));
    expect(text).not.toContain(compact('This donation is eligible for deduction'));
    await expect(renderReceiptPdf({ ...cash, eligible80G: true })).rejects.toThrow(
      /eligible80G cash above ₹2,000 is not eligible/,
    );
  });

  it('marks a cancelled receipt CANCELLED with the reason, in both languages', async () => {
    const cancelled = { on: '2026-04-20', reason: 'Issued in the wrong name' };
    const en = await compactText(await openPdf(await renderReceiptPdf({ ...english, cancelled })));
    expect(en).toContain('CANCELLED');
    expect(en).toContain(compact('Cancelled on 20 April 2026: Issued in the wrong name'));
    const ta = await viewerText(await renderReceiptPdf({ ...tamil, cancelled }));
    expect(ta).toContain('CANCELLED');
    expect(ta).toContain(compact('Issued in the wrong name'));
  });

  it('gives the same bytes for the same receipt, and other bytes for another', async () => {
    const a = await renderReceiptPdf(english);
    const b = await renderReceiptPdf(structuredClone(english));
    expect(Buffer.compare(a, b)).toBe(0);
    const other = await renderReceiptPdf({ ...english, receiptNumber: '133/2026-27/000125' });
    expect(Buffer.compare(a, other)).not.toBe(0);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses incomplete or contradictory data, naming the fields', async () => {
    await expect(renderReceiptPdf({ ...english, trust: { ...english.trust, pan: '' } })).rejects.toThrow(
      /trust\.pan must be a PAN/,
    );
    await expect(renderReceiptPdf({ ...english, receiptNumber: '133/2025-26/000001' })).rejects.toThrow(
      /receiptNumber its year 2025-26 is neither the year the money came nor/,
    );
    await expect(renderReceiptPdf({ ...english, receiptNumber: '80G/2026-27/000001' })).rejects.toThrow(
      /receiptNumber its prefix does not name the law it2025/,
    );
    await expect(renderReceiptPdf({ ...english, donor: { ...english.donor, idType: null } })).rejects.toThrow(
      /donor\.idNumber an ID type needs its number/,
    );
    await expect(renderReceiptPdf({ ...english, amountPaise: 0 })).rejects.toThrow(/amountPaise/);
  });
});

describe('renderReceiptPdf: a Tamil name is shaped', () => {
  let font: hb.Font;
  let upem: number;
  beforeAll(() => {
    const face = new hb.Face(new hb.Blob(readFileSync(receiptFontPath('bold'))));
    font = new hb.Font(face);
    upem = face.upem;
  });

  /** The name as HarfBuzz shapes it (what correct shaping looks like), or one glyph per code point. */
  function glyphRun(shaped: boolean): { gid: number; ax: number; dx: number; dy: number }[] {
    if (!shaped) {
      return [...NAME].map((c) => {
        const gid = font.nominalGlyph(c.codePointAt(0)!)!;
        return { gid, ax: font.glyphHAdvance(gid), dx: 0, dy: 0 };
      });
    }
    const buffer = new hb.Buffer();
    buffer.addText(NAME);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript('Taml');
    buffer.setLanguage('ta');
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((g, i) => ({
      gid: g.codepoint,
      ax: positions[i]!.xAdvance,
      dx: positions[i]!.xOffset,
      dy: positions[i]!.yOffset,
    }));
  }
  const widths = (run: { gid: number }[]) => run.map((g) => (font.glyphHAdvance(g.gid) * 1000) / upem);

  it('draws the glyphs HarfBuzz chose, not one per code point', async () => {
    const shaped = glyphRun(true);
    const unshaped = glyphRun(false);
    expect(shaped.length).toBeLessThan([...NAME].length); // the font ligates: shaping changes the glyphs
    const spans = await spanGlyphs(await openPdf(await renderReceiptPdf(tamil)));
    const drawn = spans.map((span) => span.map((g) => Math.round(g.width * 100) / 100));
    const expected = widths(shaped).map((w) => Math.round(w * 100) / 100);
    expect(drawn).toContainEqual(expected);
    expect(drawn).not.toContainEqual(widths(unshaped).map((w) => Math.round(w * 100) / 100));
  });

  it('looks like HarfBuzz drew it when page 1 is rendered to an image', async () => {
    const receipt = { ...english, donor: { ...english.donor, name: NAME } };
    const doc = await openPdf(await renderReceiptPdf(receipt));
    const scale = 4;
    const { canvas, height } = await renderPage(doc, scale);
    // The name is the value beside the first label, in the column that starts 215 pt from the left.
    const label = (await pageItems(doc)).find((i) => i.str.includes('Received with thanks from'))!;
    expect(label).toBeDefined();
    const top = Math.floor((height - label.y - 18) * scale);
    const drawn = inkMask(canvas, 214 * scale, top, 330 * scale, 26 * scale);
    expect(drawn.width).toBeGreaterThan(0);

    const reference = (shaped: boolean) => {
      const size = 12 * scale; // the name's font size on the page, in pixels
      const ref = createCanvas(360 * scale, 40 * scale);
      const ctx = ref.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, ref.width, ref.height);
      ctx.fillStyle = '#000000';
      let pen = 0;
      for (const g of glyphRun(shaped)) {
        ctx.save();
        ctx.translate(8 + ((pen + g.dx) * size) / upem, 28 * scale - (g.dy * size) / upem);
        ctx.scale(size / upem, -size / upem);
        ctx.fill(new Path2D(font.glyphToPath(g.gid)));
        ctx.restore();
        pen += g.ax;
      }
      return inkMask(ref, 0, 0, ref.width, ref.height);
    };
    const shapedLikeness = likeness(drawn, reference(true));
    const unshapedLikeness = likeness(drawn, reference(false));
    expect(shapedLikeness, `shaped ${shapedLikeness}, unshaped ${unshapedLikeness}`).toBeGreaterThan(0.95);
    expect(unshapedLikeness).toBeLessThan(0.8);
  });
});
