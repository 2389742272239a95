// The receipt's fonts: Noto Sans Tamil (regular and bold), static TrueType files from npm
// (@expo-google-fonts/noto-sans-tamil: pdfkit embeds TrueType/OpenType, not the WOFF2 files the site serves),
// with a HarfBuzz shaper for each. Noto Sans Tamil has Latin letters, digits and ₹ too, so one family
// draws the whole receipt in either language. Read and prepared once per process.
//
// Deploy: netlify.toml [functions] ships these .ttf files (included_files) and keeps pdfkit and harfbuzzjs
// as node modules (external_node_modules), so harfbuzzjs finds its .wasm; the preview bundles the same way.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createShaper, type Shaper } from './receipt-shaping';

export type ReceiptFontName = 'regular' | 'bold';

export interface ReceiptFont {
  name: ReceiptFontName;
  bytes: Buffer;
  shaper: Shaper;
}

const FILES: Record<ReceiptFontName, string> = {
  regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
};

const require = createRequire(import.meta.url);
let loading: Promise<Record<ReceiptFontName, ReceiptFont>> | null = null;

/** Where a receipt font file is on disk. */
export function receiptFontPath(name: ReceiptFontName): string {
  return require.resolve(FILES[name]);
}

async function load(name: ReceiptFontName): Promise<ReceiptFont> {
  const bytes = await readFile(receiptFontPath(name));
  return { name, bytes, shaper: await createShaper(new Uint8Array(bytes)) };
}

/** Both fonts with their shapers (loaded on first call, then shared). */
export function receiptFonts(): Promise<Record<ReceiptFontName, ReceiptFont>> {
  loading ??= Promise.all([load('regular'), load('bold')])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
