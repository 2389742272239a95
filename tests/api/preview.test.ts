// The local production copy (scripts/lib/preview-server.mjs) over real HTTP, on a tiny site of its own
// (tests/fixtures/preview-site): functions bundled once and kept warm, the first call a cold start, module
// state kept between calls, the client's address from the socket, Netlify's Context, and many calls at once.
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview } from '../../scripts/lib/preview-server.mjs';

const projectRoot = fileURLToPath(new URL('../fixtures/preview-site', import.meta.url));
let preview: Awaited<ReturnType<typeof startPreview>>;

beforeAll(async () => {
  preview = await startPreview({ projectRoot, port: 0, log: () => {} });
}, 60_000);
afterAll(async () => {
  await preview?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request from `localAddress` (a loopback address of the test's choosing), with the headers given. */
function send(
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, preview.url),
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, unknown>;

describe('the preview serves functions warm', () => {
  it('loads a function on its first call (a cold start) and keeps it: module state survives', async () => {
    expect(preview.functionLoads).toBe(0); // bundled at start, loaded on first use
    const first = json(await send('/api/counter'));
    const loadsAfterFirst = preview.functionLoads;
    const second = json(await send('/api/counter'));
    expect(loadsAfterFirst).toBe(1);
    expect(second.calls).toBe((first.calls as number) + 1);
    expect(preview.functionLoads).toBe(1); // no second load: the call was warm
  });

  it('gives the client address from the socket, whatever the client writes in X-Forwarded-For', async () => {
    const answer = json(
      await send('/api/counter', {
        localAddress: '127.0.0.7',
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-nf-client-connection-ip': '198.51.100.4' },
      }),
    );
    expect(answer.ip).toBe('127.0.0.7');
    expect(answer.forwardedFor).toBe('127.0.0.7');
    expect(answer.edgeAddress).toBe('127.0.0.7');
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('routes as Netlify does: parameters, a trailing slash and any case; other paths are static', async () => {
    expect(json(await send('/api/items/42')).params).toEqual({ id: '42' });
    expect((await send('/API/Counter/')).status).toBe(200);
    const home = await send('/');
    expect(home.text).toContain('Fixture home');
    expect(home.headers['x-frame-options']).toBe('DENY'); // netlify.toml headers on static files
    const missing = await send('/api/nothing-here');
    expect(missing.status).toBe(404);
  });

  it('passes the body and the cookies, and finishes work handed to waitUntil after the answer', async () => {
    const note = `note-${Date.now()}`;
    const posted = await send('/api/counter', {
      method: 'POST',
      body: 'ünïcode body',
      headers: { 'content-type': 'text/plain; charset=utf-8', cookie: 'visit=returning' },
    });
    expect(json(posted)).toMatchObject({ body: 'ünïcode body', cookie: 'returning' });
    expect((await send('/api/later', { method: 'POST', body: note })).status).toBe(202);
    await expect.poll(async () => json(await send('/api/later')).later).toContain(note);
  });

  it('answers a function that throws with a bare 500, and its next call works', async () => {
    const crashed = await send('/api/crash');
    expect(crashed.status).toBe(500);
    expect(crashed.text).not.toContain('secret internal detail');
    expect((await send('/api/crash')).status).toBe(200);
  });

  it('answers 200 calls at once, every one of them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send('/api/counter', { method: 'POST', body: `call ${i}`, headers: { 'content-type': 'text/plain' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => json(a).body))).toHaveLength(200);
  });
});
