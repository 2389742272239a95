/**
 * The local production copy: a project's built site served the way Netlify serves a deploy.
 *   - static files, `_redirects` and netlify.toml headers through @netlify/dev (which also loads .env);
 *   - the functions in netlify/functions bundled once at start, as a deploy bundles them, and kept warm
 *     between calls (./warm-functions.mjs): tens of milliseconds a call, module state kept, any concurrency;
 *   - the client's address from the socket, as Netlify's edge takes it; text compressed as the CDN does.
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliCompressSync, createBrotliCompress, createGzip, gzipSync, constants as zlib } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { cachedBundle, createWarmFunctions } from './warm-functions.mjs';

/** The client's address as Netlify's edge takes it: the socket's (an IPv4-mapped IPv6 address as IPv4). */
export const clientAddress = (/** @type {import('node:http').IncomingMessage} */ req) =>
  (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');

/**
 * A Node request as a function receives it from Netlify's edge: the body read in full (as Lambda does), and
 * whatever a client wrote in X-Forwarded-For or Netlify's own x-nf-* headers replaced by what the edge sets.
 * @param {import('node:http').IncomingMessage} req
 */
async function functionRequest(req, ip, id) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = (req.method ?? 'GET').toUpperCase();
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (key === 'x-forwarded-for' || key.startsWith('x-nf-') || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  headers.set('x-forwarded-for', ip);
  headers.set('x-nf-client-connection-ip', ip);
  headers.set('x-nf-request-id', id);
  let body = null;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    body = Buffer.concat(chunks);
  }
  return new Request(url, { method, headers, body });
}

/**
 * @param {{ projectRoot?: string, port?: number, host?: string, log?: (line: string) => void }} [options]
 */
export async function startPreview(options = {}) {
  const root = options.projectRoot ?? process.cwd();
  const dist = join(root, 'dist');
  const log = options.log ?? ((line) => console.log(line));
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('No production build found in dist/. Run `npm run build` first.');
  }

  // Netlify's local tooling says so to the functions (src/server/deploy-context.ts, notify/transport.ts).
  process.env.NETLIFY_DEV = 'true';
  process.env.NETLIFY_LOCAL = 'true';

  const netlify = new NetlifyDev({
    projectRoot: root,
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    images: { enabled: false },
    blobs: { enabled: false },
    aiGateway: { enabled: false },
    geolocation: { enabled: false },
    functions: { enabled: false },
    serverAddress: null,
  });
  await netlify.start();

  // The embedded store (no Redis configured): when the last connection to a WAL database closes, SQLite
  // checkpoints under an exclusive lock, and another process (a test's seeding, a second preview) opening the
  // file at that moment fails with "database is locked". One connection held open while the preview runs
  // means no close is ever the last one.
  const embedded =
    !(process.env.UPSTASH_REDIS_REST_URL && process.env.UPSTASH_REDIS_REST_TOKEN) && !process.env.REDIS_URL;
  let heldDatabase = null;
  if (embedded && existsSync(join(root, 'netlify/functions'))) {
    const path = process.env.EMBEDDED_DB_PATH || join(root, '.data/submissions.sqlite');
    await mkdir(dirname(path), { recursive: true });
    heldDatabase = new (process.getBuiltinModule('node:sqlite').DatabaseSync)(path);
    heldDatabase.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL;');
    heldDatabase.prepare('SELECT count(*) AS n FROM sqlite_master').get();
  }

  // Every function bundled once per version of its sources, into a directory that previews of the same code
  // share (several may run at once: the browser tests', the outage drill's, Lighthouse's).
  const bundleStarted = Date.now();
  const { functions, fresh } = existsSync(join(root, 'netlify/functions'))
    ? await cachedBundle({
        projectRoot: root,
      })
    : { functions: [], fresh: false };
  log(
    `preview: ${functions.length} functions ${fresh ? 'bundled' : 'as bundled before for these sources'} in ` +
      `${((Date.now() - bundleStarted) / 1000).toFixed(1)} s`,
  );
  const warm = createWarmFunctions(functions, { deployContext: 'dev' });

  async function handle(req, pathname) {
    const target = warm.match(pathname, (req.method ?? 'GET').toUpperCase());
    if (!target) return netlify.handleAndIntrospectNodeRequest(req);
    const id = randomUUID();
    const ip = clientAddress(req);
    return { response: await warm.call(await functionRequest(req, ip, id), { ip, requestId: id }) };
  }

  // `_redirects` rules like `/ta/*  /ta/404  404` serve a not-found page WITH status 404 on Netlify;
  // @netlify/dev serves their target with 200, so the preview restores the status for paths that have no file.
  const redirects = join(dist, '_redirects');
  const notFoundPrefixes = (existsSync(redirects) ? readFileSync(redirects, 'utf8') : '')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => status === '404' && from?.endsWith('/*'))
    .map(([from]) => from.slice(0, -1));
  const isFile = (path) => existsSync(path) && statSync(path).isFile();
  const hasPage = (pathname) =>
    ['', '.html', '/index.html'].some((end) => isFile(join(dist, decodeURIComponent(pathname) + end)));

  // What the CDN answers for a file is the same for the same request: the preview keeps each static answer
  // (status, headers, the body as sent, compressed) and gives it again without going back through
  // @netlify/dev, which re-reads the headers rules and the file system on every request (about 10 ms of CPU
  // each; the browser tests make tens of thousands). Only GETs that no function answers, with no
  // conditional headers, are kept; the key holds every request header the redirect rules may look at.
  /** @type {Map<string, { status: number, headers: [string, string][], body: Buffer }>} */
  const staticAnswers = new Map();
  const staticKey = (req, pathname) => {
    if ((req.method ?? 'GET').toUpperCase() !== 'GET') return null;
    if (req.headers['if-none-match'] || req.headers['if-modified-since'] || req.headers.range) return null;
    if (warm.match(pathname, 'GET')) return null;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : '';
    return JSON.stringify([req.url, encoding, req.headers.cookie ?? '', req.headers['accept-language'] ?? '']);
  };
  const keepable = (response) =>
    [200, 301, 302, 404].includes(response.status) &&
    !response.headers.has('set-cookie') &&
    !/no-store/.test(response.headers.get('cache-control') ?? '');

  const server = createServer(async (req, res) => {
    try {
      const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
      const key = staticKey(req, pathname);
      const kept = key ? staticAnswers.get(key) : undefined;
      if (kept) {
        res.statusCode = kept.status;
        for (const [name, value] of kept.headers) res.setHeader(name, value);
        return void res.end(kept.body);
      }
      const result = await handle(req, pathname);
      const response =
        result?.response ??
        new Response(await readFile(join(dist, '404.html')).catch(() => Buffer.from('Not found')), {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      const missing =
        response.status === 200 && notFoundPrefixes.some((p) => pathname.startsWith(p)) && !hasPage(pathname);
      res.statusCode = missing ? 404 : response.status;
      // Each Set-Cookie a function sends stays its own header, as on Netlify (a session and a device cookie).
      response.headers.forEach((value, key) => key !== 'set-cookie' && res.setHeader(key, value));
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader('set-cookie', cookies);
      if (!response.body) return void res.end();
      // Compress text as Netlify's CDN does, so what the browser (and Lighthouse) measures here is what
      // visitors get: brotli when asked for, else gzip.
      const type = response.headers.get('content-type') ?? '';
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const compressible = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/.test(type);
      const compress = compressible && !response.headers.has('content-encoding') && /\b(br|gzip)\b/.test(accepts);
      const br = /\bbr\b/.test(accepts);
      if (compress) {
        res.setHeader('content-encoding', br ? 'br' : 'gzip');
        res.setHeader('vary', 'Accept-Encoding');
        res.removeHeader('content-length');
      }
      if (key && keepable(response)) {
        const raw = Buffer.from(await response.arrayBuffer());
        const body = compress
          ? br
            ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(raw)
          : raw;
        if (!compress) res.setHeader('content-length', body.length);
        staticAnswers.set(key, {
          status: res.statusCode,
          headers: Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]),
          body,
        });
        return void res.end(body);
      }
      const body = Readable.fromWeb(response.body);
      if (compress) {
        body.pipe(br ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip()).pipe(res);
      } else {
        body.pipe(res);
      }
    } catch (error) {
      console.error('preview: request failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end('Internal error');
    }
  });
  // A warm server keeps connections open between calls, as the CDN does.
  server.keepAliveTimeout = 30_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve) => server.listen(options.port ?? 0, host, () => resolve(undefined)));
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : options.port}`;

  return {
    url,
    /** How many function modules have been loaded (each cold start loads one). */
    get functionLoads() {
      return warm.loads;
    },
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await warm.settle();
      heldDatabase?.close();
      await netlify.stop().catch(() => {});
    },
  };
}
