// A Requester for @upstash/redis that speaks RESP to a plain Redis over TCP (node-redis), so one client
// and one code path serve Upstash (REST) and a self-hosted / CI Redis (REDIS_URL).
//
// The Upstash client sends a command as a JSON-able array (['EVALSHA', sha, '1', key, ...]) and reads
// { result } or { error } back, exactly what Upstash's REST API answers when base64 response encoding is
// off. Pipelines ('pipeline') and transactions ('multi-exec') arrive as an array of commands on that
// path. Redis error replies (e.g. NOSCRIPT, which the client's Script.exec relies on to fall back from
// EVALSHA to EVAL) become { error }; connection failures throw, like a failed fetch would.
//
// 'redis' is loaded with a computed dynamic import, so bundlers leave it out of production functions
// (which use Upstash REST); the socket is unref'd so a worker with an idle connection can exit.

import type { Requester, UpstashRequest, UpstashResponse } from '@upstash/redis';

type RedisModule = typeof import('redis');
type RespClient = ReturnType<RedisModule['createClient']>;

export interface RespRequester extends Requester {
  close(): Promise<void>;
}

const toArg = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);

function isCommand(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0;
}

export async function createRespRequester(
  url: string,
  options: { connectTimeoutMs?: number } = {},
): Promise<RespRequester> {
  // Resolved from the project's own node_modules (the working directory), never from beside this file: the
  // local Netlify emulator runs each request from a fresh build folder that it deletes afterwards, and a
  // client kept for the whole process must not load its files from there. (Production uses Upstash's REST
  // client and never comes here.) The computed name keeps bundlers from pulling node-redis in.
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  const specifier = ['red', 'is'].join('');
  const entry = createRequire(`${process.cwd()}/`).resolve(specifier);
  const mod = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as RedisModule;
  let everReady = false;
  const client: RespClient = mod.createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: options.connectTimeoutMs ?? 2_000,
      // Before the first connection: fail fast (the caller answers 503 and retries on the next request).
      // After it: keep reconnecting in the background with a capped backoff.
      reconnectStrategy: (retries: number) => (everReady ? Math.min(50 * 2 ** retries, 2_000) : false),
    },
  });
  client.on('ready', () => {
    everReady = true;
  });
  // node-redis emits 'error' on connection problems; without a listener the process would crash.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.destroy?.();
    throw error;
  }
  client.unref();

  const ErrorReply = mod.ErrorReply;

  async function run(command: unknown[]): Promise<UpstashResponse<unknown>> {
    try {
      const result = await client.sendCommand(command.map(toArg));
      return { result: result === undefined ? null : result };
    } catch (error) {
      if (error instanceof ErrorReply) return { error: error.message };
      throw error;
    }
  }

  async function transaction(commands: unknown[][]): Promise<UpstashResponse<unknown>[]> {
    const multi = client.multi();
    for (const command of commands) multi.addCommand(command.map(toArg));
    try {
      const replies = (await multi.exec()) as unknown[];
      return replies.map((result) => ({ result: result === undefined ? null : result }));
    } catch (error) {
      const replies = (error as { replies?: unknown[] }).replies;
      if (Array.isArray(replies)) {
        return replies.map((r) => (r instanceof ErrorReply ? { error: r.message } : { result: r ?? null }));
      }
      if (error instanceof ErrorReply) return commands.map(() => ({ error: error.message }));
      throw error;
    }
  }

  const requester: RespRequester = {
    async request<TResult>(req: UpstashRequest): Promise<UpstashResponse<TResult>> {
      const mode = req.path?.[0];
      const body = req.body;
      if (mode === 'pipeline' || mode === 'multi-exec') {
        const commands = Array.isArray(body) ? body.filter(isCommand) : [];
        const answers =
          mode === 'pipeline' ? await Promise.all(commands.map((c) => run(c))) : await transaction(commands);
        return answers as unknown as UpstashResponse<TResult>;
      }
      if (!isCommand(body)) return { error: 'ERR empty command' };
      return (await run(body)) as UpstashResponse<TResult>;
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
  return requester;
}
