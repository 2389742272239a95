// What a public function's deploy bundle carries (scripts/lib/function-bundles.mjs): no staff code. The staff
// guard is the door every staff route passes, so a bundle without it serves no staff route; the old site's
// staff lists are the lists function's, routed by config.method. It delivers no message itself (the renderers,
// the mail, phone, receipt and page-content dictionaries and the PDF stack are the deliver function's), and
// its store has only the parts it lists (src/server/store/parts), staff data never among them.

import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureFunctions, STAFF_FUNCTIONS, staffOnlyInputs } from '../../scripts/lib/function-bundles.mjs';

describe('function bundles', () => {
  let rows: Awaited<ReturnType<typeof measureFunctions>> = [];
  const paths = (name: string) => rows.find((r) => r.name === name)?.inputs.map((i) => i.path) ?? [];
  beforeAll(async () => {
    rows = await measureFunctions();
  }, 120_000);

  it('a public function carries no staff code (handlers, store parts, renderers, dictionaries, PDF)', () => {
    const publicRows = rows.filter((r) => r.public);
    expect(publicRows.length).toBeGreaterThan(5);
    const carried = publicRows.flatMap((r) => staffOnlyInputs(r).map((i) => `${r.name}: ${i.path}`));
    expect(carried).toEqual([]);
  });

  it('the staff functions carry what the public ones may not: the guard, staff store parts, the sender', () => {
    for (const name of ['admin', 'lists', 'deliver', 'notify', 'retention'])
      expect(STAFF_FUNCTIONS.has(name)).toBe(true);
    for (const name of ['admin', 'lists']) {
      expect(paths(name), `${name} serves staff routes through the guard`).toContain('src/server/admin/guard.ts');
    }
    expect(paths('admin')).toContain('src/server/store/redis/credentials.ts');
    expect(paths('admin')).toContain('src/server/store/embedded/staff-sessions.ts');
    expect(paths('deliver')).toContain('src/server/notify/render.ts');
    expect(paths('deliver')).toContain('src/server/documents/receipt-pdf.ts');
  });

  it('a public function carries only the store parts it lists: health none, camps no bookings', () => {
    const parts = (name: string) =>
      paths(name).filter((p) => /^src\/server\/store\/parts\/(?!part\.ts|all\.ts)/.test(p));
    expect(parts('health')).toEqual(['src/server/store/parts/migrations.ts']);
    expect(paths('camps')).toContain('src/server/store/redis/camps.ts');
    expect(paths('camps')).not.toContain('src/server/store/redis/bookings.ts');
    expect(paths('camps')).not.toContain('src/server/store/embedded/bookings.ts');
  });

  it("counts a bundle's own code apart from node_modules", () => {
    const health = rows.find((r) => r.name === 'health');
    expect(health!.ownBytes).toBeGreaterThan(0);
    expect(health!.ownBytes).toBeLessThan(health!.bytes);
    expect(health!.inputs.some((i) => i.path === 'netlify/functions/health.ts')).toBe(true);
  });
});

describe("a function's message areas", () => {
  // Every message key a function's code names (a string literal, or a template's fixed start) must be in
  // an area its bundle carries: src/server/http/endpoint.ts `uses`. A key of a missing area would throw on
  // the request that needs it (src/lib/messages.ts), so this finds a short list before any request does.
  it('each public function carries the area of every message key its code names', async () => {
    const [{ measureFunctions }, { messageDictionaries }, { areaOf }] = await Promise.all([
      import('../../scripts/lib/function-bundles.mjs'),
      import('../../src/i18n/dictionaries'),
      import('../../src/i18n/messages/area'),
    ]);
    const keys = Object.keys(messageDictionaries.en).filter((k) => areaOf(k) !== 'core');
    const missing: string[] = [];
    for (const row of (await measureFunctions()).filter((r) => r.public)) {
      const carried = new Set(row.inputs.flatMap((i) => /^src\/i18n\/messages\/(\w+)\.ts$/.exec(i.path)?.[1] ?? []));
      // A dictionary writes its keys as `"key": …`; code names them as values: `t("key")`, `{ error: "key" }`.
      const named = keys.filter((k) =>
        new RegExp(`["'\`]${k.replace(/\./g, '\\.')}(["'\`](?!\\s*:)|\\$\\{)`).test(row.code),
      );
      const templated = keys.filter((k) =>
        [...row.code.matchAll(/`([a-z][\w.]*\.)\$\{/g)].some((m) => k.startsWith(m[1]!)),
      );
      for (const key of new Set([...named, ...templated])) {
        if (!carried.has(areaOf(key))) missing.push(`${row.name}: ${key} (${areaOf(key)})`);
      }
    }
    expect(missing).toEqual([]);
  }, 120_000);
});

describe('the deploy runs the modules npm run build writes (scripts/lib/function-build.mjs)', () => {
  // Read with Netlify's own configuration reader (what a deploy's build and the dev server both use).
  const functionsOf = async (context: string) => {
    const { resolveConfig } = await import('@netlify/config');
    const resolved = (await resolveConfig({ config: 'netlify.toml', context, cwd: process.cwd(), offline: true })) as {
      config: { functionsDirectory?: string; functions?: Record<string, { node_bundler?: string }> };
    };
    const { config } = resolved;
    return { directory: config.functionsDirectory, bundler: config.functions?.['*']?.node_bundler };
  };

  it('a deploy in every context packs dist-functions/ as it is; the dev server bundles the sources', async () => {
    const { FUNCTIONS_OUT, FUNCTIONS_SOURCE } = await import('../../scripts/lib/function-build.mjs');
    for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
      expect(await functionsOf(context), context).toEqual({
        directory: join(process.cwd(), FUNCTIONS_OUT),
        bundler: 'nft',
      });
    }
    expect(await functionsOf('dev')).toEqual({ directory: join(process.cwd(), FUNCTIONS_SOURCE), bundler: 'esbuild' });
  });

  it('the modules are minified and written in UTF-8: Tamil letters as letters, not \\u escapes', async () => {
    const { bookingMessages } = await import('../../src/i18n/messages/booking');
    const code = (await measureFunctions({ names: ['appointments'] }))[0]!.code;
    const tamil = Object.values(bookingMessages.words.ta).find((w) => /[\u0B80-\u0BFF]{4}/.test(w))!;
    const word = tamil.match(/[\u0B80-\u0BFF]{4,}/)![0];
    expect(code.includes(word), `the module has "${word}" as it is`).toBe(true);
    expect(/\\u0B[89A-F][0-9A-F]/.test(code), 'a Tamil letter written as a \\u escape').toBe(false);
    // Minified: the sources' comments and names of locals are gone (the store selection's comment, for one).
    expect(code.includes('one store per process'), 'a comment of src/server/store/index.ts').toBe(false);
    // Names are kept: a stack trace from production names our functions.
    expect(code.includes('"selectStore"'), 'the name of selectStore (src/server/store/index.ts)').toBe(true);
  });
});
