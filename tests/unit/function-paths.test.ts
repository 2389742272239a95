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

/** `export const config = { path: ... }` as a static reader sees it: literals only, else undefined. */
function staticPaths(file: string): string[] | undefined {
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
        if (!ts.isPropertyAssignment(property) || property.name.getText(source) !== 'path') continue;
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

describe('functions serve exactly their config.path', () => {
  it('finds the functions', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(file, async () => {
      const mod = (await import(pathToFileURL(join(process.cwd(), DIR, file)).href)) as {
        default: { paths?: readonly string[] };
        config?: { path?: string | string[]; schedule?: string };
      };
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
      expect(staticPaths(join(DIR, file)), `${file}: config.path must be written as literals`).toEqual(configPaths);
    });
  }
});
