/**
 * The SEO files of the build for scripts/check-static.mjs: robots.txt, the sitemap, the staff pages and the
 * CMS kept out of search, the Open Graph image and the JSON-LD that describes the trust.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CMS_DIR, DIST, check, distPath } from './common.mjs';

/** @param {string[]} pages the built pages (CMS left out) */
export async function checkSeoFiles(pages) {
  const robots = existsSync(join(DIST, 'robots.txt')) ? await readFile(join(DIST, 'robots.txt'), 'utf8') : '';
  check('robots.txt names the sitemap', /Sitemap:\s*https?:\/\/\S+\/sitemap-index\.xml/.test(robots));
  check('robots.txt keeps /admin out', /Disallow:\s*\/admin/.test(robots));
  const sitemap = existsSync(join(DIST, 'sitemap-0.xml')) ? await readFile(join(DIST, 'sitemap-0.xml'), 'utf8') : '';
  check('sitemap lists the home page', /<loc>https?:\/\/[^<]+\/<\/loc>/.test(sitemap));
  check('sitemap leaves /admin out', !/\/admin(\/[\w-]+)?<\/loc>/.test(sitemap));
  // The staff pages (src/pages/admin/): each one built, noindex.
  for (const part of ['', '/schedule', '/closures', '/people', '/audit']) {
    const file = join(DIST, `admin${part}.html`);
    const html = existsSync(file) ? await readFile(file, 'utf8') : '';
    check(`/admin${part} is built and noindex`, /<meta name="robots" content="noindex/.test(html));
  }
  const cmsHtml = existsSync(join(CMS_DIR, 'index.html')) ? await readFile(join(CMS_DIR, 'index.html'), 'utf8') : '';
  check('/admin/content/ (the CMS) is built and noindex', /<meta name="robots" content="noindex/.test(cmsHtml));
  check('sitemap leaves the CMS out', !/\/admin\/content/.test(sitemap));
  const cmsOnPublicPages = [];
  for (const file of pages) if ((await readFile(file, 'utf8')).includes('/admin/content')) cmsOnPublicPages.push(file);
  check('no public page loads or links the CMS', cmsOnPublicPages.length === 0, cmsOnPublicPages.join(', '));
  const home = await readFile(join(DIST, 'index.html'), 'utf8');
  const ogImage = home.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  check('Open Graph image exists', !!ogImage && existsSync(distPath(new URL(ogImage).pathname)), ogImage ?? 'missing');
  const ld = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  check(
    'JSON-LD describes the trust (NGO + MedicalClinic)',
    /"NGO"/.test(ld) && /"MedicalClinic"/.test(ld) && /openingHours/.test(ld),
  );
}
