/**
 * What each Netlify function carries: its deploy module (./function-build.mjs), with esbuild's metafile saying
 * how many output bytes each input file became.
 * "Own code" is every byte that comes from this repository (src/, netlify/); the rest is node_modules.
 * check-static gates the public functions' own bytes; `npm run bench` reports them beside import times.
 */
import { buildFunctions } from './function-build.mjs';

/**
 * The functions that serve staff (admin; lists, the original site's staff lists), deliver messages (deliver,
 * which a public function calls once its answer has gone) or run on a schedule (migrate, notify, retention):
 * the only ones that may carry staff code, the mail, phone and staff dictionaries and the receipt PDF stack.
 * Every other function is public (a visitor's cold start).
 */
export const STAFF_FUNCTIONS = new Set(['admin', 'deliver', 'lists', 'migrate', 'notify', 'retention']);

/**
 * Code only a staff function may carry: the staff handlers and services, the store's staff parts
 * (src/server/store/parts), the message renderers and senders (a public function hands delivery to
 * deliver), the receipt and statement makers with their PDF stack, and the staff, mail, phone, receipt and
 * page-content dictionaries (and classic zod, which nothing of ours uses). The record tables' words
 * (admin-records, admin-donations' donor IDs) are not here: a public function writes each record's search
 * text with them.
 */
export const STAFF_ONLY = [
  /^src\/server\/admin\//,
  /^src\/server\/services\/staff\//,
  /^src\/server\/store\/(redis|embedded)\/(accounts|audit|breaches|ceremonies|credentials|invites|staff-sessions)\.ts$/,
  /^src\/server\/store\/redis\/lua\/(accounts|audit|breaches|ceremonies|credentials|invites|staff-sessions)\//,
  /^src\/server\/store\/(staff-shared|staff-kit)\.ts$/,
  /^src\/server\/notify\/(sender|mail\/|phone\/(deliver|render|send))/,
  /^src\/server\/documents\//,
  /^src\/i18n\/(admin(?!-records|-donations\.ts)[\w-]*|staff-mail)\.ts$/,
  /^src\/i18n\/(en|ta)\/(mail|phone|receipt|content|shell)\.json$/,
  /node_modules\/(pdfkit|fontkit|harfbuzzjs|nodemailer)\//,
  // Classic zod: its whole API and every locale load with it, so every schema is zod/mini (eslint refuses
  // the import in src/server and netlify; this keeps a dependency from bringing it back).
  /node_modules\/zod\/v4\/classic\//,
];

/**
 * The inputs of a function's bundle that only a staff function may carry (STAFF_ONLY), with their bytes.
 * @param {{ inputs: { path: string, bytes: number }[] }} row
 */
export const staffOnlyInputs = (row) =>
  row.inputs.filter((i) => i.bytes > 0 && STAFF_ONLY.some((pattern) => pattern.test(i.path)));

const isOwn = (/** @type {string} */ input) => !input.includes('node_modules/');

/**
 * Each function's deploy module (./function-build.mjs), measured: total bytes, own bytes, its own inputs by
 * size (largest first), and its code.
 * @param {{ projectRoot?: string, names?: string[] }} [options]
 * @returns {Promise<{ name: string, public: boolean, bytes: number, code: string, ownBytes: number, inputs: { path: string, bytes: number }[] }[]>}
 */
export async function measureFunctions(options = {}) {
  const projectRoot = options.projectRoot ?? process.cwd();
  const { entries, result } = await buildFunctions({ projectRoot, outDir: 'out', names: options.names, write: false });
  const rows = [];
  for (const { in: entry, out: name } of entries) {
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint === entry);
    if (!output) throw new Error(`${name}: esbuild wrote no entry`);
    const inputs = Object.entries(output.inputs)
      .map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }))
      .sort((a, b) => b.bytes - a.bytes);
    const own = inputs.filter((i) => isOwn(i.path));
    const outPath = Object.keys(result.metafile.outputs).find((o) => result.metafile.outputs[o] === output);
    const code = result.outputFiles?.find((f) => outPath && f.path.endsWith(outPath))?.text ?? '';
    rows.push({
      name,
      public: !STAFF_FUNCTIONS.has(name),
      bytes: output.bytes,
      code,
      ownBytes: own.reduce((sum, i) => sum + i.bytes, 0),
      inputs,
    });
  }
  return rows;
}

/**
 * Median time to import each bundled function module in a new Node process (its cold start's module load),
 * from the deploy-shaped bundles a preview uses (./warm-functions.mjs). `runs` processes per function.
 * @param {{ modulePath: string, name: string }[]} functions
 * @param {{ runs?: number }} [options]
 * @returns {Promise<Map<string, number>>}
 */
export async function importTimes(functions, options = {}) {
  const { execFile } = await import('node:child_process');
  const { pathToFileURL } = await import('node:url');
  const runs = options.runs ?? 7;
  const probe = (/** @type {string} */ href) =>
    new Promise((resolve, reject) =>
      execFile(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const t = performance.now(); await import(${JSON.stringify(href)}); ` +
            `process.stdout.write(String(performance.now() - t)); process.exit(0);`,
        ],
        // The module reads its configuration on first call, not at import; a store path keeps it local.
        { env: { ...process.env, NODE_ENV: 'production' } },
        (error, stdout) => (error ? reject(error) : resolve(Number(stdout))),
      ),
    );
  const times = new Map();
  for (const fn of functions) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(/** @type {number} */ (await probe(pathToFileURL(fn.modulePath).href)));
    samples.sort((a, b) => a - b);
    times.set(fn.name, samples[Math.floor(samples.length / 2)]);
  }
  return times;
}
