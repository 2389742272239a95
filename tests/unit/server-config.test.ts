import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config/env';
import { configFromEnv } from '../../src/server/config/app-config';
import { deployContextOf } from '../../src/server/config/deploy-context';
import { selectStore } from '../../src/server/store';
import { builtDeployContext } from '../../scripts/lib/deploy-context.mjs';

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

  it('namespaces keys by deploy context: fixed by the build, else CONTEXT, else production in a deployed function, else dev', () => {
    expect(selectStore(parseEnv({ ...upstash, CONTEXT: 'deploy-preview' })).namespace).toBe('deploy-preview');
    expect(selectStore(parseEnv(upstash)).namespace).toBe('dev');
    // What the build fixed wins over anything the running function sees.
    expect(deployContextOf(parseEnv({ CONTEXT: 'dev' }), 'deploy-preview')).toBe('deploy-preview');
    expect(deployContextOf(parseEnv({ AWS_LAMBDA_FUNCTION_NAME: 'admin' }), 'production')).toBe('production');
    // Unknown inside Netlify means production; a developer's machine (or Netlify's local tooling) is dev.
    expect(deployContextOf(parseEnv({ AWS_LAMBDA_FUNCTION_NAME: 'admin' }), null)).toBe('production');
    expect(deployContextOf(parseEnv({ AWS_LAMBDA_FUNCTION_NAME: 'admin', CONTEXT: '??' }), null)).toBe('production');
    expect(deployContextOf(parseEnv({ AWS_LAMBDA_FUNCTION_NAME: 'admin', NETLIFY_DEV: 'true' }), null)).toBe('dev');
    expect(deployContextOf(parseEnv({ CONTEXT: 'weird value!' }), null)).toBe('dev');
    // The repository's own file says "not built by Netlify".
    expect(deployContextOf(parseEnv({}))).toBe('dev');
  });

  it('the build writes the deploy context Netlify gives it, production when it gives none', () => {
    expect(builtDeployContext({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBe('deploy-preview');
    expect(builtDeployContext({ NETLIFY: 'true', CONTEXT: 'Production' })).toBe('production');
    expect(builtDeployContext({ NETLIFY: 'true' })).toBe('production');
    expect(builtDeployContext({ NETLIFY: 'true', CONTEXT: 'no way!' })).toBe('production');
    expect(builtDeployContext({ CONTEXT: 'deploy-preview' })).toBeNull();
  });

  it('production without Upstash settings is a configuration error, never a fallback', () => {
    expect(() => selectStore(parseEnv({ CONTEXT: 'production' }))).toThrow(/UPSTASH_REDIS_REST_URL/);
    expect(() => selectStore(parseEnv({ CONTEXT: 'production', REDIS_URL: 'redis://127.0.0.1:6379' }))).toThrow(
      /refusing/,
    );
    expect(() => selectStore(parseEnv({ AWS_LAMBDA_FUNCTION_NAME: 'contact' }))).toThrow(/refusing/);
    expect(selectStore(parseEnv({ ...upstash, CONTEXT: 'production' })).name).toBe('redis');
  });
});
