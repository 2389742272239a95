// A throwaway redis-server for tests and the benchmark: started on a free port in a temp dir when the
// binary is on PATH (else REDIS_URL is used; else the Redis runs are skipped, loudly).

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestRedis {
  url: string;
  /** True when this helper started the server (and stop() will end it). */
  owned: boolean;
  stop(): Promise<void>;
}

function hasRedisServer(): boolean {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return probe.status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited early (code ${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.write('PING\r\n');
      });
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => {
        socket.destroy();
        resolve(false);
      });
      socket.connect(port, '127.0.0.1');
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start in time');
}

/** Start a private redis-server, or fall back to REDIS_URL, or return null (and warn loudly). */
export async function startTestRedis(): Promise<TestRedis | null> {
  if (hasRedisServer()) {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'vt-redis-'));
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: 'ignore' },
    );
    await waitForPort(port, child);
    return {
      url: `redis://127.0.0.1:${port}`,
      owned: true,
      stop: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (process.env.REDIS_URL) {
    return { url: process.env.REDIS_URL, owned: false, stop: async () => {} };
  }
  console.warn(
    '\n\n' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
      '!!  REDIS ADAPTER TESTS SKIPPED: no redis-server on PATH and no REDIS_URL set.          !!\n' +
      '!!  Install redis-server (CI has it) or set REDIS_URL to run them.                       !!\n' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n',
  );
  return null;
}

/** A namespace no other test uses, so tests can share one server. */
export function uniqueNamespace(label: string): string {
  return `test-${label}-${Math.random().toString(36).slice(2, 10)}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}
