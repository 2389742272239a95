// A local stand-in for Upstash's REST API in front of a real redis-server, so the production code path
// (the @upstash/redis HTTP client: JSON bodies, base64 response encoding, HTTP error answers, pipeline and
// multi-exec paths, bearer token) runs in tests without the internet.
// POST /            body ["CMD", ...args]        -> { result } | 400 { error }
// POST /pipeline    body [["CMD", ...], ...]      -> [{ result } | { error }, ...]
// POST /multi-exec  body [["CMD", ...], ...]      -> same, in one MULTI/EXEC
// With the header 'Upstash-Encoding: base64', every string in a result is base64-encoded (as Upstash does).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRespRequester } from '../../src/server/store/redis/resp-requester';

export interface UpstashEmulator {
  url: string;
  token: string;
  /** Requests served so far (to prove traffic went through HTTP). */
  requests: () => number;
  stop(): Promise<void>;
}

function encode(value: unknown): unknown {
  if (typeof value === 'string') return Buffer.from(value, 'utf8').toString('base64');
  if (Array.isArray(value)) return value.map(encode);
  return value;
}

export async function startUpstashEmulator(redisUrl: string): Promise<UpstashEmulator> {
  const backend = await createRespRequester(redisUrl);
  const token = `test-token-${Math.random().toString(36).slice(2)}`;
  let served = 0;
  // node:http ignores what a listener returns: each request is answered inside answer().
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    served++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return reply(405, { error: 'method not allowed' });
    if (req.headers.authorization !== `Bearer ${token}`) return reply(401, { error: 'Unauthorized' });
    const base64 = String(req.headers['upstash-encoding'] ?? '').toLowerCase() === 'base64';
    const enc = (v: unknown) => (base64 ? encode(v) : v);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return reply(400, { error: 'ERR failed to parse command' });
    }
    const path = (req.url ?? '/').replace(/\/+$/, '');
    try {
      if (path === '/pipeline' || path === '/multi-exec') {
        const answers = (await backend.request({ path: [path.slice(1)], body })) as unknown as {
          result?: unknown;
          error?: string;
        }[];
        return reply(
          200,
          answers.map((a) => (a.error !== undefined ? { error: a.error } : { result: enc(a.result) })),
        );
      }
      if (path !== '') return reply(404, { error: 'not found' });
      const answer = await backend.request({ body });
      if (answer.error !== undefined) return reply(400, { error: answer.error });
      return reply(200, { result: enc(answer.result) });
    } catch (error) {
      return reply(500, { error: `ERR ${(error as Error).message}` });
    }
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests: () => served,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
    },
  };
}
