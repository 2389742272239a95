/**
 * The Netlify Functions in netlify/functions/, mounted at their `config.path` (for their `config.method`s, all
 * when none is named, as Netlify routes them) in a plain Node HTTP server,
 * without the dev emulator (which rebuilds a function per request). For load tests and benchmarks only:
 * `npm run preview` is the faithful local copy of production.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { Context } from '@netlify/functions';

type Handler = (req: Request, context: Context) => Promise<Response>;

/** `METHOD path` → the function Netlify routes it to. */
export async function loadFunctions(dir = 'netlify/functions'): Promise<Map<string, Handler>> {
  const routes = new Map<string, Handler>();
  const everyMethod = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  for (const file of (await readdir(dir)).filter((f) => /\.(ts|mts|js|mjs)$/.test(f)).sort()) {
    const mod = (await import(pathToFileURL(resolve(dir, file)).href)) as {
      default: Handler;
      config?: { path?: string | string[]; method?: string | string[] };
    };
    const paths = mod.config?.path;
    const methods = mod.config?.method === undefined ? everyMethod : [mod.config.method].flat();
    for (const p of Array.isArray(paths) ? paths : paths ? [paths] : [])
      for (const method of methods) routes.set(`${method} ${p}`, mod.default);
  }
  return routes;
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

export async function startFunctionsServer(
  port = 0,
): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const routes = await loadFunctions();
  // node:http ignores what a listener returns: each request is answered inside answer().
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const path = new URL(req.url ?? '/', origin).pathname;
    const handler = routes.get(`${(req.method ?? 'GET').toUpperCase()} ${path}`);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"error":"Not found"}');
      return;
    }
    try {
      const request = await toRequest(req, origin);
      const context = { ip: req.socket.remoteAddress ?? '127.0.0.1', deploy: { context: 'dev' } } as unknown as Context;
      const response = await handler(request, context);
      res.statusCode = response.status;
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      res.writeHead(500).end();
    }
  };
  const server = createServer((req, res) => void answer(req, res));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
