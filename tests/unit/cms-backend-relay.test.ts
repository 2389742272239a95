// `npm run cms`: the dev server passes the CMS's calls on to its local backend (src/cms/backend-relay.ts).
// Here the relay runs in a server of its own in front of the real backend (decap-server over a temporary
// folder): a save reaches the disk through it, with the browser's Host and Origin (which the backend checks);
// once the backend has answered, the dev server's watcher hears of every file written or removed, so the
// preview reads each file whole. A call the backend refuses reports nothing.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCmsBackend } from '../../scripts/lib/cms-backend.mjs';
import { backendRelay, changedFiles } from '../../src/cms/backend-relay';

const MOUNT = '/admin/content/';
let dir = '';
let backend: Server;
let front: Server;
let base = '';
let heard: [string, string][] = [];

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-relay-'));
  front = createServer();
  const frontPort = await listen(front);
  base = `http://127.0.0.1:${frontPort}`;
  backend = await startCmsBackend({ repoDir: dir, devPorts: [frontPort], logLevel: 'error' });
  const relay = backendRelay(MOUNT, (backend.address() as AddressInfo).port, dir, {
    emit: (event, path) => heard.push([event, path]),
  });
  front.on('request', (req, res) =>
    relay(req, res, () => {
      res.statusCode = 404;
      res.end('not the CMS API');
    }),
  );
});

afterAll(() => {
  front.close();
  backend.closeAllConnections();
  backend.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  heard = [];
});

const call = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${MOUNT}api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });

const options = { commitMessage: 'Update', useWorkflow: false, status: 'draft' };

describe('the CMS backend relay', () => {
  it('passes a save on to the backend and, once it is answered, tells the watcher of every file written', async () => {
    const answer = await call({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [
          { slug: 'siddha', path: 'content/en/siddha.md', raw: '---\ntitle: Siddha\n---\n' },
          { slug: 'siddha', path: 'content/ta/siddha.md', raw: '---\ntitle: சித்த மருத்துவ முறை\n---\n' },
        ],
        assets: [{ path: 'assets/leaf.txt', content: Buffer.from('leaf').toString('base64'), encoding: 'base64' }],
        options,
      },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: 'entry persisted' });
    expect(readFileSync(join(dir, 'content/ta/siddha.md'), 'utf8')).toContain('சித்த மருத்துவ முறை');
    expect(readFileSync(join(dir, 'assets/leaf.txt'), 'utf8')).toBe('leaf');
    expect(heard).toEqual([
      ['change', join(dir, 'content/en/siddha.md')],
      ['change', join(dir, 'content/ta/siddha.md')],
      ['change', join(dir, 'assets/leaf.txt')],
    ]);
  });

  it('tells the watcher of a removed file', async () => {
    const answer = await call({ action: 'deleteFile', params: { branch: 'main', path: 'assets/leaf.txt', options } });
    expect(answer.status).toBe(200);
    expect(existsSync(join(dir, 'assets/leaf.txt'))).toBe(false);
    expect(heard).toEqual([['unlink', join(dir, 'assets/leaf.txt')]]);
  });

  it('a call the backend refuses (another origin) is answered as the backend answered, and reports nothing', async () => {
    const params = { branch: 'main', entry: { slug: 'x', path: 'content/x.md', raw: 'x' }, assets: [], options };
    const answer = await call({ action: 'persistEntry', params }, { origin: 'http://evil.example' });
    expect(answer.status).toBe(403);
    expect(existsSync(join(dir, 'content/x.md'))).toBe(false);
    expect(heard).toEqual([]);
  });

  it('reads, and calls that are not the API, report nothing', async () => {
    const info = await call({ action: 'info' });
    expect(info.status).toBe(200);
    expect((await fetch(`${base}${MOUNT}config.yml`)).status).toBe(404);
    expect(heard).toEqual([]);
  });
});

describe('changedFiles', () => {
  it('names a moved entry’s old path as removed and its new one as written', () => {
    const body = {
      action: 'persistEntry',
      params: { entry: { path: 'a/old.md', newPath: 'a/new.md' }, assets: [] },
    };
    expect(changedFiles(body)).toEqual({ written: ['a/new.md'], removed: ['a/old.md'] });
  });

  it('names media and deleted files, and nothing for other actions or bodies', () => {
    expect(changedFiles({ action: 'persistMedia', params: { asset: { path: 'm/p.jpg' } } })).toEqual({
      written: ['m/p.jpg'],
      removed: [],
    });
    expect(changedFiles({ action: 'deleteFiles', params: { paths: ['a.md', 'b.md'] } })).toEqual({
      written: [],
      removed: ['a.md', 'b.md'],
    });
    for (const body of [{ action: 'getEntry', params: { path: 'a.md' } }, null, 'text', { action: 'persistEntry' }]) {
      expect(changedFiles(body)).toEqual({ written: [], removed: [] });
    }
  });
});
