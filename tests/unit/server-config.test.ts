import { describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv } from '../../src/server/env';
import { deployContextOf, selectStore } from '../../src/server/store';

describe('configuration from the environment', () => {
  it('has safe defaults for a fresh clone', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      writesPerMinute: 20,
      readsPerMinute: 120,
      rateLimitEnabled: true,
      allowedOrigins: [],
      maxBodyBytes: 16384,
    });
    expect(config.env.EMBEDDED_DB_PATH).toBe('.data/submissions.sqlite');
  });

  it('reads RATE_LIMIT_PER_MINUTE (0 = off) and ALLOWED_ORIGINS', () => {
    expect(configFromEnv({ RATE_LIMIT_PER_MINUTE: '5' })).toMatchObject({ writesPerMinute: 5, readsPerMinute: 30 });
    expect(configFromEnv({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitEnabled).toBe(false);
    expect(configFromEnv({ ALLOWED_ORIGINS: ' https://a.example/ ,https://b.example,' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('refuses invalid values, naming only the variable', () => {
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => parseEnv({ REDIS_URL: 'http://nope' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ UPSTASH_REDIS_REST_URL: 'https://x.upstash.io' })).toThrow(/must be set together/);
    try {
      parseEnv({ UPSTASH_REDIS_REST_URL: 'not a url', UPSTASH_REDIS_REST_TOKEN: 'tok-123-secret' });
    } catch (error) {
      expect((error as Error).name).toBe('ConfigError');
      expect((error as Error).message).not.toMatch(/tok-123-secret/);
    }
  });
});

describe('store selection', () => {
  const upstash = { UPSTASH_REDIS_REST_URL: 'https://eu1.upstash.io', UPSTASH_REDIS_REST_TOKEN: 't' };

  it('Upstash -> Redis REST; REDIS_URL -> Redis RESP; nothing -> embedded', () => {
    expect(selectStore(parseEnv(upstash))).toEqual({ name: 'redis', transport: 'upstash-rest', namespace: 'dev' });
    expect(selectStore(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toEqual({
      name: 'redis',
      transport: 'resp',
      namespace: 'dev',
    });
    expect(selectStore(parseEnv({}))).toEqual({ name: 'embedded', transport: 'sqlite', namespace: 'dev' });
    expect(selectStore(parseEnv({ ...upstash, REDIS_URL: 'redis://x' })).transport).toBe('upstash-rest');
  });

  it('namespaces keys by deploy context (CONTEXT first, then the request, then dev)', () => {
    expect(selectStore(parseEnv({ ...upstash, CONTEXT: 'deploy-preview' })).namespace).toBe('deploy-preview');
    expect(selectStore(parseEnv(upstash), 'branch-deploy').namespace).toBe('branch-deploy');
    expect(selectStore(parseEnv({ ...upstash, CONTEXT: 'production' }), 'dev').namespace).toBe('production');
    expect(deployContextOf(parseEnv({ CONTEXT: 'weird value!' }))).toBe('dev');
  });

  it('production without Upstash settings is a configuration error, never a fallback', () => {
    expect(() => selectStore(parseEnv({ CONTEXT: 'production' }))).toThrow(/UPSTASH_REDIS_REST_URL/);
    expect(() => selectStore(parseEnv({ CONTEXT: 'production', REDIS_URL: 'redis://127.0.0.1:6379' }))).toThrow(
      /refusing/,
    );
    expect(() => selectStore(parseEnv({}), 'production')).toThrow(/refusing/);
    expect(selectStore(parseEnv({ ...upstash, CONTEXT: 'production' })).name).toBe('redis');
  });
});
