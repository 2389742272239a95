// SESSION_SECRET is scoped per deploy context. A deploy preview or a branch deploy runs the code of a
// branch or a pull request: holding the production secret, that code could sign production staff sessions
// and patients' private links. Netlify gives a variable a different value per deploy context; this module
// makes using that a rule the functions check before they serve anything (configFromEnv):
//
//   production                    SESSION_SECRET as it is, or labelled `production:<random>`
//   every other deployed context  labelled with that context: `deploy-preview:<random>`, `branch-deploy:…`;
//                                 an unlabelled secret there is production's, shared by mistake: refused
//   dev (a developer's machine)   anything
//
// And every signing key is derived from the secret AND the context (contextSecret), so even the same
// secret gives each context keys of its own: a preview's session or link never verifies in production.

import { hkdfSync } from 'node:crypto';
import { deployContextOf, insideDeployedFunction } from './deploy-context';
import type { Env } from './env';

const LABELLED = /^([a-z0-9-]{1,40}):/;

/** The deploy context a secret is labelled for (`deploy-preview:…`), or null when it has no label. */
export const secretLabel = (secret: string): string | null => LABELLED.exec(secret)?.[1] ?? null;

/**
 * Why SESSION_SECRET must not be used in this deploy context, or null when it may be (or is not set).
 * Worded for the log (under 200 characters: the log clips error messages there).
 */
export function secretScopeProblem(env: Env): string | null {
  const secret = env.SESSION_SECRET;
  if (secret === undefined) return null;
  const context = deployContextOf(env);
  const label = secretLabel(secret);
  if (context === 'production') {
    return label === null || label === 'production'
      ? null
      : `SESSION_SECRET is labelled '${label}:', not for production: set production's own value`;
  }
  if (context === 'dev' && !insideDeployedFunction(env)) return null;
  if (label === context) return null;
  return label === null
    ? `SESSION_SECRET in '${context}' is not its own (production's?): give that context a value starting '${context}:'`
    : `SESSION_SECRET is labelled '${label}:', not for '${context}': give that context a value starting '${context}:'`;
}

/**
 * The secret a context's keys are derived from. Production's is the secret itself, so the sessions and
 * patients' links already issued stay valid; every other context's is bound to the context with HKDF.
 */
export function contextSecret(secret: string, context: string): string {
  if (context === 'production') return secret;
  const info = `varma-trust deploy context\n${context}`;
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32)).toString('base64url');
}
