#!/usr/bin/env node
/**
 * Serves the production build (dist/) the way Netlify will: static files, `_redirects`, netlify.toml
 * headers and the functions in netlify/functions, through @netlify/dev. No Netlify account or network.
 *
 *   npm run build && npm run preview        # http://localhost:8888 (PORT to change)
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { createFunctionGate } from './lib/function-gate.mjs';

const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync('dist/index.html')) {
  console.error('No production build found in dist/. Run `npm run build` first.');
  process.exit(1);
}

const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  images: { enabled: false },
  blobs: { enabled: false },
  aiGateway: { enabled: false },
  geolocation: { enabled: false },
  serverAddress: null,
});
await netlify.start();

// The embedded store (no Redis configured): every function call runs in a worker of its own that opens the
// SQLite file and closes it when done. When the last connection to a WAL database closes, SQLite checkpoints
// under an exclusive lock, and a call opening the file at that moment failed with "database is locked" (a
// 503: the store sets its busy timeout only after its first PRAGMA, src/server/store/embedded.ts). The
// preview keeps one connection open while it runs, so no call's close is ever the last one.
const embedded =
  !(process.env.UPSTASH_REDIS_REST_URL && process.env.UPSTASH_REDIS_REST_TOKEN) && !process.env.REDIS_URL;
const heldDatabase = embedded ? await holdDatabase(process.env.EMBEDDED_DB_PATH || '.data/submissions.sqlite') : null;
async function holdDatabase(path) {
  await mkdir(dirname(path), { recursive: true });
  const db = new (process.getBuiltinModule('node:sqlite').DatabaseSync)(path);
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL;');
  db.prepare('SELECT count(*) AS n FROM sqlite_master').get();
  return db;
}

// Function calls go through the gate (see lib/function-gate.mjs for the race it removes): each function's
// calls that arrive together share one build directory, which this server makes and removes itself.
if (typeof netlify.handleInEphemeralDirectory !== 'function') {
  throw new Error('@netlify/dev no longer has handleInEphemeralDirectory: see scripts/lib/function-gate.mjs');
}
const serveDir = join(process.cwd(), '.netlify', 'functions-serve');
const gate = createFunctionGate({
  makeDir: async () => {
    await mkdir(serveDir, { recursive: true });
    return mkdtemp(join(serveDir, '_'));
  },
  removeDir: (dir) => rm(dir, { recursive: true, force: true }),
});
// Which function a path calls, from the functions' own `config.path`, read the way Netlify reads it. The
// _redirects file only redirects pages, so no other path reaches a function.
const functionRoutes = (
  await listFunctions([join(process.cwd(), 'netlify/functions')], {
    parseISC: true,
    featureFlags: { zisi_functions_api_v2: true },
  })
).flatMap(({ name, routes = [] }) =>
  routes.map((r) => ({
    name,
    test: r.literal ? (p) => p.replace(/(.)\/$/, '$1') === r.literal : (p) => new RegExp(r.expression).test(p),
  })),
);
const functionOf = (pathname) => functionRoutes.find((r) => r.test(pathname))?.name;

/** A Node request as @netlify/dev reads it (as in its handleAndIntrospectNodeRequest). */
function webRequest(req, id, withBody) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = (req.method ?? 'GET').toUpperCase();
  const headers = [];
  for (const [key, value] of Object.entries(req.headers)) {
    // The client's address is the socket's, as Netlify's edge takes it: whatever a client writes in
    // X-Forwarded-For or Netlify's own header is dropped. (@netlify/dev derives the function's
    // x-nf-client-connection-ip and context.ip from X-Forwarded-For, so that header carries the socket's.)
    if (key === 'x-forwarded-for' || key.startsWith('x-nf-')) continue;
    if (Array.isArray(value)) headers.push([key, value.join(',')]);
    else if (typeof value === 'string') headers.push([key, value]);
  }
  headers.push(['x-forwarded-for', req.socket.remoteAddress ?? ''], ['x-nf-request-id', id]);
  const body = withBody && method !== 'GET' && method !== 'HEAD' ? Readable.toWeb(req) : null;
  return new Request(url, { method, headers, body, duplex: 'half' });
}

function handle(req, pathname) {
  const name = functionOf(pathname);
  if (!name) return netlify.handleAndIntrospectNodeRequest(req);
  const id = randomUUID();
  return gate.run(name, (dir) =>
    netlify.handleInEphemeralDirectory(webRequest(req, id, false), () => webRequest(req, id, true), dir, {}),
  );
}

const notFoundPage = async () => {
  const { readFile } = await import('node:fs/promises');
  return readFile('dist/404.html').catch(() => Buffer.from('Not found'));
};

// `_redirects` rules like `/ta/*  /ta/404  404` serve a not-found page WITH status 404 on Netlify; the
// emulator serves their target with 200, so the preview restores the status for paths that have no file.
const notFoundPrefixes = (existsSync('dist/_redirects') ? readFileSync('dist/_redirects', 'utf8') : '')
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter(([from, , status]) => status === '404' && from?.endsWith('/*'))
  .map(([from]) => from.slice(0, -1));
const isFile = (path) => existsSync(path) && statSync(path).isFile();
const hasPage = (pathname) =>
  ['', '.html', '/index.html'].some((end) => isFile(join('dist', decodeURIComponent(pathname) + end)));

const server = createServer(async (req, res) => {
  try {
    const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
    const result = await handle(req, pathname);
    const response =
      result?.response ??
      new Response(await notFoundPage(), {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    const missing =
      response.status === 200 && notFoundPrefixes.some((p) => pathname.startsWith(p)) && !hasPage(pathname);
    res.statusCode = missing ? 404 : response.status;
    response.headers.forEach((value, key) => res.setHeader(key, value));
    if (!response.body) return void res.end();
    // Compress text as Netlify's CDN does, so what the browser (and Lighthouse) measures here is what
    // visitors get: brotli when asked for, else gzip.
    const body = Readable.fromWeb(response.body);
    const type = response.headers.get('content-type') ?? '';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const compressible = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/.test(type);
    if (compressible && !response.headers.has('content-encoding') && /\b(br|gzip)\b/.test(accepts)) {
      const br = /\bbr\b/.test(accepts);
      res.setHeader('content-encoding', br ? 'br' : 'gzip');
      res.setHeader('vary', 'Accept-Encoding');
      res.removeHeader('content-length');
      body.pipe(br ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip()).pipe(res);
    } else {
      body.pipe(res);
    }
  } catch (error) {
    console.error('preview: request failed', error);
    res.statusCode = 500;
    res.end('Internal error');
  }
});

server.listen(port, host, () =>
  console.log(`Preview (dist/ + functions + redirects + headers) on http://${host}:${port}`),
);

const stop = async () => {
  server.close();
  for (const dir of await gate.directories()) rmSync(dir, { recursive: true, force: true });
  heldDatabase?.close();
  await netlify.stop().catch(() => {});
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
