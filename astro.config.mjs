// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import netlify from '@netlify/vite-plugin';
import { writeFile } from 'node:fs/promises';
import { writeDeployContext } from './scripts/lib/deploy-context.mjs';
import { canonicalRedirect, netlifyRedirects, ROUTES } from './src/lib/routes.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES } from './src/lib/locale.ts';
import site from './src/data/site.json' with { type: 'json' };
import { cms } from './src/cms/integration.ts';
import { interactionDirective } from './src/islands/directives/integration.ts';

// Out of the sitemap: staff pages, and pages reached by a private link (in both languages).
const privatePaths = new Set(
  ROUTES.filter((r) => r.private || r.unlisted).flatMap((r) => (r.private ? [r.path] : [r.path, `/ta${r.path}`])),
);

/**
 * One route table, two servers: in `astro dev` a middleware answers every non-canonical spelling with a
 * 301; at build time the same table becomes `dist/_redirects` for Netlify and `npm run preview`.
 * @returns {import('astro').AstroIntegration}
 */
function canonicalRoutes() {
  return {
    name: 'canonical-routes',
    hooks: {
      // The functions learn their deploy context from the build (scripts/lib/deploy-context.mjs).
      'astro:config:setup': async ({ command }) => {
        if (command === 'build') await writeDeployContext();
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          const target = canonicalRedirect(url.pathname);
          if (!target) return next();
          res.statusCode = 301;
          res.setHeader('location', target + url.search);
          res.end();
        });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_redirects', dir), netlifyRedirects());
      },
    },
  };
}

/**
 * Two chunks for the islands' own code instead of the bundler's split by which islands import what (each
 * extra chunk costs import/export glue and a gzip window of its own; budgets in scripts/check-static.mjs):
 * `core`, the slot, date and word helpers the staff area shares with the forms; `forms`, what the public
 * form islands share (the form kit, the booking hooks, the API client, drafts, schemas, what they agree on
 * with the interaction directive); `donations`, the donation terms the donation form and the staff Donations
 * page share. Only our modules
 * are grouped, not their dependencies (React keeps its chunks), and only in the browser build.
 * @returns {import('vite').Plugin}
 */
function islandChunks() {
  return {
    name: 'island-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          sourcemap: !!process.env.CHUNK_MAPS,
          rolldownOptions: {
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  // Module ids use forward slashes on every platform (Vite normalizes them).
                  { name: 'core', test: /\/src\/(lib\/(slots|time)|i18n\/fill)\.ts$/, priority: 30 },
                  {
                    name: 'staff',
                    test: /\/src\/((lib\/(csv|record-format|record-tables|records|staff-roles|whatsapp)|i18n\/(admin|dictionaries))\.ts|(i18n\/\w+\/messages|data\/site)\.json)$/,
                    priority: 20,
                  },
                  // Donation terms and ID checks: the donation form and the staff donations page
                  // share them; in `forms` every booking page would load them too.
                  { name: 'donations', test: /\/src\/lib\/(donor-id|donation-terms|donations)\.ts$/, priority: 15 },
                  {
                    name: 'forms',
                    test: /\/src\/(islands\/(forms|appointment|directives)\/|lib\/)|\/node_modules\/zod\//,
                    minShareCount: 2,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  compressHTML: true,
  prefetch: false,
  markdown: { syntaxHighlight: false },
  // English at the plain paths, Tamil under /ta (src/pages/ta/[...page].astro renders every public page again).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    react(),
    interactionDirective(),
    sitemap({
      filter: (page) => !privatePaths.has(new URL(page).pathname.replace(/\/$/, '') || '/'),
      // Each page listed with its other-language twin (xhtml:link hreflang), English and Tamil alike.
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(LOCALES.map((l) => [l, LOCALE_TAGS[l].hreflang])),
      },
    }),
    canonicalRoutes(),
    cms({ siteName: site.shortName.en, siteUrl: site.siteUrl }),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self' data:", // data: only for the switcher's inlined 1 KB Tamil subset (Header.astro)
        "connect-src 'self'",
        'frame-src https://www.openstreetmap.org',
        "form-action 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "manifest-src 'self'",
      ],
    },
  },
  vite: {
    server: {
      // A file is read once it is whole. The CMS's local backend writes a saved entry in place; a change seen
      // mid-write (the file still empty) failed to reload, and the rest of the write was then never noticed,
      // so the preview kept the old text (1 in 9 tries of tests/cms/editor.spec.ts under load).
      // Nothing the tools write is watched: Netlify's function emulation bundles every function into
      // .netlify/ as the dev server starts, and Astro takes any new .json or .yaml file for a content entry and
      // reloads the content config; one landing while the server checked that config left it "not loaded",
      // and every collection empty until a restart.
      watch: {
        awaitWriteFinish: { stabilityThreshold: 150, pollInterval: 25 },
        ignored: ['**/.netlify/**', '**/dist/**', '**/reports/**', '**/test-results/**', '**/playwright-report/**'],
      },
    },
    plugins: [
      islandChunks(),
      netlify({
        edgeFunctions: { enabled: false },
        database: { enabled: false },
        images: { enabled: false },
        blobs: { enabled: false },
        aiGateway: { enabled: false },
      }),
    ],
  },
});
