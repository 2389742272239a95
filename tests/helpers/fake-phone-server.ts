// What the phone fakes share: a node:http server on a free localhost port that reads JSON bodies, keeps
// what it accepted, and lets a test wait for the n-th one.

import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Route = (req: IncomingMessage, body: unknown, res: ServerResponse) => void;

export function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export class Received<T> {
  readonly items: T[] = [];
  private waiters: { count: number; resolve: (items: T[]) => void }[] = [];
  add(item: T): void {
    this.items.push(item);
    for (const w of [...this.waiters]) {
      if (this.items.length >= w.count) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(this.items.slice());
      }
    }
  }
  /** Resolves once `count` have arrived in all. */
  until(count: number): Promise<T[]> {
    if (this.items.length >= count) return Promise.resolve(this.items.slice());
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}

export async function listen(route: Route, port = 0): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(res, 400, { error: { message: 'body is not JSON' } });
      }
      route(req, body, res);
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const bound = (server.address() as { port: number }).port;
  return { server, origin: `http://127.0.0.1:${bound}` };
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
}
