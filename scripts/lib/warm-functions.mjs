/**
 * Netlify Functions run as a deploy runs them, for the local production copy (`npm run preview`).
 *
 *   bundle:  once, at start-up, with the bundler a Netlify deploy uses (@netlify/zip-it-and-ship-it, unzipped),
 *            so the preview runs the very files a deploy would upload, with the routes a deploy would publish;
 *   load:    each function's module on its first call (a cold start), then kept loaded: module state (store
 *            clients, caches, counters) survives from one call to the next, as on a warm Netlify instance;
 *   call:    `default(request, context)` with a Request and a Context of the shape Netlify gives a v2 function
 *            (ip, requestId, params, cookies, deploy, site, waitUntil, json, ...).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cookieStore, paramsOf } from './function-context.mjs';
import { FUNCTIONS_SOURCE, buildFunctions } from './function-build.mjs';

/**
 * @typedef {{ pattern: string, literal?: string, expression?: string, methods?: string[], prefer_static?: boolean }} Route
 * @typedef {{ name: string, routes: Route[], modulePath: string, schedule?: string }} BundledFunction
 */

/**
 * Build every function's deploy module (./function-build.mjs) into `destDir`/modules, then pack them into
 * `destDir`/packed with Netlify's packer and netlify.toml's settings, as a deploy does, without the zip.
 * @param {{ destDir: string, projectRoot: string }} options
 * @returns {Promise<BundledFunction[]>}
 */
export async function bundleFunctions({ destDir, projectRoot }) {
  const { zipFunctions } = await import('@netlify/zip-it-and-ship-it');
  const modules = join(destDir, 'modules');
  const { section } = await buildFunctions({ projectRoot, outDir: modules });
  const { nodeBundler, externalNodeModules, includedFiles } = section;
  const bundled = await zipFunctions([modules], join(destDir, 'packed'), {
    archiveFormat: 'none',
    basePath: projectRoot,
    repositoryRoot: projectRoot,
    config: { '*': { nodeBundler, externalNodeModules, includedFiles, includedFilesBasePath: projectRoot } },
    featureFlags: { zisi_functions_api_v2: true },
  });
  return Promise.all(
    bundled.map(async (f) => {
      if (f.runtimeAPIVersion !== 2) throw new Error(`${f.name}: only Netlify Functions v2 are served warm`);
      // The entry point Netlify's runtime loads names the bundled module: `getLambdaHandler('./…/name.mjs')`.
      const entry = await readFile(join(f.path, f.entryFilename), 'utf8');
      const target = /getLambdaHandler\(\s*['"]([^'"]+)['"]\s*\)/.exec(entry)?.[1];
      if (!target) throw new Error(`${f.name}: cannot read the bundled module from ${f.entryFilename}`);
      return { name: f.name, routes: f.routes ?? [], modulePath: join(f.path, target), schedule: f.schedule };
    }),
  );
}

/**
 * What the bundle is made from: every file under the functions and src/ (which they import), netlify.toml and
 * the package files. Its digest names a bundle that any later preview of the same sources can load as it is.
 * @param {string} projectRoot
 */
async function sourceDigest(projectRoot) {
  const hash = createHash('sha256');
  const add = async (/** @type {string} */ path) => {
    const info = await stat(path).catch(() => null);
    if (!info) return;
    if (info.isDirectory()) {
      for (const entry of (await readdir(path)).sort()) await add(join(path, entry));
    } else {
      hash
        .update(`${relative(projectRoot, path)}\0`)
        .update(await readFile(path))
        .update('\0');
    }
  };
  const parts = [FUNCTIONS_SOURCE, 'src', 'netlify.toml', 'package.json', 'package-lock.json'];
  // How the modules are built is part of what they are made from.
  for (const part of [...parts, 'scripts/lib/function-build.mjs']) await add(join(projectRoot, part));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The functions bundled as bundleFunctions bundles them, made once per version of their sources and kept in
 * `cacheRoot`: the browser tests', the outage drill's and Lighthouse's previews of one `npm test` (and a
 * preview restarted on unchanged code) load the same files instead of each spending half a minute of CPU on
 * the bundler. Two previews starting at once each bundle, and the second to finish uses the first's.
 * Versions a day old are removed when a new one is made.
 * @param {{ projectRoot: string, cacheRoot?: string }} options  cacheRoot: .netlify/functions-warm by default
 * @returns {Promise<{ functions: BundledFunction[], fresh: boolean }>}
 */
export async function cachedBundle({ projectRoot, cacheRoot = join(projectRoot, '.netlify', 'functions-warm') }) {
  const key = `v-${await sourceDigest(projectRoot)}`;
  const dir = join(cacheRoot, key);
  const manifest = join(dir, 'functions.json');
  const read = async () =>
    /** @type {BundledFunction[]} */ (JSON.parse(await readFile(manifest, 'utf8'))).map((f) => ({
      ...f,
      modulePath: join(dir, f.modulePath),
    }));
  const cached = await read().catch(() => null);
  if (cached) {
    // Marked as in use, so a newer version's clean-up leaves it for a day.
    const now = new Date();
    await utimes(dir, now, now).catch(() => {});
    return { functions: cached, fresh: false };
  }
  await mkdir(cacheRoot, { recursive: true });
  const work = await mkdtemp(join(cacheRoot, '_'));
  const made = await bundleFunctions({ destDir: work, projectRoot });
  const listed = made.map((f) => ({ ...f, modulePath: relative(work, f.modulePath) }));
  await writeFile(join(work, 'functions.json'), JSON.stringify(listed));
  try {
    await rename(work, dir);
  } catch {
    // Another preview made the same version first: use its files.
    await rm(work, { recursive: true, force: true });
  }
  // Other versions untouched for a day: no preview still loads from them.
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of await readdir(cacheRoot)) {
    const old = join(cacheRoot, entry);
    const stale = (entry.startsWith('v-') && entry !== key) || entry.startsWith('_'); // '_': a bundling cut short
    if (stale && (await stat(old)).mtimeMs < dayAgo) await rm(old, { recursive: true, force: true });
  }
  return { functions: await read(), fresh: true };
}

/**
 * The function and route a request path calls, matched as Netlify matches `config.path`: without a trailing
 * slash, case-insensitively, and only for the route's methods when it names some.
 * @param {BundledFunction[]} functions
 */
export function createRouter(functions) {
  const table = functions.flatMap((fn) =>
    fn.routes.map((route) => ({
      fn,
      route,
      test: route.literal
        ? (/** @type {string} */ p) => p === route.literal
        : (/** @type {string} */ p) => new RegExp(/** @type {string} */ (route.expression)).test(p),
    })),
  );
  /** @param {string} pathname @param {string} method */
  return (pathname, method) => {
    const path = (pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();
    const hit = table.find(
      ({ route, test }) => (!route.methods?.length || route.methods.includes(method.toUpperCase())) && test(path),
    );
    return hit ? { fn: hit.fn, route: hit.route } : undefined;
  };
}

/**
 * The functions of one bundle, loaded on first use and kept warm.
 * @param {BundledFunction[]} functions
 * @param {{ site?: { id: string, name: string, url: string }, deployContext?: string, onError?: (name: string, error: unknown) => void }} [options]
 */
export function createWarmFunctions(functions, options = {}) {
  const route = createRouter(functions);
  /** @type {Map<string, Promise<(req: Request, context: object) => Promise<Response>>>} */
  const loaded = new Map();
  /** Work a function handed to `context.waitUntil` that has not ended yet. */
  const pending = new Set();
  const onError = options.onError ?? ((name, error) => console.error(`function ${name} failed:`, error));
  const site = options.site ?? { id: 'local', name: 'local', url: 'http://localhost' };
  const deploy = { branch: '', context: options.deployContext ?? 'dev', id: '0', published: false };
  const loads = { count: 0 };

  /** @param {BundledFunction} fn */
  function handlerOf(fn) {
    let handler = loaded.get(fn.name);
    if (!handler) {
      loads.count += 1;
      handler = import(pathToFileURL(fn.modulePath).href).then((mod) => {
        if (typeof mod.default !== 'function') throw new Error(`${fn.name} has no default export to call`);
        return mod.default;
      });
      // A module that failed to load is loaded again on the next call, as a new instance would.
      handler.catch(() => loaded.delete(fn.name));
      loaded.set(fn.name, handler);
    }
    return handler;
  }

  return {
    /** The function a path and method call, if any. */
    match: route,
    /** Modules loaded so far (a cold start loads one; a warm call none). */
    get loads() {
      return loads.count;
    },
    /**
     * Call the function that `request`'s path names.
     * @param {Request} request
     * @param {{ ip: string, requestId?: string }} client
     * @returns {Promise<Response | undefined>} undefined when no function serves the path
     */
    async call(request, client) {
      const url = new URL(request.url);
      const hit = route(url.pathname, request.method);
      if (!hit) return undefined;
      const { fn } = hit;
      const cookies = cookieStore(request);
      const context = {
        account: { id: '' },
        cookies: cookies.api,
        deploy,
        flags: { get: () => undefined },
        geo: { city: undefined, country: { code: 'IN', name: 'India' }, timezone: 'Asia/Kolkata' },
        ip: client.ip,
        json: (/** @type {unknown} */ input) => Response.json(input),
        log: (/** @type {unknown[]} */ ...data) => console.log(...data),
        next: () => {
          throw new Error('context.next() is for edge functions');
        },
        params: paramsOf(hit.route, url.pathname),
        path: hit.route.pattern,
        requestId: client.requestId ?? randomUUID(),
        rewrite: (/** @type {string | URL} */ to) => fetch(new URL(to, url)),
        server: { region: 'local' },
        site,
        url,
        waitUntil: (/** @type {Promise<unknown>} */ promise) => {
          const p = Promise.resolve(promise)
            .catch((error) => onError(fn.name, error))
            .finally(() => pending.delete(p));
          pending.add(p);
        },
      };
      try {
        const handler = await handlerOf(fn);
        const response = await handler(request, context);
        if (!(response instanceof Response)) throw new Error(`${fn.name} answered without a Response`);
        return cookies.applyTo(response);
      } catch (error) {
        // Netlify answers a function that throws with a 500 and no details; the error goes to the function log.
        onError(fn.name, error);
        return new Response('Internal error', { status: 500, headers: { 'content-type': 'text/plain' } });
      }
    },
    /** Wait for the work handed to `waitUntil` (at most `ms`), e.g. before the preview stops. */
    async settle(ms = 5000) {
      let timer;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise((resolve) => (timer = setTimeout(resolve, ms))),
      ]);
      clearTimeout(timer);
    },
  };
}
