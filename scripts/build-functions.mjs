#!/usr/bin/env node
/**
 * The deploy's functions: one self-contained module per function in dist-functions/ (./lib/function-build.mjs),
 * which Netlify packs as they are (netlify.toml). Part of `npm run build`.
 */
import { resolve } from 'node:path';
import { FUNCTIONS_OUT, buildFunctions } from './lib/function-build.mjs';

const started = Date.now();
const { entries } = await buildFunctions({ projectRoot: resolve('.'), outDir: FUNCTIONS_OUT });
console.log(
  `${entries.length} functions built into ${FUNCTIONS_OUT}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
