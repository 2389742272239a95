// The client's address, over real HTTP through the preview (which takes it from the socket, as Netlify's edge
// does): a guesser that writes a new X-Forwarded-For (or Netlify's own header) on every request is still one
// address, and meets the staff sign-in limit. Each test connects from a loopback address of its own
// (127.x.y.z), so the lock it causes never touches the other tests (they come from 127.0.0.1).

import { request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { adminPassword } from './helpers/admin';

// SIGN_IN_LIMITS.windowMs in src/server/services/staff/sign-in/limits.ts (that module's i18n JSON imports cannot load here).
const LOGIN_WINDOW_MS = 15 * 60_000;

/** POST JSON from `localAddress`, with extra headers; the status and JSON answer. */
function post(
  url: URL,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { error?: string } }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as { error?: string }) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** A loopback address no other test uses (127.0.0.1 is everyone else's). */
const ownLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;

test.describe.configure({ timeout: 120_000 }); // a dozen function calls in a row: slow on a busy machine

test('a guesser rotating X-Forwarded-For is still one address: locked out after 10 wrong passwords', async ({
  request,
  baseURL,
}) => {
  const login = new URL('/api/admin/login', baseURL);
  // The server counts wrong passwords in fixed 15-minute windows (src/server/services/staff/sign-in/limits.ts). If a window
  // ends while this test is guessing, the count starts again: then the guesser starts again too, from a
  // fresh address (the server and this test share the machine's clock).
  const windowOf = () => Math.floor(Date.now() / LOGIN_WINDOW_MS);
  let locked: Awaited<ReturnType<typeof post>> | null = null;
  for (let round = 0; round < 2 && locked === null; round++) {
    const guesser = ownLoopback();
    const window = windowOf();
    for (let i = 0; i < 10; i++) {
      const forged = `198.51.100.${i + 1}`;
      const res = await post(
        login,
        guesser,
        { password: `guess-${i}` },
        { 'x-forwarded-for': forged, 'x-nf-client-connection-ip': forged, 'x-real-ip': forged },
      );
      expect(res.status, `guess ${i}`).toBe(401);
    }
    const last = await post(login, guesser, { password: 'guess-10' }, { 'x-forwarded-for': '203.0.113.99' });
    if (windowOf() !== window) continue; // a new window began meanwhile: this round proves nothing
    locked = last;
  }
  expect(locked?.status).toBe(429);
  expect(locked?.json.error).toMatch(/Too many sign-in attempts/);

  // Staff at another address sign in as usual.
  const password = await adminPassword(request);
  expect((await post(login, ownLoopback(), { password })).status).toBe(200);
});
