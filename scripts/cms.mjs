#!/usr/bin/env node
/**
 * Edit the site's content in the browser, on this machine, with no account: starts the CMS's local backend
 * (decap-server's middleware, which reads and writes the files of this working tree) and the dev server,
 * which serves the CMS at /admin/content/ and passes its requests to the backend. Saved edits are ordinary
 * file changes: review them with `git diff`, commit them as usual. Ctrl+C stops both.
 *
 * Both listen on 127.0.0.1 only and answer only to this machine's names (./lib/cms-backend.mjs): the backend
 * can read and write every file here, `.env` and the submissions database included.
 *
 *   npm run cms                      # http://127.0.0.1:4321/admin/content/
 *   npm run cms -- --port 4400
 *   CMS_BACKEND_PORT=8082 npm run cms
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { devServerArgs, LOOPBACK, startCmsBackend } from './lib/cms-backend.mjs';

const require = createRequire(import.meta.url);
const astro = join(dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');

/** A port free on 127.0.0.1: `wanted` if it is, else any. */
function freePort(wanted) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(freePort(0)));
    probe.listen(wanted, LOOPBACK, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

let args;
try {
  args = devServerArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
// The dev server's port is fixed here (astro would move on to another if it were taken, and the backend
// answers only the ports it expects).
const portAt = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
const given = portAt < 0 ? undefined : args[portAt].startsWith('--port=') ? args[portAt].slice(7) : args[portAt + 1];
const devPort = given ? Number(given) : await freePort(Number(process.env.PORT) || 4321);
if (!given) args.push('--port', String(devPort));

const backend = await startCmsBackend({
  port: Number(process.env.CMS_BACKEND_PORT) || 8081,
  repoDir: process.cwd(),
  devPorts: [devPort],
});
const backendPort = backend.address().port;

let stopping = false;
const dev = spawn(process.execPath, [astro, ...args], {
  stdio: 'inherit',
  env: { ...process.env, CMS_BACKEND_PORT: String(backendPort) },
});
dev.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`astro dev stopped (${signal ?? code}); stopping the CMS.`);
  stop(code ?? 1);
});

function stop(code = 0) {
  stopping = true;
  dev.kill('SIGTERM');
  backend.closeAllConnections();
  backend.close();
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`\nThe CMS: http://${LOOPBACK}:${devPort}/admin/content/ (local backend on ${LOOPBACK}:${backendPort})\n`);
