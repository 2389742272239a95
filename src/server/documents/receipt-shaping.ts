// Tamil shaping for pdfkit with HarfBuzz. pdfkit lays text out with fontkit, whose Indic shaper gets some
// Tamil wrong (pre-base vowel signs, consonant + u/uu forms; react-pdf #3241 and pdfkit #299 report it, and
// tests/unit/donation-receipt-pdf.test.ts shows where it differs on this font). HarfBuzz is the shaping
// engine browsers use; this module puts it under pdfkit's text layout, so wrapping, alignment and font
// embedding stay pdfkit's and every glyph and position comes from HarfBuzz.
//
//   const shaper = await createShaper(ttfBytes);
//   doc.font(ttfBytes); useShaper(doc, shaper);   // from here on, this font's text is shaped by HarfBuzz
//
// A text is split into script runs (Tamil / everything else) so "80G-இன்" shapes its Tamil part as Tamil;
// each run is shaped with its script set, left to right. Each glyph carries the text of its cluster (the
// first glyph of a cluster gets all of it) for the PDF's ToUnicode map.

export interface ShapedGlyph {
  id: number;
  /** The glyph's own advance, font units (what pdfkit writes in the font's widths). */
  advanceWidth: number;
  /** The characters this glyph stands for ([] for the second and later glyphs of a cluster). */
  codePoints: number[];
}

export interface ShapedPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedRun {
  glyphs: ShapedGlyph[];
  positions: ShapedPosition[];
}

export interface Shaper {
  unitsPerEm: number;
  /** Shape a text; positions in font units. */
  shape(text: string): ShapedRun;
}

type HarfBuzz = typeof import('harfbuzzjs');
let harfbuzz: Promise<HarfBuzz> | null = null;
/** HarfBuzz's WebAssembly, loaded once on first use (it is only needed for receipts). */
const loadHarfBuzz = (): Promise<HarfBuzz> => (harfbuzz ??= import('harfbuzzjs'));

const TAMIL_RUN = /[\u0B80-\u0BFF\u200C\u200D]+|[^\u0B80-\u0BFF\u200C\u200D]+/g;

export async function createShaper(fontBytes: Uint8Array): Promise<Shaper> {
  const hb = await loadHarfBuzz();
  const face = new hb.Face(new hb.Blob(fontBytes));
  const font = new hb.Font(face);
  const unitsPerEm = face.upem;
  const advances = new Map<number, number>();
  const advanceOf = (gid: number): number => {
    let advance = advances.get(gid);
    if (advance === undefined) advances.set(gid, (advance = font.glyphHAdvance(gid)));
    return advance;
  };

  function shapeSegment(text: string, tamil: boolean): ShapedRun {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    if (tamil) {
      buffer.setDirection(hb.Direction.LTR);
      buffer.setScript('Taml');
      buffer.setLanguage('ta');
    } else {
      buffer.guessSegmentProperties();
      buffer.setDirection(hb.Direction.LTR);
    }
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    // Cluster values are UTF-16 offsets into `text` (addText); a cluster's text runs to the next cluster.
    const starts = [...new Set(infos.map((i) => i.cluster))].sort((a, b) => a - b);
    const textOf = (cluster: number): number[] => {
      const next = starts.find((s) => s > cluster) ?? text.length;
      return [...text.slice(cluster, next)].map((c) => c.codePointAt(0)!);
    };
    const given = new Set<number>();
    const glyphs = infos.map((info) => {
      const first = !given.has(info.cluster);
      given.add(info.cluster);
      return {
        id: info.codepoint,
        advanceWidth: advanceOf(info.codepoint),
        codePoints: first ? textOf(info.cluster) : [],
      };
    });
    return {
      glyphs,
      positions: positions.map((p) => ({
        xAdvance: p.xAdvance,
        yAdvance: p.yAdvance,
        xOffset: p.xOffset,
        yOffset: p.yOffset,
      })),
    };
  }

  return {
    unitsPerEm,
    shape(text: string): ShapedRun {
      const run: ShapedRun = { glyphs: [], positions: [] };
      for (const segment of text.match(TAMIL_RUN) ?? []) {
        const shaped = shapeSegment(segment, /[\u0B80-\u0BFF]/.test(segment));
        run.glyphs.push(...shaped.glyphs);
        run.positions.push(...shaped.positions);
      }
      return run;
    },
  };
}

/** The part of pdfkit's embedded font this module replaces (pdfkit's EmbeddedFont.layoutRun). */
interface PdfKitEmbeddedFont {
  scale: number;
  layoutCache?: Record<string, unknown>;
  layoutRun: (text: string, features?: unknown) => unknown;
}

/**
 * Make the document's current font lay its text out with `shaper` (call right after doc.font(bytes)).
 * Positions are scaled to pdfkit's 1000-unit em, as its own layoutRun does.
 */
export function useShaper(doc: PDFKit.PDFDocument, shaper: Shaper): void {
  const pdfFont = (doc as unknown as { _font?: PdfKitEmbeddedFont })._font;
  if (!pdfFont || typeof pdfFont.layoutRun !== 'function' || typeof pdfFont.scale !== 'number') {
    throw new Error('useShaper: the current font is not an embedded TrueType font');
  }
  if (Math.abs(pdfFont.scale - 1000 / shaper.unitsPerEm) > 1e-9) {
    throw new Error('useShaper: the shaper was made from another font');
  }
  pdfFont.layoutCache = Object.create(null) as Record<string, unknown>;
  pdfFont.layoutRun = (text: string) => {
    const { glyphs, positions } = shaper.shape(text);
    const scale = pdfFont.scale;
    let advanceWidth = 0;
    const scaled = positions.map((p, i) => {
      advanceWidth += p.xAdvance * scale;
      return {
        xAdvance: p.xAdvance * scale,
        yAdvance: p.yAdvance * scale,
        xOffset: p.xOffset * scale,
        yOffset: p.yOffset * scale,
        advanceWidth: glyphs[i]!.advanceWidth * scale,
      };
    });
    return { glyphs, positions: scaled, advanceWidth };
  };
}
