// Reading a PDF back as a person's viewer would: its text (pdfjs-dist, the engine of Firefox's viewer),
// the glyphs drawn inside each marked-content span, and page 1 as an image (pdfjs drawing on @napi-rs/canvas).
import { inflateSync } from 'node:zlib';
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

/** A PDF literal string from `(` at `start`: its bytes (escapes resolved) and where it ends. */
function literalString(src: string, start: number): { bytes: number[]; end: number } {
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  const bytes: number[] = [];
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const next = src[++i]!;
      const octal = /^[0-7]{1,3}/.exec(src.slice(i, i + 3))?.[0];
      if (octal) {
        bytes.push(parseInt(octal, 8) & 0xff);
        i += octal.length - 1;
      } else if (next in escapes) bytes.push(escapes[next]!);
      else if (next !== '\n' && next !== '\r') bytes.push(next.charCodeAt(0));
    } else if (c === '(') {
      if (depth++ > 0) bytes.push(40);
    } else if (c === ')') {
      if (--depth === 0) return { bytes, end: i };
      bytes.push(41);
    } else bytes.push(c.charCodeAt(0));
  }
  throw new Error('unterminated PDF string');
}

/** A PDF text string's bytes as text: UTF-16BE after a byte order mark, otherwise one byte a character. */
function textString(bytes: number[]): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return String.fromCharCode(...bytes);
  let text = '';
  for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return text;
}

/** The /ActualText of every marked-content span in the PDF's content streams, in order. */
export function actualTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const at of content.matchAll(/\/ActualText\s*\(/g)) {
      texts.push(textString(literalString(content, at.index + at[0].length - 1).bytes));
    }
  }
  return texts;
}

/**
 * Page 1's text as a viewer that honours /ActualText reads it (Acrobat, Chrome's): the text pdfjs extracts,
 * with each marked-content span replaced by its /ActualText (pdfjs itself ignores /ActualText, and a shaped
 * Tamil glyph cannot say on its own which letters it stands for). White space removed.
 */
export async function viewerText(pdf: Uint8Array): Promise<string> {
  const spans = actualTexts(pdf);
  const page = await (await openPdf(pdf)).getPage(1);
  const content = await page.getTextContent({ includeMarkedContent: true });
  let text = '';
  let inSpan = 0;
  for (const item of content.items) {
    if ('str' in item) {
      if (inSpan === 0) text += item.str;
    } else if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
      if (inSpan > 0) inSpan++;
      else if ((item as { tag?: unknown }).tag === 'Span') {
        inSpan = 1;
        const actual = spans.shift();
        if (actual === undefined) throw new Error('a span without /ActualText');
        text += actual;
      }
    } else if (item.type === 'endMarkedContent' && inSpan > 0) inSpan--;
  }
  if (spans.length > 0) throw new Error(`${spans.length} /ActualText not matched with a span`);
  return compact(text);
}

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
