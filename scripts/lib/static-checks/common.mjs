/**
 * What every static check on the build (scripts/check-static.mjs) shares: where the build is, the byte budgets,
 * the list of checks with their results, and the helpers that read built pages and their JavaScript.
 */
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, dirname } from 'node:path';
import budgets from '../../budgets.json' with { type: 'json' };

export const DIST = process.env.DIST_DIR ?? 'dist';
const KB = 1024;
/** The byte budgets, each with its reason, in one file (scripts/budgets.json). */
export const BUDGET = Object.fromEntries(Object.entries(budgets).map(([name, { bytes }]) => [name, bytes]));

/** Every check made so far, in order: { name, ok, detail }. */
export const checks = [];
export const check = (name, ok, detail = '') => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};
export const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
export const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** Every file under `dir`. */
export async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}

// The content editors' CMS (dist/admin/content/, src/cms/integration.ts) is a tool, not a page of the site:
// Decap CMS's own bundle, its own CSP, never linked from or loaded by a public page. Checked on its own (./seo.mjs).
export const CMS_DIR = join(DIST, 'admin', 'content');

/** The route a built page serves. */
export const routeOf = (file) => {
  const r =
    '/' +
    relative(DIST, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '');
  return r === '/' ? '/' : r.replace(/\/$/, '');
};

/** Every JS file a module can load, following static and dynamic relative imports. */
export async function jsClosure(entry, seen = new Set()) {
  if (seen.has(entry) || !existsSync(entry)) return seen;
  seen.add(entry);
  const code = await readFile(entry, 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    await jsClosure(join(dirname(entry), m[1]), seen);
  }
  return seen;
}
/** The file in the build that a site URL serves. */
export const distPath = (url) => join(DIST, url.replace(/^\//, '').split(/[?#]/)[0]);
