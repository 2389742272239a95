// A deploy preview that holds production's SESSION_SECRET (a variable Netlify shares with "All deploy
// contexts" by default) serves nothing: every function answers 503 before reading a body or the store, no
// cookie is set, and the log says which variable to fix, never its value (src/server/config/secret.ts).

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import { hashPassword } from '../../src/server/services/staff/sign-in/password';
import { setDeps } from '../../src/server/deps';
import { setLogSink } from '../../src/server/log';
import { personBody } from '../helpers/bodies';
import { call } from '../helpers/http';

const SECRET = 'production-secret-0123456789-abcdefghijklmnop';
const NAMES = ['CONTEXT', 'SESSION_SECRET', 'ADMIN_PASSWORD_HASH', 'REDIS_URL', 'UPSTASH_REDIS_REST_URL'] as const;

describe("a deploy preview holding production's secret", () => {
  const saved: Partial<Record<(typeof NAMES)[number], string>> = {};
  let logs: string[] = [];

  beforeEach(async () => {
    for (const name of NAMES) saved[name] = process.env[name];
    // As a deployed function meets its configuration: from the environment, on the first request.
    delete process.env.REDIS_URL;
    delete process.env.UPSTASH_REDIS_REST_URL;
    Object.assign(process.env, {
      CONTEXT: 'deploy-preview',
      SESSION_SECRET: SECRET,
      ADMIN_PASSWORD_HASH: await hashPassword('a staff password of some length'),
    });
    setDeps(null);
    logs = [];
    setLogSink((_level, line) => logs.push(line));
  });
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    setDeps(null);
    setLogSink(null);
  });

  it('serves nothing: staff routes and public writes answer 503, and the log says why', async () => {
    for (const [handler, path, body] of [
      [admin, '/api/admin/login', { password: 'a staff password of some length' }],
      [admin, '/api/admin/session', undefined],
      [admin, '/api/admin/bookings', undefined],
      [appointments, '/api/appointments', { people: [personBody()] }],
      [callbacks, '/api/callbacks', { name: 'Someone', mobile: '9876501234' }],
    ] as const) {
      const res = await call(handler, path, body === undefined ? {} : { body });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
    const lines = logs.join('\n');
    expect(lines).toMatch(/"config_error".*SESSION_SECRET in 'deploy-preview' is not its own/);
    expect(lines).not.toContain(SECRET);
  });

  it('works once the preview has its own value, labelled with its context', async () => {
    process.env.SESSION_SECRET = `deploy-preview:${SECRET}`;
    setDeps(null);
    const res = await call(admin, '/api/admin/session');
    expect(res.status).toBe(200);
  });
});
