import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SWITCH_TEXT, TARGET, switchFont } from '../../scripts/make-switch-font';
import { LOCALE_TAGS } from '../../src/lib/locale';

describe('the language switcher font (src/assets/fonts/tamil-switch.woff2)', () => {
  it('is the subset of exactly the word the switcher shows; run `npm run font:switch` after changing it', async () => {
    expect(SWITCH_TEXT).toBe(LOCALE_TAGS.ta.name);
    const committed = await readFile(TARGET);
    const fresh = await switchFont();
    expect(committed.equals(fresh)).toBe(true);
  });

  it('stays tiny: it is inlined into every page’s CSS', async () => {
    const committed = await readFile(TARGET);
    expect(committed.length).toBeLessThanOrEqual(2048);
  });
});
