/**
 * The content editors' CMS at /admin/content/: Decap CMS's prebuilt bundle (from the decap-cms package), our
 * side-by-side English/Tamil widget (./widgets.ts, compiled to widgets.js; ./widgets.css) and the configuration made from the schemas
 * (./config.ts). Nothing of it is on a public page: it is its own HTML file, not an Astro page, so it is in
 * no sitemap, carries `noindex`, and has its own Content-Security-Policy (netlify.toml, /admin/content/*).
 *
 * - `astro dev` serves it from memory; with CMS_BACKEND_PORT set (`npm run cms` does), its local backend
 *   (decap-server, which writes the working tree) is reached through the dev server at /admin/content/api
 *   (./backend-relay.ts, which also tells the dev server's file watcher what a save wrote).
 * - `astro build` writes it to dist/admin/content/ with the GitHub backend: CMS_GITHUB_REPO (owner/name), else
 *   the repository Netlify builds (REPOSITORY_URL); CMS_BRANCH, else the branch being built (BRANCH), else main.
 */
import { createRequire } from 'node:module';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { transform } from 'esbuild';
import type { Connect, Plugin } from 'vite';
import { backendRelay } from './backend-relay';
import { cmsConfig, type CmsOptions } from './config';

export const CMS_PATH = '/admin/content/';
const HERE = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const DECAP_DIST = dirname(require.resolve('decap-cms/dist/decap-cms.js'));
/**
 * Our own files next to the bundle: the widget, its styles, and the Tamil font the site itself uses (so the
 * Tamil fields read as Tamil, not boxes, on a machine without a Tamil font).
 */
const OWN = {
  'widgets.css': ['text/css', join(HERE, 'widgets.css')],
  'tamil.woff2': [
    'font/woff2',
    require.resolve('@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2'),
  ],
} as const;
/** Every file cmsFiles() makes. */
const OWN_NAMES = new Set(['index.html', 'config.yml', 'widgets.js', ...Object.keys(OWN)]);

/** The widget as the browser runs it: ./widgets.ts compiled to one plain script (no imports at run time). */
export async function widgetScript(): Promise<string> {
  const source = await readFile(join(HERE, 'widgets.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'iife', target: 'es2020', charset: 'utf8' });
  return code;
}

const page = (siteName: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor · ${siteName}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link href="${CMS_PATH}config.yml" type="text/yaml" rel="cms-config-url" />
    <link rel="stylesheet" href="${CMS_PATH}widgets.css" />
    <link rel="preload" href="${CMS_PATH}tamil.woff2" as="font" type="font/woff2" crossorigin />
  </head>
  <body>
    <script src="${CMS_PATH}decap-cms.js"></script>
    <script src="${CMS_PATH}widgets.js"></script>
  </body>
</html>
`;

/** owner/name from https://github.com/owner/name(.git). */
const repoOf = (url: string | undefined) => url?.match(/github\.com[/:]([^/]+\/[^/.]+)/)?.[1];

export function buildOptions(env: NodeJS.ProcessEnv, siteUrl: string): CmsOptions {
  return {
    local: false,
    repo: env.CMS_GITHUB_REPO || repoOf(env.REPOSITORY_URL) || 'OWNER/REPOSITORY',
    branch: env.CMS_BRANCH || env.BRANCH || 'main',
    siteUrl,
  };
}

/** The files of /admin/content/: name → [content type, bytes]. */
async function cmsFiles(options: CmsOptions, siteName: string): Promise<Map<string, [string, Buffer | string]>> {
  const files = new Map<string, [string, Buffer | string]>();
  files.set('index.html', ['text/html; charset=utf-8', page(siteName)]);
  // JSON is YAML: Decap reads config.yml with a YAML parser.
  files.set('config.yml', ['text/yaml; charset=utf-8', JSON.stringify(cmsConfig(options), null, 1)]);
  files.set('widgets.js', ['text/javascript; charset=utf-8', await widgetScript()]);
  for (const [name, [type, file]] of Object.entries(OWN)) files.set(name, [type, await readFile(file)]);
  return files;
}

/** The bundle's files: decap-cms.js, its chunks (*.decap-cms.js) and WebAssembly. */
async function bundleFiles(): Promise<string[]> {
  return (await readdir(DECAP_DIST)).filter((f) => /(^|\.)decap-cms\.js$|\.wasm$/.test(f));
}

const typeOf = (name: string) => (name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');

/**
 * The CMS in `astro dev`. Its handler goes first in the dev server's chain (after Astro's own, which would
 * answer /admin/content/ with the 404 of `trailingSlash: 'never'`): a configureServer post hook, run after
 * Astro's.
 */
function devServer(siteName: string, siteUrl: string, root: string): Plugin {
  const backendPort = Number(process.env.CMS_BACKEND_PORT) || 0;
  const local = backendPort > 0;
  const handle: Connect.NextHandleFunction = (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === CMS_PATH.slice(0, -1)) {
      res.statusCode = 302;
      res.setHeader('location', CMS_PATH);
      res.end();
      return;
    }
    if (!path.startsWith(CMS_PATH) || path.startsWith(`${CMS_PATH}api/`)) return next();
    const name = path.slice(CMS_PATH.length) || 'index.html';
    void (async () => {
      // The page, its config and our widget are made on request (so edits show on reload); the bundle's
      // ~100 files are read as they are.
      const found = OWN_NAMES.has(name)
        ? (await cmsFiles({ ...buildOptions(process.env, siteUrl), local }, siteName)).get(name)
        : undefined;
      if (found) {
        res.setHeader('content-type', found[0]);
        res.end(found[1]);
      } else if ((await bundleFiles()).includes(name)) {
        res.setHeader('content-type', typeOf(name));
        res.end(await readFile(join(DECAP_DIST, name)));
      } else next();
    })().catch(next);
  };
  return {
    name: 'content-cms-dev',
    configureServer(server) {
      return () => {
        server.middlewares.stack.unshift({ route: '', handle });
        if (local) {
          const relay = backendRelay(CMS_PATH, backendPort, root, server.watcher);
          server.middlewares.stack.unshift({ route: '', handle: relay });
        }
      };
    },
  };
}

export function cms({ siteName, siteUrl }: { siteName: string; siteUrl: string }): AstroIntegration {
  return {
    name: 'content-cms',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({ vite: { plugins: [devServer(siteName, siteUrl, fileURLToPath(config.root))] } });
      },
      'astro:build:done': async ({ dir }) => {
        const out = join(fileURLToPath(dir), CMS_PATH);
        await mkdir(out, { recursive: true });
        for (const [name, [, body]] of await cmsFiles(buildOptions(process.env, siteUrl), siteName)) {
          await writeFile(join(out, name), body);
        }
        for (const name of await bundleFiles()) await copyFile(join(DECAP_DIST, name), join(out, name));
      },
    },
  };
}
