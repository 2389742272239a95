// The browser CMS's configuration against the schemas the build validates with (issue #18): every collection
// and data file is there, at the same place; every text field's limits in the CMS say yes and no to exactly
// the values the schema accepts and refuses, with the schema's own message (checked with the shipped widget
// code, src/cms/widgets.js, and Decap's pattern rule); pictures are uploaded where the content's pictures are.

import { readdirSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { LIST_KEY, LOCATIONS } from '../../src/content/locations';
import { COLLECTIONS } from '../../src/content/schemas';
import { collectionFields, cmsConfig, helpersForTest, SCHEMAS } from '../../src/cms/config';
import { textLimits, type CmsField, type TextLimits } from '../../src/cms/fields';

const config = cmsConfig({ local: false, repo: 'trust/site', branch: 'main', siteUrl: 'https://example.org' });
type Collection = (typeof config.collections)[number] & Record<string, unknown>;
const byName = new Map(config.collections.map((c) => [c.name, c as Collection]));

/** The widget as Decap runs it: its control's isValid() for a field and a value. */
function loadWidget() {
  const registered: Record<string, { isValid(this: { props: object }): true | { error: { message: string } } }> = {};
  runInNewContext(readFileSync('src/cms/widgets.js', 'utf8'), {
    CMS: { registerWidget: (name: string, control: never) => (registered[name] = control) },
    createClass: (spec: unknown) => spec,
    h: () => null,
  });
  const control = registered.bilingual!;
  return (field: CmsField, value: unknown) => {
    const map = (o: Record<string, unknown>) => ({
      get: (k: string) => {
        const v = o[k];
        return v && typeof v === 'object' && !Array.isArray(v) ? map(v as Record<string, unknown>) : v;
      },
      has: (k: string) => k in o,
      toJS: () => o,
    });
    return control.isValid.call({ props: { field: map(field as Record<string, unknown>), value } });
  };
}
const bilingualVerdict = loadWidget();

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
    for (const name of COLLECTIONS) {
      const c = byName.get(name);
      expect(c, name).toBeDefined();
      const where = LOCATIONS[name];
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

  it('uploads pictures where each collection keeps them, written the way its files already are', () => {
    for (const name of COLLECTIONS) {
      const c = byName.get(name)!;
      const media = (c.files as Record<string, unknown>[] | undefined)?.[0] ?? c;
      const publicFolder = media.public_folder as string;
      const dir = LOCATIONS[name].kind === 'folder' ? (LOCATIONS[name] as { dir: string }).dir : '';
      const files =
        LOCATIONS[name].kind === 'folder'
          ? readdirSync(dir)
              .filter((f: string) => f.endsWith('.yaml') || f.endsWith('.md'))
              .map((f: string) => `${dir}/${f}`)
          : [(LOCATIONS[name] as { file: string }).file];
      const paths = files.flatMap((f: string) =>
        [...readFileSync(f, 'utf8').matchAll(/(?:src|logo): (\S+\.(?:jpg|png|svg|webp))/g)].map((m) => m[1]!),
      );
      for (const p of paths) expect(p.startsWith(`${publicFolder}/`), `${name}: ${p} vs ${publicFolder}`).toBe(true);
      expect(media.media_folder).toBe(
        `/${posixJoin(dir || (LOCATIONS[name] as { file: string }).file.replace(/\/[^/]+$/, ''), publicFolder)}`,
      );
    }
  });

  describe.each(COLLECTIONS)('%s: every text says yes and no where the schema does', (name) => {
    it('with the schema’s limits and messages', () => {
      const fields = collectionFields(name).filter((f) => f.widget !== 'markdown');
      let checked = 0;
      for (const [path, field, schema] of pairs(fields, SCHEMAS[name](helpersForTest()))) {
        if (field.widget === 'bilingual') {
          for (const lang of ['en', 'ta'] as const) {
            const limits = field[lang] as TextLimits;
            for (const text of probes(limits)) {
              const other = lang === 'en' ? 'ta' : 'en';
              const value = { [lang]: text, [other]: 'x'.repeat((field[other] as TextLimits).min || 1) };
              const cms = bilingualVerdict(field, value);
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

function posixJoin(dir: string, rel: string): string {
  const parts = dir.split('/');
  for (const p of rel.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.') parts.push(p);
  }
  return parts.join('/');
}
