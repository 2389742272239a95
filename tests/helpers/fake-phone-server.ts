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
  private waiters: { ready: () => boolean; settle: () => void }[] = [];
  add(item: T): void {
    this.items.push(item);
    for (const w of [...this.waiters]) {
      if (w.ready()) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.settle();
      }
    }
  }
  private when<R>(ready: () => boolean, value: () => R): Promise<R> {
    if (ready()) return Promise.resolve(value());
    return new Promise((resolve) => this.waiters.push({ ready, settle: () => resolve(value()) }));
  }
  /** Resolves once `count` have arrived in all. */
  until(count: number): Promise<T[]> {
    return this.when(
      () => this.items.length >= count,
      () => this.items.slice(),
    );
  }
  /** Resolves with the first item that matches, once one has arrived (earlier tests' items may already be here). */
  first(matches: (item: T) => boolean): Promise<T> {
    return this.when(
      () => this.items.some(matches),
      () => this.items.find(matches)!,
    );
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
