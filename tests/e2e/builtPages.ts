import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every page of the production build (dist/), as a route, so gates cover pages added later. The content
 * editors' CMS (dist/admin/content/: Decap CMS's own app under its own policy) is not a page of the site:
 * tests/e2e/cms-page.spec.ts and tests/cms/ check it.
 */
export function builtPages(): Array<{ route: string; file: string; html: string }> {
  const out: Array<{ route: string; file: string; html: string }> = [];
  const walk = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_') && `${prefix}${entry.name}` !== 'admin/content')
          walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      } else if (entry.name.endsWith('.html')) {
        const bare = `${prefix}${entry.name.replace(/\.html$/, '')}`;
        const route = bare === 'index' ? '/' : `/${bare.replace(/\/index$/, '')}`;
        const file = join(dir, entry.name);
        out.push({ route, file, html: readFileSync(file, 'utf8') });
      }
    }
  };
  walk('dist', '');
  return out.sort((a, b) => a.route.localeCompare(b.route));
}
