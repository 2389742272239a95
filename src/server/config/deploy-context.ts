// The deploy context ('production', 'deploy-preview', 'branch-deploy', 'dev', ...): it names the store's
// key namespace and is written into staff sessions. Never taken from a request.
//   1. fixed by the build on Netlify (generated/deploy-context.json, scripts/lib/deploy-context.mjs);
//   2. else the CONTEXT variable (a self-hosted server, tests);
//   3. else 'production' inside a deployed function (unknown on Netlify is treated as the real site),
//      and 'dev' on a developer's machine (including Netlify's local tooling, which says NETLIFY_DEV).

import built from './generated/deploy-context.json' with { type: 'json' };
import type { Env } from './env';

const VALID = /^[a-z0-9-]{1,40}$/;

/** True inside a function Netlify deployed (its local tooling emulates Lambda too, but says so). */
export function insideDeployedFunction(env: Env): boolean {
  return Boolean(env.AWS_LAMBDA_FUNCTION_NAME) && !env.NETLIFY_DEV && !env.NETLIFY_LOCAL;
}

export function deployContextOf(env: Env, builtContext: string | null = built.context): string {
  if (builtContext && VALID.test(builtContext)) return builtContext;
  const fromEnv = env.CONTEXT?.trim().toLowerCase();
  if (fromEnv) return VALID.test(fromEnv) ? fromEnv : insideDeployedFunction(env) ? 'production' : 'dev';
  return insideDeployedFunction(env) ? 'production' : 'dev';
}
