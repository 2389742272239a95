/**
 * The functions as a deploy runs them. `npm run build` writes one self-contained module per function
 * (netlify/functions/<name>.ts -> dist-functions/<name>.mjs); Netlify then only packs them (netlify.toml:
 * node_bundler "nft" copies each module with the node modules it leaves outside, the PDF stack, and the
 * included files). The dev server (`[context.dev.functions]`) runs the sources as before.
 *
 * Why our own bundling rather than Netlify's: its esbuild pass neither minifies nor writes UTF-8, so every
 * visitor's cold start parsed comments, indentation and Tamil text twice its size (each letter a \u escape).
 * Minified with names kept (stack traces still name our functions), a public function carries about 40%
 * fewer bytes of our own code.
 *
 * The preview (./warm-functions.mjs) packs these same modules with Netlify's packer, and the byte report
 * (./function-bundles.mjs) measures them: what the tests run and what is measured is what is deployed.
 */
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';

/** The functions' sources, one file per function (what the dev server runs). */
export const FUNCTIONS_SOURCE = 'netlify/functions';
/** Where `npm run build` writes the deploy's modules (netlify.toml `[functions] directory`). */
export const FUNCTIONS_OUT = 'dist-functions';

// esbuild's ESM output calls `require` for the CommonJS dependencies it bundles; an ES module has none.
const REQUIRE_SHIM =
  'import { createRequire as __functionRequire } from "node:module"; const require = __functionRequire(import.meta.url);';

/** @param {string} projectRoot */
export async function functionNames(projectRoot) {
  return (await readdir(join(projectRoot, FUNCTIONS_SOURCE)))
    .filter((f) => /\.(ts|mts|js|mjs)$/.test(f))
    .map((f) => f.replace(/\.\w+$/, ''))
    .sort();
}

/** The `[functions]` section of netlify.toml: the modules left outside every bundle, and the included files. */
async function functionsSection(/** @type {string} */ projectRoot) {
  const toml = /** @type {{ functions?: Record<string, unknown> }} */ (
    parseToml(await readFile(join(projectRoot, 'netlify.toml'), 'utf8'))
  );
  const section = toml.functions ?? {};
  const list = (/** @type {unknown} */ value) =>
    Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  return {
    nodeBundler: typeof section.node_bundler === 'string' ? section.node_bundler : 'nft',
    externalNodeModules: list(section.external_node_modules),
    includedFiles: list(section.included_files),
  };
}

/**
 * Build every function (or `names`) into `outDir` as `<name>.mjs`, each on its own (no shared chunks: Netlify
 * loads one function per instance). With `write: false` nothing is written: the caller reads the metafile
 * (each input's bytes in each output) and the code. `section` is netlify.toml's [functions], as read for it.
 * @param {{ projectRoot: string, outDir: string, names?: string[], write?: boolean }} options
 */
export async function buildFunctions({ projectRoot, outDir, names, write = true }) {
  const { build } = await import('esbuild');
  const section = await functionsSection(projectRoot);
  const files = await readdir(join(projectRoot, FUNCTIONS_SOURCE));
  const entries = (names ?? (await functionNames(projectRoot))).map((name) => {
    const file = files.find((f) => f.replace(/\.\w+$/, '') === name);
    if (!file) throw new Error(`no function named ${name}`);
    return { in: join(FUNCTIONS_SOURCE, file), out: name };
  });
  if (write) {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
  }
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: entries,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // netlify.toml's NODE_VERSION is 24; the oldest Node that runs Astro 7 and our scripts is 22.12.
    target: 'node22',
    external: section.externalNodeModules,
    banner: { js: REQUIRE_SHIM },
    charset: 'utf8',
    minify: true,
    keepNames: true,
    legalComments: 'none',
    metafile: true,
    write,
    logLevel: 'warning',
  });
  return { entries, result, section };
}
