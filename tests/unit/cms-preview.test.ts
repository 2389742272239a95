// The CMS's preview pane runs in the editor's browser, beside a backend that reads and writes the working
// tree: what a content file says is shown there, never run. Markdown bodies go through Decap's DOMPurify
// (sanitize_preview), and our own widgets' previews hand React the text, never HTML.

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/cms/config';
import type { CmsField } from '../../src/cms/fields';
import { widgetScript } from '../../src/cms/integration';

const HOSTILE = '<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>';

/** Every field of the CMS, nested ones too. */
function* allFields(fields: unknown): Generator<CmsField> {
  if (!Array.isArray(fields)) return;
  for (const field of fields as CmsField[]) {
    yield field;
    yield* allFields(field.fields);
    if (field.field) yield* allFields([field.field]);
  }
}

describe('the CMS preview', () => {
  const config = cmsConfig({ local: true, repo: 'trust/site', branch: 'main', siteUrl: 'https://example.org' });
  const fields = config.collections.flatMap((c) => {
    const collection = c as { fields?: unknown; files?: { fields: unknown }[] };
    return [...allFields(collection.fields), ...(collection.files ?? []).flatMap((f) => [...allFields(f.fields)])];
  });

  it('sanitises every Markdown body it renders as HTML', () => {
    const markdown = fields.filter((f) => f.widget === 'markdown');
    expect(markdown.length).toBeGreaterThan(2);
    for (const field of markdown) expect(field.sanitize_preview, field.label).toBe(true);
  });

  it("our widgets' previews show a field's text as text", async () => {
    const previews: Record<string, { render(this: { props: unknown }): unknown }> = {};
    type Node = { type: string; props: Record<string, unknown> | null; children: unknown[] };
    runInNewContext(await widgetScript(), {
      CMS: {
        registerWidget: (name: string, _control: unknown, preview: never) => (previews[name] = preview),
        registerPreviewStyle: () => {},
      },
      document: { currentScript: null },
      createClass: (spec: unknown) => spec,
      h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]): Node => ({
        type,
        props,
        children,
      }),
    });
    const field = { get: () => undefined, has: () => false };
    const rendered = [
      previews.bilingual!.render.call({ props: { field, value: { en: HOSTILE, ta: HOSTILE } } }),
      previews.localized!.render.call({ props: { field, value: HOSTILE } }),
    ];
    const texts: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === 'string') return void texts.push(node);
      const { props, children } = node as Node;
      expect(Object.keys(props ?? {})).not.toContain('dangerouslySetInnerHTML');
      children.forEach(walk);
    };
    rendered.forEach(walk);
    expect(texts).toEqual([HOSTILE, HOSTILE, HOSTILE]);
  });
});
