#!/usr/bin/env node
/**
 * Edit the site's content in the browser, on this machine, with no account: starts the CMS's local backend
 * (decap-server, which reads and writes the files of this working tree) and the dev server, which serves the
 * CMS at /admin/content/ and passes its requests to the backend. Saved edits are ordinary file changes:
 * review them with `git diff`, commit them as usual. Ctrl+C stops both.
 *
 *   npm run cms                      # http://localhost:4321/admin/content/
 *   CMS_BACKEND_PORT=8082 npm run cms
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const backendPort = process.env.CMS_BACKEND_PORT || '8081';
const require = createRequire(import.meta.url);
const decapServer = join(dirname(require.resolve('decap-server/package.json')), 'dist', 'index.js');
const astro = join(dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the CMS.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// decap-server: MODE=fs edits the files directly (no git commits); GIT_REPO_DIRECTORY is where they are.
start('decap-server', [decapServer], { PORT: backendPort, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd() });
start('astro dev', [astro, 'dev', ...process.argv.slice(2)], { CMS_BACKEND_PORT: backendPort });
console.log(
  `\nThe CMS: http://localhost:${process.env.PORT || 4321}/admin/content/ (local backend on ${backendPort})\n`,
);
