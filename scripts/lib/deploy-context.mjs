// The deploy context a build is for, fixed when the site is built (astro.config.mjs writes it to
// src/server/config/generated/deploy-context.json, which the functions bundle). Netlify gives its CONTEXT
// variable to the build only, never to a running function, and a request must not choose it.
//   built by Netlify (NETLIFY=true): CONTEXT ('production', 'deploy-preview', 'branch-deploy', ...),
//                                    and 'production' when it is missing or unreadable
//   built anywhere else:             null (the server decides at run time: src/server/config/deploy-context.ts)

import { readFile, writeFile } from 'node:fs/promises';

export const DEPLOY_CONTEXT_FILE = new URL('../../src/server/config/generated/deploy-context.json', import.meta.url);

/** @param {Record<string, string | undefined>} env */
export function builtDeployContext(env) {
  if (env.NETLIFY !== 'true') return null;
  const context = (env.CONTEXT ?? '').trim().toLowerCase();
  return /^[a-z0-9-]{1,40}$/.test(context) ? context : 'production';
}

/** Write the file when its value changes (a local build leaves the committed file as it is). */
export async function writeDeployContext(env = process.env, file = DEPLOY_CONTEXT_FILE) {
  const context = builtDeployContext(env);
  const current = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text).context)
    .catch(() => undefined);
  if (current !== context) await writeFile(file, `{ "context": ${JSON.stringify(context)} }\n`);
}
