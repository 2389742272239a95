// The browser CMS's configuration against the schemas the build validates with: every collection
// and data file is there, at the same place; every text field's limits in the CMS say yes and no to exactly
// the values the schema accepts and refuses, with the schema's own message (checked with the shipped widget
// code, src/cms/widgets.ts as compiled for the browser, and Decap's pattern rule); pictures are uploaded where the content's pictures are.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { assert, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { COLLECTIONS, LIST_KEY, REGISTRY, spec } from '../../src/content/registry';
import { collectionFields, cmsConfig, helpersForTest } from '../../src/cms/config';
import { textLimits, type CmsField, type TextLimits } from '../../src/cms/fields';
import { widgetScript } from '../../src/cms/integration';

const config = cmsConfig({ local: false, repo: 'trust/site', branch: 'main', siteUrl: 'https://example.org' });
type Collection = (typeof config.collections)[number] & Record<string, unknown>;
const byName = new Map(config.collections.map((c) => [c.name, c as Collection]));

/** The preview styles widgets.js registers, loaded as the page at /admin/content/ loads it. */
const previewStyles: string[] = [];

/** The widget as Decap runs it: its control's isValid() for a field and a value. */
function loadWidget(script: string) {
  const registered: Record<string, Record<string, unknown>> = {};
  runInNewContext(script, {
    CMS: {
      registerWidget: (name: string, control: never) => (registered[name] = control),
      registerPreviewStyle: (href: string) => previewStyles.push(href),
    },
    document: { currentScript: { src: 'https://example.org/admin/content/widgets.js' } },
    createClass: (spec: unknown) => spec,
    h: () => null,
  });
  return (widget: string, field: CmsField, value: unknown, locale?: string) => {
    const control = registered[widget]!;
    const map = (o: Record<string, unknown>) => ({
      get: (k: string) => {
        const v = o[k];
        return v && typeof v === 'object' && !Array.isArray(v) ? map(v as Record<string, unknown>) : v;
      },
      has: (k: string) => k in o,
      toJS: () => o,
    });
    const props = { field: map(field), value, locale };
    const self: Record<string, unknown> = { props };
    for (const [k, v] of Object.entries(control))
      if (typeof v === 'function') self[k] = (v as () => unknown).bind(self);
    return (self.isValid as () => true | { error: { message: string } })();
  };
}
const verdict = loadWidget(await widgetScript());

/** Values around a text's limits: too short, shortest, longest, too long, padded with spaces. */
function probes({ min, max }: Pick<TextLimits, 'min' | 'max'>): string[] {
  const x = (n: number) => 'அ'.repeat(Math.max(n, 0));
  return [x(min - 1), x(min), x(max), x(max + 1), ` ${x(max)} `, ` ${x(min)}`, '', '   '];
}

const passes = (schema: $ZodType, value: unknown) => {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('async schema');
  return !result.issues;
};

/** Each CMS field with the schema it came from, all the way down (lists: their item). */
function* pairs(fields: CmsField[], schema: $ZodType, path = ''): Generator<[string, CmsField, $ZodType]> {
  const shape = (unwrapped(schema)._zod.def as unknown as { shape: Record<string, $ZodType> }).shape;
  for (const field of fields) {
    const inner = shape[field.name];
    if (!inner) throw new Error(`${path}${field.name}: in the CMS but not in the schema`);
    // Required marks match the schema's: a required field left out is refused; one that is not accepts
    // being left empty (missing, null, "" or an empty pair of texts).
    const empties = [undefined, null, '', { en: '', ta: '' }];
    if (field.required === false) {
      expect(
        empties.some((v) => passes(inner, v)),
        `${path}${field.name} is optional in the CMS`,
      ).toBe(true);
    } else {
      expect(passes(inner, undefined), `${path}${field.name} is required in the CMS`).toBe(false);
    }
    yield [`${path}${field.name}`, field, inner];
    const def = unwrapped(inner)._zod.def as unknown as { type: string; element?: $ZodType };
    if (field.widget === 'object') yield* pairs(field.fields as CmsField[], inner, `${path}${field.name}.`);
    if (field.widget === 'list' && field.fields)
      yield* pairs(field.fields as CmsField[], def.element!, `${path}${field.name}[].`);
  }
  for (const key of Object.keys(shape)) {
    if (!fields.some((f) => f.name === key)) throw new Error(`${path}${key}: in the schema but not in the CMS`);
  }
}
function unwrapped(schema: $ZodType): $ZodType {
  let s = schema;
  for (;;) {
    const def = s._zod.def as unknown as { type: string; innerType?: $ZodType };
    if (!['optional', 'default', 'nullable'].includes(def.type)) return s;
    s = def.innerType!;
  }
}

describe('the CMS configuration', () => {
  it('has every content collection, at the files the build reads', () => {
    // The therapies: one entry in two languages, therapies/en/<name>.md and therapies/ta/<name>.md.
    const therapies = byName.get('therapies')!;
    const { folder } = therapies;
    assert(typeof folder === 'string', 'the therapies are a folder collection');
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'ta'], default_locale: 'en' });
    expect(therapies.i18n).toBe(true);
    expect(config.collections.filter((c) => 'i18n' in c).map((c) => c.name)).toEqual(['therapies']);
    for (const [name, locale] of [
      ['therapies', 'en'],
      ['therapiesTa', 'ta'],
    ] as const) {
      expect(REGISTRY[name].files).toEqual({ kind: 'folder', dir: `${folder}/${locale}`, ext: 'md' });
    }
    expect(byName.has('therapiesTa')).toBe(false);
    for (const name of COLLECTIONS.filter((n) => !n.startsWith('therapies'))) {
      const c = byName.get(name);
      expect(c, name).toBeDefined();
      const where = REGISTRY[name].files;
      if (where.kind === 'folder') {
        expect(c!.folder).toBe(where.dir);
        expect(c!.extension).toBe(where.ext);
      } else {
        const [file] = c!.files as { file: string; fields: CmsField[] }[];
        expect(file!.file).toBe(where.file);
        expect(file!.fields.map((f) => f.name)).toEqual([LIST_KEY]);
      }
    }
  });

  it('has the site settings, the navigation and both languages of each legal page', () => {
    const files = (['settings', 'legal'] as const).flatMap((n) =>
      (byName.get(n)!.files as { file: string }[]).map((f) => f.file),
    );
    expect(files).toEqual([
      'src/data/site.json',
      'src/data/navigation.json',
      'src/data/legal/privacy.md',
      'src/data/legal/ta/privacy.md',
      'src/data/legal/terms.md',
      'src/data/legal/ta/terms.md',
    ]);
  });

  it('names the GitHub repository and branch in production, and the local backend for npm run cms', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'trust/site', branch: 'main' });
    const local = cmsConfig({ local: true, repo: 'trust/site', branch: 'main', siteUrl: 'https://example.org' });
    expect(local.backend).toMatchObject({ name: 'proxy', proxy_url: '/admin/content/api/v1' });
  });

  it('styles the preview pane with our styles (the Tamil font), from beside the widget', () => {
    expect(previewStyles).toEqual(['https://example.org/admin/content/widgets.css']);
  });

  it('uploads pictures where each collection keeps them, written the way its files already are', () => {
    for (const name of COLLECTIONS) {
      const c = byName.get(name === 'therapiesTa' ? 'therapies' : name)!;
      const media = (c.files as Record<string, unknown>[] | undefined)?.[0] ?? c;
      const publicFolder = media.public_folder as string;
      const dir = REGISTRY[name].files.kind === 'folder' ? (REGISTRY[name].files as { dir: string }).dir : '';
      const files =
        REGISTRY[name].files.kind === 'folder'
          ? readdirSync(dir)
              .filter((f: string) => f.endsWith('.yaml') || f.endsWith('.md'))
              .map((f: string) => `${dir}/${f}`)
          : [(REGISTRY[name].files as { file: string }).file];
      const paths = files.flatMap((f: string) =>
        [...readFileSync(f, 'utf8').matchAll(/(?:src|logo): (\S+\.(?:jpg|png|svg|webp))/g)].map((m) => m[1]!),
      );
      for (const p of paths) expect(p.startsWith(`${publicFolder}/`), `${name}: ${p} vs ${publicFolder}`).toBe(true);
      expect(media.media_folder).toBe(
        `/${posixJoin(dir || (REGISTRY[name].files as { file: string }).file.replace(/\/[^/]+$/, ''), publicFolder)}`,
      );
    }
  });

  describe.each(COLLECTIONS)('%s: every text says yes and no where the schema does', (name) => {
    it('with the schema’s limits and messages', () => {
      const fields = collectionFields(name).filter((f) => f.widget !== 'markdown');
      let checked = 0;
      for (const [path, field, schema] of pairs(fields, REGISTRY[name].schema(helpersForTest()))) {
        if (field.widget === 'bilingual') {
          for (const lang of ['en', 'ta'] as const) {
            const limits = field[lang] as TextLimits;
            for (const text of probes(limits)) {
              const other = lang === 'en' ? 'ta' : 'en';
              const value = { [lang]: text, [other]: 'x'.repeat((field[other] as TextLimits).min || 1) };
              const cms = verdict('bilingual', field, value);
              const zod = passes(schema, value);
              expect(cms === true, `${path}.${lang} = "${text}" (CMS: ${JSON.stringify(cms)})`).toBe(zod);
              if (cms !== true && !zod && text.trim().length > limits.max) {
                expect(cms.error.message).toContain(`at most ${limits.max} characters`);
              }
              checked++;
            }
          }
        }
        const lengthOnly = (
          unwrapped(schema)._zod.def as unknown as { checks?: { _zod: { def: { check: string } } }[] }
        ).checks?.every((c) => c._zod.def.check !== 'string_format');
        if ((field.widget === 'string' || field.widget === 'text') && lengthOnly && Array.isArray(field.pattern)) {
          const rule = new RegExp((field.pattern as [string, string])[0]);
          for (const text of probes(textLimits(unwrapped(schema)))) {
            if (text.trim() === '' && field.required === false) continue;
            expect(rule.test(text), `${path} = "${text}"`).toBe(passes(schema, text));
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  });
});

describe('the registry of collections (src/content/registry.ts)', () => {
  const fieldsOf = (name: (typeof COLLECTIONS)[number]) =>
    Object.keys((spec(name).schema(helpersForTest())._zod.def as unknown as { shape: object }).shape);

  it('names files and folders that exist, and orders each collection by a field its schema has', () => {
    for (const name of COLLECTIONS) {
      const it = spec(name);
      if (it.files.kind === 'folder') expect(statSync(it.files.dir).isDirectory(), it.files.dir).toBe(true);
      else expect(existsSync(it.files.file), it.files.file).toBe(true);
      if ('sort' in it) expect(fieldsOf(name), name).toContain(it.sort === 'order' ? 'order' : 'date');
    }
  });

  it('a Tamil side is of a folder collection, in its own folder, with the same kind of files', () => {
    const translations = COLLECTIONS.flatMap((name) => {
      const it = spec(name);
      return 'translates' in it ? [[name, it.translates] as const] : [];
    });
    expect(translations).toEqual([['therapiesTa', 'therapies']]);
    for (const [name, english] of translations) {
      const en = spec(english as (typeof COLLECTIONS)[number]).files;
      const ta = spec(name).files;
      expect(en.kind).toBe('folder');
      expect(ta).toMatchObject({ kind: 'folder', ext: (en as { ext: string }).ext });
      expect(ta).not.toEqual(en);
    }
  });
});

describe('the therapies, English and Tamil side by side', () => {
  const therapies = byName.get('therapies')! as unknown as { fields: CmsField[] };
  const helpers = helpersForTest();
  const schemas = { en: REGISTRY.therapies.schema(helpers), ta: REGISTRY.therapiesTa.schema(helpers) };
  const shape = (l: 'en' | 'ta') => (schemas[l]._zod.def as unknown as { shape: Record<string, $ZodType> }).shape;

  it('each text says yes and no in each language where that language’s schema does', () => {
    let checked = 0;
    for (const field of therapies.fields.filter((f) => f.widget === 'localized')) {
      for (const locale of ['en', 'ta'] as const) {
        const schema = shape(locale)[field.name]!;
        const limits = (field.limits as Record<string, TextLimits>)[locale]!;
        for (const text of probes(limits)) {
          const cms = verdict('localized', field, text, locale);
          expect(cms === true, `${field.name} (${locale}) = "${text}"`).toBe(passes(schema, text));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('the order is English only; the pictures are copied into the Tamil file with their own alt texts', () => {
    const field = (name: string) => therapies.fields.find((f) => f.name === name)!;
    expect(field('order').i18n).toBeUndefined();
    expect(field('title')).toMatchObject({ widget: 'localized', i18n: true });
    expect(field('body')).toMatchObject({ widget: 'markdown', i18n: true });
    const images = field('images');
    expect(images).toMatchObject({ widget: 'list', i18n: true, min: 2, max: 2 });
    expect((images.fields as CmsField[]).map((f) => [f.name, f.widget, f.i18n])).toEqual([
      ['src', 'image', 'duplicate'],
      ['alt', 'localized', true],
    ]);
  });
});

function posixJoin(dir: string, rel: string): string {
  const parts = dir.split('/');
  for (const p of rel.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.') parts.push(p);
  }
  return parts.join('/');
}
