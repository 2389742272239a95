// SESSION_SECRET scoped per deploy context: a deploy preview runs a branch's code and must not
// hold production's secret; keys are derived from the secret and the context, so what one context signs
// never verifies in another.

import { describe, expect, it } from 'vitest';
import { usableSecret } from '../../src/server/config/keys';
import { contextSecret, secretLabel, secretScopeProblem } from '../../src/server/config/secret';
import { parseEnv } from '../../src/server/config/env';
import { configFromEnv } from '../../src/server/config/app-config';
import { manageKey, readManageToken, signManageToken } from '../../src/server/links/manage-token';

const SECRET = 'k2V0yq0m3Xb8c7Wn1sZr4tLp6uAe9fGh';
const problem = (env: Record<string, string>) => secretScopeProblem(parseEnv(env));
const deployed = { AWS_LAMBDA_FUNCTION_NAME: 'admin' };

describe('which secret a deploy context may hold', () => {
  it('production: its secret as it is, or labelled for production', () => {
    expect(problem({ CONTEXT: 'production', SESSION_SECRET: SECRET })).toBeNull();
    expect(problem({ CONTEXT: 'production', SESSION_SECRET: `production:${SECRET}` })).toBeNull();
    expect(problem({ CONTEXT: 'production', SESSION_SECRET: `deploy-preview:${SECRET}` })).toMatch(
      /labelled 'deploy-preview:', not for production/,
    );
    // A deployed function with no context is production.
    expect(problem({ ...deployed, SESSION_SECRET: SECRET })).toBeNull();
  });

  it("previews and branch deploys: only a secret labelled with their own context, never production's", () => {
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect(problem({ CONTEXT: context, SESSION_SECRET: `${context}:${SECRET}` })).toBeNull();
      expect(problem({ CONTEXT: context, SESSION_SECRET: SECRET })).toMatch(
        new RegExp(`SESSION_SECRET in '${context}' is not its own .*'${context}:'`),
      );
      expect(problem({ CONTEXT: context, SESSION_SECRET: `production:${SECRET}` })).toMatch(/labelled 'production:'/);
      // No secret at all is no leak: sign-in is off there (src/server/admin/config.ts says so).
      expect(problem({ CONTEXT: context })).toBeNull();
    }
    expect(problem({ CONTEXT: 'deploy-preview', SESSION_SECRET: `branch-deploy:${SECRET}` })).toMatch(
      /labelled 'branch-deploy:', not for 'deploy-preview'/,
    );
  });

  it("a developer's machine may hold anything; a deployed function that says 'dev' may not", () => {
    expect(problem({ SESSION_SECRET: SECRET })).toBeNull();
    expect(problem({ CONTEXT: 'dev', SESSION_SECRET: `production:${SECRET}` })).toBeNull();
    expect(problem({ ...deployed, CONTEXT: 'dev', SESSION_SECRET: SECRET })).not.toBeNull();
  });

  it('the functions refuse to start with a misplaced secret, and the reason never holds it', () => {
    expect(() =>
      configFromEnv({ CONTEXT: 'deploy-preview', SESSION_SECRET: `deploy-preview:${SECRET}` }),
    ).not.toThrow();
    let error: unknown;
    try {
      configFromEnv({ CONTEXT: 'deploy-preview', SESSION_SECRET: SECRET });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ConfigError');
    expect((error as Error).message).toMatch(/^SESSION_SECRET in 'deploy-preview'/);
    expect((error as Error).message.length).toBeLessThan(200);
    expect((error as Error).message).not.toContain(SECRET);
  });

  it('reads a label only at the start, of a context name', () => {
    expect(secretLabel(`deploy-preview:${SECRET}`)).toBe('deploy-preview');
    expect(secretLabel(SECRET)).toBeNull();
    expect(secretLabel(`x${SECRET}:y`)).toBeNull();
  });
});

describe('keys bound to the deploy context', () => {
  it("keep production's as they were, and give every other context keys of its own", () => {
    expect(contextSecret(SECRET, 'production')).toBe(SECRET);
    const keys = ['dev', 'deploy-preview', 'branch-deploy'].map((context) => contextSecret(SECRET, context));
    expect(new Set([SECRET, ...keys]).size).toBe(4);
    expect(contextSecret(SECRET, 'deploy-preview')).toBe(keys[1]);
  });

  it("a patient's link a preview signed does not open in production, even with the same secret", () => {
    const env = (context: string) => parseEnv({ CONTEXT: context, SESSION_SECRET: SECRET });
    const production = manageKey(usableSecret(env('production'), false)!);
    const preview = manageKey(contextSecret(SECRET, 'deploy-preview'));
    const claim = { id: 'appt-1', expiresMs: Date.UTC(2030, 0, 1), version: 0 };
    const now = Date.UTC(2026, 0, 1);
    expect(readManageToken(production, signManageToken(production, claim), now)).toEqual(claim);
    expect(readManageToken(production, signManageToken(preview, claim), now)).toBeNull();
  });
});
