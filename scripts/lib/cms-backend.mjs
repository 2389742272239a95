/**
 * The CMS's local backend for `npm run cms` (scripts/cms.mjs): decap-server's file-system middleware, which
 * reads and writes any file of the working tree (`.env`, `.data/submissions.sqlite` too), so it is reachable
 * from this machine only and by no other name:
 *
 * - it listens on 127.0.0.1, never on every interface (decap-server's own start listens on all of them
 *   unless BIND_HOST is set): nobody on the editor's Wi-Fi can reach it;
 * - it answers only requests whose Host is localhost, 127.0.0.1 or [::1] with one of its expected ports (its
 *   own, the dev server's that passes the CMS's calls on): a web page whose name was re-pointed at 127.0.0.1
 *   (DNS rebinding) sends its own name and is refused, as is an Origin other than those.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// decap-server's own copies of its dependencies (express), wherever npm put them.
const fromDecap = createRequire(require.resolve('decap-server/package.json'));

export const LOOPBACK = '127.0.0.1';
const LOCAL_NAME = /^(?:localhost|127\.0\.0\.1|\[::1\]):(\d{1,5})$/i;
const LOCAL_ORIGIN = /^https?:\/\/((?:localhost|127\.0\.0\.1|\[::1\]):\d{1,5})$/i;

/**
 * Is `host` (a Host header) this machine by a loopback name, on one of `ports`?
 * @param {string | undefined} host
 * @param {(number | undefined)[]} ports
 * @returns {boolean}
 */
export function localHost(host, ports) {
  const match = LOCAL_NAME.exec(host ?? '');
  return Boolean(match) && ports.includes(Number(match[1]));
}

/**
 * A request's Origin (absent: not a browser's cross-origin call) names this machine on one of `ports`.
 * @param {string | undefined} origin
 * @param {(number | undefined)[]} ports
 * @returns {boolean}
 */
export function localOrigin(origin, ports) {
  if (origin === undefined) return true;
  const match = LOCAL_ORIGIN.exec(origin);
  return Boolean(match) && localHost(match[1], ports);
}

/**
 * Start the backend on 127.0.0.1:`port` (0: any free port) over the files of `repoDir`; `devPorts` are the
 * ports of the dev servers that pass the CMS's calls on with their own Host. Resolves to the listening server.
 * @param {{ port?: number, repoDir: string, devPorts?: number[], logLevel?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startCmsBackend({ port = 0, repoDir, devPorts = [], logLevel = 'info' }) {
  const express = fromDecap('express');
  const { registerLocalFs } = fromDecap('./dist/middlewares.js');
  const app = express();
  app.disable('x-powered-by');
  const server = createServer(app);
  const ports = () => [server.address()?.port, ...devPorts.map(Number)];
  app.use((req, res, next) => {
    if (localHost(req.headers.host, ports()) && localOrigin(req.headers.origin, ports())) return next();
    res.status(403).type('text/plain').send('This CMS backend answers http://localhost only.\n');
  });
  // decap-server reads the working tree's place from the environment while it registers its routes.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoDir;
  try {
    await registerLocalFs(app, { logLevel });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), LOOPBACK, resolve);
  });
  return server;
}

/**
 * `astro dev`'s arguments for the CMS: the caller's, on 127.0.0.1 only. A `--host` of the caller's would put
 * the dev server, and through it the backend, on the network: refused.
 * @param {string[]} argv
 * @returns {string[]}
 */
export function devServerArgs(argv) {
  if (argv.some((arg) => arg === '--host' || arg.startsWith('--host='))) {
    throw new Error('npm run cms serves this machine only: --host is not allowed (the CMS can write every file).');
  }
  return ['dev', ...argv, '--host', LOOPBACK];
}
