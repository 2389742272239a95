import { describe, expect, test } from 'vitest';
import siteJson from '../../src/data/site.json';
import { inLocale } from '../../src/lib/localized';
import { parseOrExplain, siteSchema } from '../../src/lib/site-schema';
import { site, siteIn } from '../../src/lib/site-settings';
import { siteIn as pageSiteIn } from '../../src/lib/site';

// The functions read site.json as written (src/lib/site-settings.ts) and leave the schema to the build:
// that is sound only while the schema's check returns what it was given.
describe('site settings as the functions read them', () => {
  test('are the settings the build checked, in each language', () => {
    const checked = parseOrExplain(siteSchema, siteJson, 'site.json');
    expect(checked).toEqual(siteJson);
    // The functions' view: the fields it names, each as the build checked it.
    const fields = Object.keys(site);
    const picked = Object.fromEntries(fields.map((k) => [k, checked[k as keyof typeof checked]]));
    expect(fields).toEqual(expect.arrayContaining(['trustName', 'address', 'phones', 'privacy', 'receipts', 'upi']));
    expect(siteIn('ta')).toEqual(inLocale(picked, 'ta'));
    expect(site).toEqual(inLocale(picked, 'en'));
    // The pages': the whole file.
    expect(pageSiteIn('ta')).toEqual(inLocale(checked, 'ta'));
  });

  test('the check changes no text it passes: spaces an editor left stay as written', () => {
    const padded = structuredClone(siteJson);
    padded.trustName.en = `  ${padded.trustName.en} `;
    padded.address.line1.ta = `${padded.address.line1.ta}\n`;
    expect(parseOrExplain(siteSchema, padded, 'site.json')).toEqual(padded);
  });
});
