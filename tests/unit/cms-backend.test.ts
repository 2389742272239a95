// The CMS's local backend (`npm run cms`) reads and writes every file of the working tree, `.env` and the
// submissions database included: it must be this machine's alone. It listens on 127.0.0.1 (nobody on the
// editor's Wi-Fi reaches it) and answers only to loopback names on its expected ports (a page whose name
// was re-pointed at 127.0.0.1, DNS rebinding, is refused).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devServerArgs, startCmsBackend } from '../../scripts/lib/cms-backend.mjs';

const SECRET = 'SESSION_SECRET=do-not-leak-0123456789abcdef';
const DEV_PORT = 4399;

let dir = '';
let server: Server;
let port = 0;

/** POST one CMS action to `address` with these headers: the status and the body. */
function post(headers: Record<string, string>, address = '127.0.0.1'): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: '.env' } });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: address,
        port,
        path: '/api/v1',
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Does a TCP connection to address:port open? */
function reachable(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** This machine's addresses other than loopback (a LAN's, a container's). */
const outside = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && !a.internal && (a.family === 'IPv4' || !a.address.startsWith('fe80')))
  .map((a) => a!.address);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-backend-'));
  writeFileSync(join(dir, '.env'), `${SECRET}\n`);
  server = await startCmsBackend({ repoDir: dir, devPorts: [DEV_PORT], logLevel: 'error' });
  port = (server.address() as { port: number }).port;
});
afterAll(() => {
  server?.closeAllConnections();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the CMS backend', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it.skipIf(outside.length === 0)("is not reachable on this machine's other addresses", async () => {
    for (const address of outside) expect(await reachable(address), address).toBe(false);
  });

  it('answers the editor at localhost, directly or through the dev server', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `localhost:${DEV_PORT}`, `[::1]:${DEV_PORT}`]) {
      const res = await post({ host, origin: `http://${host}` });
      expect(res.status, host).toBe(200);
      expect(res.body, host).toContain('do-not-leak');
    }
  });

  it('refuses any other name (DNS rebinding), port or origin, and gives nothing away', async () => {
    const refused: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: `evil.example:${port}` },
      { host: `localhost.evil.example:${port}` },
      { host: 'localhost' },
      { host: `localhost:${port + 1}` },
      { host: `192.168.1.20:${port}` },
      { host: `localhost:${port}`, origin: 'http://evil.example' },
      { host: `localhost:${port}`, origin: `http://evil.example:${port}` },
    ];
    for (const headers of refused) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).not.toContain('do-not-leak');
    }
  });

  it('starts the dev server on 127.0.0.1, and never on the network', () => {
    expect(devServerArgs(['--port', '4400'])).toEqual(['dev', '--port', '4400', '--host', '127.0.0.1']);
    expect(() => devServerArgs(['--host'])).toThrow(/--host/);
    expect(() => devServerArgs(['--host=0.0.0.0'])).toThrow(/--host/);
  });
});
