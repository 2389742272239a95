// Reading a PDF back as a person's viewer would: its text (pdfjs-dist, the engine of Firefox's viewer),
// the glyphs drawn inside each marked-content span, and page 1 as an image (pdfjs drawing on @napi-rs/canvas).
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function openPdf(pdf: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

export interface TextItem {
  str: string;
  x: number;
  /** Baseline, PDF user space (from the bottom of the page). */
  y: number;
  width: number;
}

export async function pageItems(doc: PDFDocumentProxy, pageNumber = 1): Promise<TextItem[]> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.flatMap((item) =>
    'str' in item
      ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
      : [],
  );
}

/** The page's text with all white space removed: fields may wrap or be split into several items. */
export async function compactText(doc: PDFDocumentProxy, pageNumber = 1): Promise<string> {
  return (await pageItems(doc, pageNumber))
    .map((i) => i.str)
    .join('')
    .replace(/\s+/g, '');
}

export const compact = (text: string): string => text.replace(/\s+/g, '');

export interface DrawnGlyph {
  width: number;
  unicode: string;
}

/** The glyphs drawn inside each /Span marked-content sequence, in drawing order. */
export async function spanGlyphs(doc: PDFDocumentProxy, pageNumber = 1): Promise<DrawnGlyph[][]> {
  const page = await doc.getPage(pageNumber);
  const ops = await page.getOperatorList();
  const spans: DrawnGlyph[][] = [];
  let current: DrawnGlyph[] | null = null;
  let depth = 0;
  let spanDepth = -1;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[];
    if (fn === OPS.beginMarkedContentProps || fn === OPS.beginMarkedContent) {
      depth++;
      if (args[0] === 'Span' && current === null) {
        current = [];
        spanDepth = depth;
      }
    } else if (fn === OPS.endMarkedContent) {
      if (current && depth === spanDepth) {
        spans.push(current);
        current = null;
      }
      depth--;
    } else if (fn === OPS.showText && current) {
      for (const glyph of args[0] as unknown[]) {
        if (glyph && typeof glyph === 'object') {
          const g = glyph as { width: number; unicode: string };
          current.push({ width: g.width, unicode: g.unicode });
        }
      }
    }
  }
  return spans;
}

/** Page 1 drawn at `scale` pixels per point on a white canvas. */
export async function renderPage(doc: PDFDocumentProxy, scale: number): Promise<{ canvas: Canvas; height: number }> {
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport,
    canvas: canvas as unknown as HTMLCanvasElement,
  }).promise;
  return { canvas, height: page.view[3]! };
}

/** Dark pixels (luminance below half) of a canvas region, as a mask cropped to their bounding box. */
export interface InkMask {
  width: number;
  height: number;
  ink: Uint8Array;
}

export function inkMask(canvas: Canvas, x: number, y: number, width: number, height: number): InkMask {
  const data = canvas.getContext('2d').getImageData(x, y, width, height).data;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  const dark = (i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]! < 128;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      if (dark((j * width + i) * 4)) {
        minX = Math.min(minX, i);
        maxX = Math.max(maxX, i);
        minY = Math.min(minY, j);
        maxY = Math.max(maxY, j);
      }
    }
  }
  if (maxX < 0) return { width: 0, height: 0, ink: new Uint8Array() };
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const ink = new Uint8Array(w * h);
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) ink[j * w + i] = dark(((minY + j) * width + minX + i) * 4) ? 1 : 0;
  return { width: w, height: h, ink };
}

/**
 * How alike two ink masks are, aligned at their top-left corners, forgiving one pixel of anti-aliasing:
 * the share of each mask's ink that has ink of the other within one pixel, the smaller of the two (1 = same).
 */
export function likeness(a: InkMask, b: InkMask): number {
  const near = (m: InkMask, x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = x + dx;
        const py = y + dy;
        if (px >= 0 && py >= 0 && px < m.width && py < m.height && m.ink[py * m.width + px]) return true;
      }
    }
    return false;
  };
  const covered = (from: InkMask, to: InkMask) => {
    let total = 0;
    let hit = 0;
    for (let y = 0; y < from.height; y++) {
      for (let x = 0; x < from.width; x++) {
        if (!from.ink[y * from.width + x]) continue;
        total++;
        if (near(to, x, y)) hit++;
      }
    }
    return total === 0 ? 0 : hit / total;
  };
  return Math.min(covered(a, b), covered(b, a));
}
