// The two languages: every dictionary has the same keys in English and Tamil, every Tamil value is a
// translation (not the English left in place), placeholders survive translation, and the helpers that put
// a page in a language (paths, data, times, weekdays, server messages) do what they say.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath, splitLocale, toLocale } from '../../src/lib/locale';
import { inLocale, isLocalized } from '../../src/lib/localized';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';
import { t, translator, useMessages } from '../../src/lib/messages';
import { slotLabel } from '../../src/lib/slots';
import { navigationIn, siteIn } from '../../src/lib/site';
import { formWords } from '../../src/i18n/forms';
import { missingKeys } from '../../src/content/schemas';
import { dictionaryLeaves, SAME_IN_BOTH } from '../../scripts/lib/dictionaries.mjs';

useMessages(ALL_MESSAGE_AREAS);

const DICTIONARIES = readdirSync('src/i18n/en').filter((f) => f.endsWith('.json'));
const read = (lang: string, file: string): unknown => JSON.parse(readFileSync(`src/i18n/${lang}/${file}`, 'utf8'));

const leaves = (value: unknown) => dictionaryLeaves(value);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries (src/i18n/<lang>/*.json)', () => {
  it('exist for every language with the same files', () => {
    expect(DICTIONARIES.sort()).toEqual([
      'camps.json',
      'content.json',
      'forms.json',
      'mail.json',
      'messages.json',
      'phone.json',
      'receipt.json',
      'shell.json',
    ]);
    for (const lang of LOCALES) {
      expect(
        readdirSync(`src/i18n/${lang}`)
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(DICTIONARIES);
    }
  });

  describe.each(DICTIONARIES)('%s', (file) => {
    const en = read('en', file);
    const ta = read('ta', file);
    // phone.json holds data beside its texts: registered DLT template ids and WhatsApp template names.
    const isData = (path: string) => file === 'phone.json' && /(^_note$|\.dltTemplateId$|\.name$|\.button$)/.test(path);
    const texts = (dictionary: unknown) => leaves(dictionary).filter(([path]) => !isData(path));

    it('has every English key in Tamil, and no key English lacks', () => {
      expect(missingKeys(en, ta)).toEqual([]);
      expect(missingKeys(ta, en)).toEqual([]);
      const enLeaves = leaves(en).map(([p]) => p);
      expect(leaves(ta).map(([p]) => p)).toEqual(enLeaves);
    });

    it('translates every value (only names and symbols may stay as they are)', () => {
      const tamil = new Map(leaves(ta));
      const untranslated = texts(en)
        .filter(([path, value]) => tamil.get(path) === value && !SAME_IN_BOTH.has(value))
        .map(([path]) => path);
      // The BCP 47 tag is data, not text, and differs anyway (en-IN / ta-IN).
      expect(untranslated).toEqual([]);
    });

    it('keeps every {placeholder} of the English text', () => {
      const tamil = new Map(leaves(ta));
      for (const [path, value] of texts(en)) {
        expect(placeholders(tamil.get(path)!), `${file} → ${path}`).toEqual(placeholders(value));
      }
    });

    it('writes Tamil in Tamil script and numbers in Western digits', () => {
      for (const [path, value] of leaves(ta)) {
        expect(value, `${file} → ${path}`).not.toMatch(/[\u0BE6-\u0BEF]/); // Tamil digits ௦–௯
      }
      const tamilScript = texts(ta).filter(([, v]) => /[\u0B80-\u0BFF]/.test(v)).length;
      expect(tamilScript / texts(ta).length).toBeGreaterThan(0.8);
    });
  });
});

describe('locale paths', () => {
  it('puts Tamil under /ta and leaves English where it was', () => {
    expect(localizePath('/about', 'ta')).toBe('/ta/about');
    expect(localizePath('/', 'ta')).toBe('/ta');
    expect(localizePath('/therapies#varmam', 'ta')).toBe('/ta/therapies#varmam');
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/ta/about', 'en')).toBe('/about');
    expect(localizePath('/ta/about', 'ta')).toBe('/ta/about');
  });

  it('reads the language back from a path', () => {
    expect(splitLocale('/ta/about')).toEqual({ locale: 'ta', path: '/about' });
    expect(splitLocale('/ta')).toEqual({ locale: 'ta', path: '/' });
    expect(splitLocale('/tamil')).toEqual({ locale: 'en', path: '/tamil' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
  });

  it('understands Accept-Language values and falls back to English', () => {
    expect(toLocale('ta')).toBe('ta');
    expect(toLocale('ta-IN,ta;q=0.9,en;q=0.8')).toBe('ta');
    expect(toLocale('en-US,en;q=0.9')).toBe('en');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale('*')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

describe('data in a language', () => {
  it('replaces every { en, ta } pair, however deep, and leaves the rest', () => {
    const data = { n: 3, title: { en: 'A', ta: 'அ' }, list: [{ alt: { en: 'x', ta: 'எ' }, src: { w: 1 } }] };
    expect(inLocale(data, 'ta')).toEqual({ n: 3, title: 'அ', list: [{ alt: 'எ', src: { w: 1 } }] });
    expect(inLocale(data, 'en')).toEqual({ n: 3, title: 'A', list: [{ alt: 'x', src: { w: 1 } }] });
    expect(isLocalized({ en: 'a' })).toBe(false);
    expect(isLocalized({ en: 'a', ta: 'b', fr: 'c' })).toBe(false);
  });

  it('gives the site settings and the menus in each language, Tamil links under /ta', () => {
    expect(siteIn('ta').trustName).toMatch(/[\u0B80-\u0BFF]/);
    expect(siteIn('en').trustName).toBe('Varma Siddha Maruthuvam Trust');
    const ta = navigationIn('ta');
    const all = [...ta.primary, ...ta.menus.flatMap((m) => m.items), ...ta.footer];
    for (const link of all) {
      expect(link.href).toMatch(/^\/ta(\/|$)/);
      expect(link.label).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(navigationIn('en').primary[1]).toEqual({ label: 'About', href: '/about' });
  });
});

describe('times, weekdays and messages in Tamil', () => {
  it('writes slots as each language does', () => {
    expect(slotLabel('09:30')).toBe('9:30 AM');
    expect(slotLabel('13:30', translator('en'))).toBe('1:30 PM');
    expect(slotLabel('09:30', translator('ta'))).toBe('காலை 9:30');
    expect(slotLabel('13:30', translator('ta'))).toMatch(/^[\u0B80-\u0BFF]+ 1:30$/);
    expect(slotLabel('17:00', translator('ta'))).toMatch(/^[\u0B80-\u0BFF]+ 5:00$/);
    expect(slotLabel('13:30', translator('ta'))).not.toBe(slotLabel('17:00', translator('ta')).replace('5:00', '1:30'));
  });

  it('fills slot and weekday params in the message language', () => {
    const params = { name: 'Ravi', day: 'Monday', date: '2026-12-07', slot: '13:30', regno: 'MR26001' };
    expect(t('booking.saved.one', params, 'en')).toBe(
      'Appointment saved for Ravi on Monday 2026-12-07 at 1:30 PM. Register number: MR26001.',
    );
    const tamil = t('booking.saved.one', params, 'ta');
    expect(tamil).toContain('திங்கள்');
    expect(tamil).toContain('1:30');
    expect(tamil).toContain('MR26001');
    expect(tamil).not.toContain('Monday');
    expect(tamil).not.toContain('PM');
  });

  it('hands a Tamil page Tamil form words and messages, with Tamil links', () => {
    const words = formWords('donation', 'ta');
    expect(words.common.privacyHref).toBe('/ta/privacy');
    expect(words.messages['donation.pan.invalid']).toMatch(/[\u0B80-\u0BFF]/);
    expect(words.text.gifts.once).toMatch(/[\u0B80-\u0BFF]/);
    expect(formWords('appointment', 'ta').messages['day.Friday']).toMatch(/[\u0B80-\u0BFF]/);
    expect(formWords('donation', 'en').common.privacyHref).toBe('/privacy');
  });
});

describe('Tamil pages (src/pages/ta/[...page].astro)', () => {
  it('exist for every public page and the not-found page, and render the English page file', async () => {
    const { PUBLIC_PATHS, tamilPages } = await import('../../src/lib/routes');
    const expected = [...PUBLIC_PATHS.map((p) => (p === '/' ? 'index' : p.slice(1))), '404'].sort();
    const pages = tamilPages();
    expect(pages.map((p) => p.page ?? 'index').sort()).toEqual(expected);
    const english = new Set(
      (readdirSync('src/pages', { recursive: true }) as string[])
        .filter((f) => f.endsWith('.astro'))
        .map((f) => `/${f.replace(/\.astro$/, '')}`),
    );
    for (const { renders } of pages) expect(english.has(renders === '/' ? '/index' : renders), renders).toBe(true);
    expect(readdirSync('src/pages/ta')).toEqual(['[...page].astro']);
  });
});

describe('the page context (src/middleware.ts)', () => {
  it('gives a Tamil address Tamil words, settings and its route row', async () => {
    const { pageContext } = await import('../../src/i18n/page');
    const ta = pageContext('/ta/about', 'ta');
    expect(ta.route).toMatchObject({ url: '/ta/about', path: '/about', info: { path: '/about' } });
    expect(ta.t.content.about.title).toMatch(/[\u0B80-\u0BFF]/);
    expect(ta.site).toBe(siteIn('ta'));
    const en = pageContext('/servicecard.html', 'en');
    expect(en.route).toMatchObject({ url: '/servicecard', path: '/servicecard', info: { alias: '/services' } });
    expect(en.t).toBe(pageContext('/', 'en').t);
    expect(pageContext('/ta/404', 'ta').route.info).toBeUndefined();
  });
});

describe('fill()', () => {
  it('fills known placeholders and leaves unknown ones as written', async () => {
    const { fill } = await import('../../src/i18n/fill');
    expect(fill('Photo {n} of {total}', { n: 1, total: 6 })).toBe('Photo 1 of 6');
    expect(fill('Hello {name}, {missing}', { name: 'Ravi' })).toBe('Hello Ravi, {missing}');
    expect(fill('{toString}', {})).toBe('{toString}');
    expect(fill('no params')).toBe('no params');
  });
});
