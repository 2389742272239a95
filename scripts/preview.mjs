#!/usr/bin/env node
/**
 * Serves the production build (dist/) the way Netlify will: static files, `_redirects` and netlify.toml
 * headers, and the functions in netlify/functions bundled once at start as a deploy bundles them and kept
 * warm between calls (lib/preview-server.mjs, lib/warm-functions.mjs). No Netlify account or network.
 *
 *   npm run build && npm run preview        # http://127.0.0.1:8888 (PORT, HOST to change)
 *   node scripts/preview.mjs --bundle-only   # only bundle the functions (kept for every later preview), then exit
 */
import { resolve } from 'node:path';
import { startPreview } from './lib/preview-server.mjs';
import { cachedBundle } from './lib/warm-functions.mjs';

// --bundle-only: bundle the functions for this version of the sources (as a preview's start would) and exit:
// `npm test` does it beside the build, so no preview of the run waits for the bundler.
if (process.argv.includes('--bundle-only')) {
  const root = resolve('.');
  const started = Date.now();
  const { functions, fresh } = await cachedBundle({
    projectRoot: root,
  });
  console.log(
    `${functions.length} functions ${fresh ? 'bundled' : 'already bundled'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(0);
}

const preview = await startPreview({
  port: Number(process.env.PORT ?? 8888),
  host: process.env.HOST ?? '127.0.0.1',
}).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(`Preview (dist/ + functions + redirects + headers) on ${preview.url}`);

const stop = async () => {
  await preview.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
