/**
 * Start a throwaway redis-server on a free loopback port, in memory only (no RDB/AOF files), for tests,
 * benchmarks and the fault drill. `stop()` shuts it down; `pause()`/`resume()` simulate an outage.
 */
import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startRedis({ port } = {}) {
  const chosen = port ?? (await freePort());
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(process.env.REDIS_SERVER_BIN ?? 'redis-server', args, { stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('spawn', resolve);
  });
  await waitForPort(chosen);
  let current = child;
  const stop = async () => {
    if (current.exitCode !== null || current.signalCode) return;
    const exited = new Promise((r) => current.once('exit', r));
    current.kill('SIGTERM');
    await exited;
  };
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    stop,
    /** Simulate an outage: the server goes away entirely. */
    pause: stop,
    /** Bring it back on the same port (empty: the drill checks nothing half-written survives either way). */
    resume: async () => {
      current = spawn(process.env.REDIS_SERVER_BIN ?? 'redis-server', args, { stdio: 'ignore' });
      await waitForPort(chosen);
    },
  };
}
