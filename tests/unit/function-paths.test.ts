// Every function's `config.path` (what Netlify routes to it) is exactly the set of paths its route table
// serves (what the endpoint wrapper answers), so neither can gain or lose a path alone; a pattern such as
// `/api/admin/*` serves every table path under it. Netlify reads `config` from the source without running
// it, so the test also reads it that way: an object literal of literals, or Netlify would see no path at all.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DIR = 'netlify/functions';
const files = readdirSync(DIR).filter((f) => /\.(ts|mts)$/.test(f));

/** `export const config = { <key>: ... }` as a static reader sees it: literals only, else undefined. */
function staticConfig(file: string, key: 'path' | 'method'): string[] | undefined {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const literal = (node: ts.Expression): string | undefined =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'config') continue;
      const init = declaration.initializer;
      if (!init || !ts.isObjectLiteralExpression(init)) return undefined;
      for (const property of init.properties) {
        if (!ts.isPropertyAssignment(property) || property.name.getText(source) !== key) continue;
        const value = property.initializer;
        if (ts.isArrayLiteralExpression(value)) {
          const paths = value.elements.map(literal);
          return paths.every((p) => p !== undefined) ? paths : undefined;
        }
        const one = literal(value);
        return one === undefined ? undefined : [one];
      }
    }
  }
  return undefined;
}

const sorted = (paths: readonly string[]) => [...paths].sort();

/** Every method a function's config can name (@netlify/functions' HTTPMethod). */
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface FunctionModule {
  default: {
    paths?: readonly string[];
    methods?: Readonly<Record<string, readonly string[]>>;
    elsewhere?: Readonly<Record<string, readonly string[]>>;
  };
  config?: { path?: string | string[]; method?: string | string[]; schedule?: string };
}
const load = (file: string) => import(pathToFileURL(join(process.cwd(), DIR, file)).href) as Promise<FunctionModule>;

describe('functions serve exactly their config.path', () => {
  it('finds the functions', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(file, async () => {
      const mod = await load(file);
      const declared = mod.config?.path;
      if (declared === undefined) {
        // A scheduled function has no path and no route table.
        expect(mod.config?.schedule, `${file}: neither config.path nor config.schedule`).toBeTruthy();
        expect(mod.default.paths).toBeUndefined();
        return;
      }
      const configPaths = Array.isArray(declared) ? declared : [declared];
      expect(new Set(configPaths).size, `${file}: a path listed twice`).toBe(configPaths.length);
      const table = mod.default.paths ?? [];
      // A literal path is one of the table's; a pattern `/prefix/*` serves the table's paths under it, and
      // must serve at least one (the route table answers 404 for the rest).
      const literals = configPaths.filter((p) => !p.endsWith('/*'));
      const patterns = configPaths.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1));
      for (const pattern of patterns) {
        expect(
          table.some((p) => p.startsWith(pattern)),
          `${file}: ${pattern}* serves no path of the table`,
        ).toBe(true);
      }
      const unserved = table.filter((p) => !literals.includes(p) && !patterns.some((prefix) => p.startsWith(prefix)));
      expect(unserved, `${file}: route table paths no config.path serves`).toEqual([]);
      if (patterns.length === 0) {
        expect(sorted(configPaths), `${file}: config.path vs route table`).toEqual(sorted(table));
      }
      for (const literal of literals) expect(table, `${file}: ${literal} is not in the route table`).toContain(literal);
      expect(staticConfig(join(DIR, file), 'path'), `${file}: config.path must be written as literals`).toEqual(
        configPaths,
      );
      // config.method, when set, covers every method the table answers; Netlify reads it statically too.
      const declaredMethods = mod.config?.method;
      const routed = declaredMethods === undefined ? ALL_METHODS : [declaredMethods].flat();
      if (declaredMethods !== undefined) {
        expect(staticConfig(join(DIR, file), 'method'), `${file}: config.method must be literals`).toEqual(routed);
      }
      for (const [path, methods] of Object.entries(mod.default.methods ?? {})) {
        for (const method of methods)
          expect(routed, `${file}: ${method} ${path} is never routed here`).toContain(method);
      }
    });
  }
});

describe('a path served by two functions splits its methods', () => {
  it('no method of a path is routed to two functions, and what one names as elsewhere, another answers', async () => {
    const routed = new Map<string, string>();
    const answered = new Set<string>();
    const elsewhere: string[] = [];
    for (const file of files) {
      const mod = await load(file);
      const paths = [mod.config?.path ?? []].flat();
      const methods = mod.config?.method === undefined ? ALL_METHODS : [mod.config.method].flat();
      for (const path of paths) {
        for (const method of methods) {
          const key = `${method} ${path}`;
          expect(routed.get(key), `${key} is routed to ${routed.get(key)} and ${file}`).toBeUndefined();
          routed.set(key, file);
        }
      }
      for (const [path, list] of Object.entries(mod.default.methods ?? {}))
        for (const method of list) answered.add(`${method} ${path}`);
      for (const [path, list] of Object.entries(mod.default.elsewhere ?? {}))
        for (const method of list) elsewhere.push(`${method} ${path}`);
    }
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.filter((key) => !answered.has(key))).toEqual([]);
  });
});
