import type { Config } from '@netlify/functions';

// Liveness probe: proves the function path works end to end (dev, preview and production).
export default async (): Promise<Response> =>
  Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });

export const config: Config = { path: '/api/health' };
