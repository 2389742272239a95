import { describe, expect, test } from 'vitest';
import siteJson from '../../src/data/site.json';
import { inLocale } from '../../src/lib/localized';
import { parseOrExplain, siteSchema } from '../../src/lib/site-schema';
import { site, siteIn } from '../../src/lib/site-settings';

// The functions read site.json as written (src/lib/site-settings.ts) and leave the schema to the build:
// that is sound only while the schema's check returns what it was given.
describe('site settings as the functions read them', () => {
  test('are the settings the build checked, in each language', () => {
    const checked = parseOrExplain(siteSchema, siteJson, 'site.json');
    expect(checked).toEqual(siteJson);
    expect(siteIn('ta')).toEqual(inLocale(checked, 'ta'));
    expect(site).toEqual(inLocale(checked, 'en'));
  });

  test('the check changes no text it passes: spaces an editor left stay as written', () => {
    const padded = structuredClone(siteJson);
    padded.trustName.en = `  ${padded.trustName.en} `;
    padded.address.line1.ta = `${padded.address.line1.ta}\n`;
    expect(parseOrExplain(siteSchema, padded, 'site.json')).toEqual(padded);
  });
});
