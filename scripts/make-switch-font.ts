/**
 * The language switcher on English pages says "தமிழ்". Many devices (several Linux desktops, older phones)
 * have no Tamil system font and would draw it as empty boxes, and English pages do not load the 49 KB Tamil
 * font. This cuts the few glyphs of that one word (at the switcher's weight, 600) out of the project's own
 * Noto Sans Tamil into a tiny WOFF2 that the header inlines. Run it again when the language's name changes:
 * `npm run font:switch` (a unit test fails until you do).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LOCALE_TAGS } from '../src/lib/locale.ts';

export const SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2'),
);
export const TARGET = fileURLToPath(new URL('../src/assets/fonts/tamil-switch.woff2', import.meta.url));
/** Every language name the switcher can show that is not in Latin script. */
export const SWITCH_TEXT = LOCALE_TAGS.ta.name;

export async function switchFont(): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), SWITCH_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: 600 },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const font = await switchFont();
  await writeFile(TARGET, font);
  console.log(`${TARGET}: ${font.length} bytes for "${SWITCH_TEXT}"`);
}
