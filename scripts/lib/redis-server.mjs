/**
 * Start a throwaway redis-server on a free loopback port, in memory only (no RDB/AOF files), for tests,
 * benchmarks and the fault drill. `stop()` shuts it down; `pause()`/`resume()` simulate an outage.
 */
import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';

/** A TCP port free on the loopback interface right now. @returns {Promise<number>} */
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

/**
 * @param {{ port?: number, persistDir?: string }} [options] persistDir: keep data on disk (append-only file,
 *   fsync on every write) so that it survives a stop and start, as the fault drill needs.
 */
export async function startRedis({ port, persistDir } = {}) {
  const chosen = port ?? (await freePort());
  const persistence = persistDir
    ? ['--dir', persistDir, '--appendonly', 'yes', '--appendfsync', 'always']
    : ['--appendonly', 'no'];
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', ...persistence];
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
    /** An outage: the server goes away entirely. */
    pause: stop,
    /** Bring it back on the same port, with its data when started with persistDir. */
    resume: async () => {
      current = spawn(process.env.REDIS_SERVER_BIN ?? 'redis-server', args, { stdio: 'ignore' });
      await waitForPort(chosen);
    },
  };
}
